import { useState } from 'react';
import { advanceOnboarding, getOnboardingExample } from '@sdk/api/onboarding';
import { AUDIO_UNAVAILABLE } from '@sdk/core/onboarding';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/** onboarding_view_example_podspot: an example Podspot of the accepted offer's advertiser, then Next. */
export function ExampleScreen({ state, onAdvance }: ScreenProps) {
  const example = useLoad(getOnboardingExample);
  const [audioFailed, setAudioFailed] = useState(false);
  const step = useStep(onAdvance);
  return (
    <form className="onb-form" onSubmit={onSubmit(() => void step.run(advanceOnboarding))}>
      <p className="onb-lead">
        A Podspot is a short read, in the host's own voice, placed in your episodes. Listen to how another show does it.
      </p>
      <Loaded load={example} label="Loading the example">
        {(ex) => (
          <article className="ps-card onb-panel onb-example">
            <p className="onb-example__advertiser">{ex.advertiser_podcast_name}</p>
            <h2 className="onb-example__title">{ex.podspot_rss_content_title}</h2>
            <audio
              className="onb-example__audio"
              controls
              preload="metadata"
              src={ex.podspot_episode_audio_file}
              aria-label={`Example Podspot: ${ex.podspot_rss_content_title}`}
              onError={() => setAudioFailed(true)}
              onCanPlay={() => setAudioFailed(false)}
            />
            {audioFailed ? (
              <p className="form-error" role="alert">
                {AUDIO_UNAVAILABLE}
              </p>
            ) : null}
            <p className="onb-example__description">{ex.podspot_rss_content_description}</p>
          </article>
        )}
      </Loaded>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}
