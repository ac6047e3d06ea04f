import { advanceOnboarding } from '@sdk/api/onboarding';
import { ANALYST_EMAIL, ANALYST_NAME, SUPPORT_EMAIL, type OnboardingState } from '@sdk/core/onboarding';
import { CopyField } from './copy-field';
import { ActionBar, onSubmit, useStep, type ScreenProps } from './screen-kit';

/** onboarding_analyst_access: add "Podspot Analyst" with the role Analyst, then "I've done it" (the generic next step). */
export function AnalystAccessScreen({ state, onAdvance }: ScreenProps) {
  const step = useStep(onAdvance);
  return (
    <form className="onb-form" onSubmit={onSubmit(() => void step.run(advanceOnboarding))}>
      <p className="onb-lead">
        Podspot reads your show's download figures from Apple Podcasts Connect to confirm the downloads you are paid
        for. Give us read-only access by adding an analyst user to your podcast publishing console.
      </p>
      <div className="ps-card onb-panel">
        <ol className="onb-steps">
          <li>
            Sign in to{' '}
            <a href="https://podcastsconnect.apple.com" target="_blank" rel="noopener noreferrer">
              Apple Podcasts Connect
            </a>{' '}
            and open Users and Access.
          </li>
          <li>Add a new user with these details:</li>
        </ol>
        <dl className="onb-figures onb-figures--details">
          <div>
            <dt>Name</dt>
            <dd>{ANALYST_NAME}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>Analyst</dd>
          </div>
        </dl>
        <CopyField label="Analyst email address" value={ANALYST_EMAIL} />
        <p className="ps-muted">Save the user, then choose "I've done it". Linking usually takes up to 24 hours.</p>
      </div>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}

/** onboarding_reviewing: no button in the table; the support address and the 24-hour confirmation. */
export function ReviewScreen() {
  return (
    <div className="onb-form">
      <div className="ps-card onb-panel onb-done">
        <p className="onb-done__mark" aria-hidden="true">
          ✓
        </p>
        <p>Our team is reviewing your Podspot. You will receive a confirmation within 24 hours.</p>
        <p className="ps-muted">
          Questions in the meantime? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </div>
  );
}

const NEXT: Partial<Record<OnboardingState, string>> = {
  onboarding_congratulations:
    'Your first Podspot is uploaded and your smart feed is set up. We review your Podspot and it goes live within 24 hours; new opportunities wait for you in Earn.',
  advertiser_congratulations:
    'Your podcasts are added. Next, follow your campaigns, their spend and impressions in Advertise.',
  network_congratulations:
    'Your podcasts are added to your Podspot account. Their opportunities and earnings wait for you in Earn.',
};

/** The three congratulations states: "Done" is the generic next step, which completes the onboarding. */
export function CongratulationsScreen({ state, onAdvance }: ScreenProps) {
  const step = useStep(onAdvance);
  return (
    <form className="onb-form" onSubmit={onSubmit(() => void step.run(advanceOnboarding))}>
      <div className="ps-card onb-panel onb-done">
        <p className="onb-done__mark" aria-hidden="true">
          ✓
        </p>
        <p>{NEXT[state]}</p>
      </div>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}
