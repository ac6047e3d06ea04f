import type { Podcast, User } from './models.ts';
import { nextStep, type OnboardingStep } from './onboarding-machine.ts';
import { acceptOnboardingFeed, onboardingPodspot } from './onboarding-offers.ts';
import type { Store } from './store.ts';

type HostDone = Pick<Podcast, 'feed_managed_by_partner' | 'analyst_access_confirmed'>;

/**
 * The step a publisher lands on once the steps their hosting platform has done are passed over
 * (docs/behaviour/partner-accounts.md#onboarding): the smart feed step when the platform manages the feed, the
 * analyst access step when it confirmed the access. `podcast` is the one the onboarding podspot runs on.
 */
export function passOverHostSteps(step: OnboardingStep, podcast: HostDone | undefined): OnboardingStep {
  let landed = step;
  if (landed.state === 'onboarding_setup_mirror' && podcast?.feed_managed_by_partner)
    landed = nextStep(landed, 'accept_feed') ?? landed;
  if (landed.state === 'onboarding_analyst_access' && podcast?.analyst_access_confirmed)
    landed = nextStep(landed, 'next') ?? landed;
  return landed;
}

/** `passOverHostSteps` for the user's onboarding, doing what the smart feed step would have done when it passes it. */
export function stepAfterHostSteps(store: Store, user: User, step: OnboardingStep, nowMs: number): OnboardingStep {
  const podspot = onboardingPodspot(store, user);
  const podcast = podspot && store.podcasts.find((p) => p.id === podspot.publisher_podcast_id);
  const landed = passOverHostSteps(step, podcast);
  if (podspot && podcast && step.state === 'onboarding_setup_mirror' && landed.state !== step.state)
    acceptOnboardingFeed(podspot, podcast, nowMs);
  return landed;
}
