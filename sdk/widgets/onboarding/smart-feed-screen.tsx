import { useEffect, useRef } from 'react';
import { acceptOnboardingSmartFeed, getOnboardingSmartFeed } from '../../api/onboarding';
import { useMessages } from '../../ui/i18n';
import { Spinner } from '../../ui/status-view';
import { CopyField } from './copy-field';
import messages from './screens.messages.en.json';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/**
 * onboarding_setup_mirror: the smart feed URL to put in place of the podcast's feed at its host. When the server says
 * the feed is integrated already (a host that serves it, docs/behaviour/partner-accounts.md#onboarding), the screen
 * accepts it at once and moves on: the step is passed over, never shown as work.
 */
export function SmartFeedScreen({ state, onAdvance }: ScreenProps) {
  const t = useMessages(messages);
  const feed = useLoad(getOnboardingSmartFeed);
  const { run, busy, error } = useStep(onAdvance);
  const autoAccepted = useRef(false);
  const integrated = feed.data?.feed_integrated === true;

  useEffect(() => {
    if (!integrated || autoAccepted.current) return;
    autoAccepted.current = true;
    void run(acceptOnboardingSmartFeed);
  }, [integrated, run]);

  if (integrated && !error) return <Spinner label={t('onboarding.feed.integrated')} />;
  return (
    <form className="ps-onb-form" onSubmit={onSubmit(() => void run(acceptOnboardingSmartFeed))}>
      <p className="ps-onb-lead">{t('onboarding.feed.lead')}</p>
      <Loaded load={feed} label={t('onboarding.feed.loading')}>
        {(f) => (
          <div className="ps-card ps-onb-panel">
            <CopyField label={t('onboarding.feed.url')} value={f.smart_feed} />
            <ol className="ps-onb-steps">
              <li>{t('onboarding.feed.step1')}</li>
              <li>{t('onboarding.feed.step2')}</li>
              <li>{t('onboarding.feed.step3')}</li>
              <li>{t('onboarding.feed.step4')}</li>
            </ol>
            <p className="ps-muted">{t('onboarding.feed.note')}</p>
          </div>
        )}
      </Loaded>
      <ActionBar state={state} busy={busy} error={error} />
    </form>
  );
}
