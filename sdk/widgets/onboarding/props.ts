import type { PropRules } from '../../core/prop-check';
import type { OnboardingState } from '../../core/onboarding';

/**
 * The publisher's onboarding (`mount('onboarding', …)`, `<podspot-onboarding>`): the monthly estimate, the offer, the
 * example, the first upload, the smart feed and analyst access, resumed where the podcaster left it. Steps the host
 * has done for its podcasts (a feed it manages, confirmed analyst access) are passed over. Needs a publisher's embed
 * token; docs/behaviour/sdk-widgets.md#onboarding.
 */
export type OnboardingProps = {
  /**
   * Called with each step shown, the first one included: `step` is the server's `onboarding_state`
   * (`onboarding_get_started`, `onboarding_select_podspot`…). Also `podspot:step_change`.
   */
  onStepChange?: (detail: { step: OnboardingState }) => void;
  /**
   * Called once the onboarding is complete (after "Done", or at once for an account that completed it before): show
   * the other widgets. Also `podspot:complete`.
   */
  onComplete?: () => void;
  /** Called when the podcaster chooses "Finish later": hide the widget; it resumes where they left it. Also `podspot:exit`. */
  onExit?: () => void;
};

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const ONBOARDING_PROP_RULES = {
  onStepChange: { type: 'function' },
  onComplete: { type: 'function' },
  onExit: { type: 'function' },
} as const satisfies PropRules<OnboardingProps>;
