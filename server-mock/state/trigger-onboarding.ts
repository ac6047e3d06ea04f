import { enterStep, nextStep, type OnboardingAction } from './onboarding-machine.ts';
import { acceptOffer } from './onboarding-offers.ts';
import { stepAfterHostSteps } from './partner-onboarding.ts';
import type { Podspot, User } from './models.ts';
import { replaceAudio } from './podspots.ts';
import type { Store } from './store.ts';
import { fundedOffer } from './trigger-campaign.ts';

/** The downloads per episode a triggered publisher states on the first onboarding screen. */
export const TRIGGER_DLS_PER_EP = 2_000;

/**
 * Walks a new partner publisher (feed managed and analyst access confirmed by the partner) through the publisher
 * onboarding as its calls do (routes/onboarding.ts): downloads saved, the funded offer accepted, the built-in MP3
 * uploaded for its podspot, the host's steps passed over, "Done". The podspot is pending review then. The caller has
 * made sure an offer is funded (state/trigger-campaign.ts).
 */
export function completeOnboarding(store: Store, user: User, atMs: number): Podspot {
  const sample = store.audio.find((a) => a.id === 'sample')!;
  let podspot: Podspot | undefined;
  const work: Record<OnboardingAction, () => void> = {
    save_downloads: () => (user.onboarding.estimated_dls_per_ep = TRIGGER_DLS_PER_EP),
    accept_offer: () => (podspot = acceptOffer(store, user, fundedOffer(store, user)!, TRIGGER_DLS_PER_EP, atMs)),
    upload: () => replaceAudio(store, podspot!, { bytes: sample.bytes, fileName: sample.file_name }, atMs),
    next: () => {},
    accept_feed: () => {},
    add_podcasts: () => {},
  };
  const steps: OnboardingAction[] = ['save_downloads', 'accept_offer', 'next', 'upload', 'next'];
  for (const action of steps) {
    const step = nextStep(user.onboarding, action);
    if (!step)
      throw new Error(
        `The onboarding at ${user.onboarding.state} has no ${action}: state/onboarding-machine.ts changed.`,
      );
    work[action]();
    enterStep(user, stepAfterHostSteps(store, user, step, atMs));
  }
  return podspot!;
}
