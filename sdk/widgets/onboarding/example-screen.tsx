import { useState } from 'react';
import { advanceOnboarding, getOnboardingExample } from '../../api/onboarding';
import { useMessages } from '../../ui/i18n';
import messages from './screens.messages.en.json';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/** onboarding_view_example_podspot: an example Podspot of the accepted offer's advertiser, then Next. */
export function ExampleScreen({ state, onAdvance }: ScreenProps) {
  const t = useMessages(messages);
  const example = useLoad(getOnboardingExample);
  const [audioFailed, setAudioFailed] = useState(false);
  const step = useStep(onAdvance);
  return (
    <form className="ps-onb-form" onSubmit={onSubmit(() => void step.run(advanceOnboarding))}>
      <p className="ps-onb-lead">{t('onboarding.example.lead')}</p>
      <Loaded load={example} label={t('onboarding.example.loading')}>
        {(ex) => (
          <article className="ps-card ps-onb-panel ps-onb-example">
            <p className="ps-onb-example__advertiser">{ex.advertiser_podcast_name}</p>
            <h2 className="ps-onb-example__title">{ex.podspot_rss_content_title}</h2>
            <audio
              className="ps-onb-example__audio"
              controls
              preload="metadata"
              src={ex.podspot_episode_audio_file}
              aria-label={t('onboarding.example.audio', { title: ex.podspot_rss_content_title })}
              onError={() => setAudioFailed(true)}
              onCanPlay={() => setAudioFailed(false)}
            />
            {audioFailed ? (
              <p className="ps-onb-error" role="alert">
                {t('onboarding.example.unavailable')}
              </p>
            ) : null}
            <p className="ps-onb-example__description">{ex.podspot_rss_content_description}</p>
          </article>
        )}
      </Loaded>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}
