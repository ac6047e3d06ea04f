import { advanceOnboarding } from '../../api/onboarding';
import { ANALYST_EMAIL, ANALYST_NAME, SUPPORT_EMAIL, type OnboardingState } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { CopyField } from './copy-field';
import messages from './screens.messages.en.json';
import { ActionBar, onSubmit, useStep, withLink, type ScreenProps } from './screen-kit';

/** onboarding_analyst_access: add "Podspot Analyst" with the role Analyst, then "I've done it" (the generic next step). */
export function AnalystAccessScreen({ state, onAdvance }: ScreenProps) {
  const t = useMessages(messages);
  const step = useStep(onAdvance);
  return (
    <form className="ps-onb-form" onSubmit={onSubmit(() => void step.run(advanceOnboarding))}>
      <p className="ps-onb-lead">{t('onboarding.analyst.lead')}</p>
      <div className="ps-card ps-onb-panel">
        <ol className="ps-onb-steps">
          <li>
            {withLink(
              (mark) => t('onboarding.analyst.signIn', { console: mark }),
              <a className="ps-link" href="https://podcastsconnect.apple.com" target="_blank" rel="noopener noreferrer">
                Apple Podcasts Connect
              </a>,
            )}
          </li>
          <li>{t('onboarding.analyst.addUser')}</li>
        </ol>
        <dl className="ps-onb-figures ps-onb-figures--details">
          <div>
            <dt>{t('onboarding.analyst.name')}</dt>
            <dd>{ANALYST_NAME}</dd>
          </div>
          <div>
            <dt>{t('onboarding.analyst.role')}</dt>
            <dd>{t('onboarding.analyst.analyst')}</dd>
          </div>
        </dl>
        <CopyField label={t('onboarding.analyst.email')} value={ANALYST_EMAIL} />
        <p className="ps-muted">{t('onboarding.analyst.note')}</p>
      </div>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}

/** onboarding_reviewing: no button in the table; the support address and the 24-hour confirmation. */
export function ReviewScreen() {
  const t = useMessages(messages);
  return (
    <div className="ps-onb-form">
      <div className="ps-card ps-onb-panel ps-onb-done">
        <p className="ps-onb-done__mark" aria-hidden="true">
          ✓
        </p>
        <p>{t('onboarding.reviewing.text')}</p>
        <p className="ps-muted">
          {withLink(
            (mark) => t('onboarding.reviewing.questions', { email: mark }),
            <a className="ps-link" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>,
          )}
        </p>
      </div>
    </div>
  );
}

// The advertiser's and the network's texts are the console's alone (the widget onboards publishers): English.
const CONSOLE_DONE: Partial<Record<OnboardingState, string>> = {
  advertiser_congratulations:
    'Your podcasts are added. Next, follow your campaigns, their spend and impressions in Advertise.',
  network_congratulations:
    'Your podcasts are added to your Podspot account. Their opportunities and earnings wait for you in Earn.',
};

/** The three congratulations states: "Done" is the generic next step, which completes the onboarding. */
export function CongratulationsScreen({ state, onAdvance }: ScreenProps) {
  const t = useMessages(messages);
  const step = useStep(onAdvance);
  return (
    <form className="ps-onb-form" onSubmit={onSubmit(() => void step.run(advanceOnboarding))}>
      <div className="ps-card ps-onb-panel ps-onb-done">
        <p className="ps-onb-done__mark" aria-hidden="true">
          ✓
        </p>
        <p>{CONSOLE_DONE[state] ?? t('onboarding.done.onboarding_congratulations')}</p>
      </div>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}
