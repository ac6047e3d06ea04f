import { useEffect, useRef } from 'react';
import { acceptOnboardingSmartFeed, getOnboardingSmartFeed } from '@sdk/api/onboarding';
import { Spinner } from '@sdk/ui/status-view';
import { CopyField } from './copy-field';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/**
 * onboarding_setup_mirror: the smart feed URL to put in place of the podcast's feed at its host. When the server says
 * the feed is integrated already, the screen accepts it at once and moves on.
 */
export function SmartFeedScreen({ state, onAdvance }: ScreenProps) {
  const feed = useLoad(getOnboardingSmartFeed);
  const { run, busy, error } = useStep(onAdvance);
  const autoAccepted = useRef(false);
  const integrated = feed.data?.feed_integrated === true;

  useEffect(() => {
    if (!integrated || autoAccepted.current) return;
    autoAccepted.current = true;
    void run(acceptOnboardingSmartFeed);
  }, [integrated, run]);

  return (
    <form className="onb-form" onSubmit={onSubmit(() => void run(acceptOnboardingSmartFeed))}>
      <p className="onb-lead">
        Your smart feed is your podcast's RSS feed with your Podspots placed in it. Give it to your podcast host instead
        of your current feed, and your Podspot goes live.
      </p>
      <Loaded load={feed} label="Loading your smart feed">
        {(f) =>
          integrated && busy ? (
            <Spinner label="Your smart feed is already integrated. Moving on…" />
          ) : (
            <div className="ps-card onb-panel">
              <CopyField label="Your smart feed URL" value={f.smart_feed} />
              <ol className="onb-steps">
                <li>Copy your smart feed URL.</li>
                <li>In your podcast host, open your show's RSS feed settings.</li>
                <li>Replace your feed address with your smart feed URL (or redirect your feed to it), and save.</li>
                <li>Come back here and choose "I've done it".</li>
              </ol>
              <p className="ps-muted">Going live can take up to 24 hours after your Podspot is approved.</p>
            </div>
          )
        }
      </Loaded>
      <ActionBar state={state} busy={busy} error={error} />
    </form>
  );
}
