import type { OnboardingState, Role, User } from './models.ts';

/**
 * The onboarding state machine as one table: for each state, which call moves it where.
 *
 * Publisher order (docs/behaviour/onboarding.md#transitions; the state table of
 * docs/behaviour/onboarding.md#states-and-screens gives the screens, not their order; this one follows the
 * progress values and what each screen needs from the one before):
 *   onboarding_get_started ─save_downloads→ onboarding_select_podspot ─accept_offer→
 *   onboarding_view_example_podspot ─next→ onboarding_upload_first_podspot ─upload→
 *   onboarding_setup_mirror ─accept_feed→ onboarding_analyst_access ─next→ onboarding_congratulations ─next ("Done")→ completed.
 * Advertiser: advertiser_get_started ─add_podcasts→ advertiser_congratulations ─next→ completed.
 * Network:    network_get_started ─add_podcasts→ network_congratulations ─next→ completed.
 *
 * `onboarding_reviewing` has no documented button, so no call leads into it (a user parked there
 * could never leave); an account found in it may still advance with `next` to the congratulations.
 * Saving downloads again on the offer screen is allowed (the offer modal edits the same number).
 */
export const ONBOARDING_ACTIONS = [
  'save_downloads',
  'accept_offer',
  'next',
  'upload',
  'accept_feed',
  'add_podcasts',
] as const;
export type OnboardingAction = (typeof ONBOARDING_ACTIONS)[number];

export type OnboardingStep = { state: OnboardingState; completed: boolean };

const to = (state: OnboardingState, completed = false): OnboardingStep => ({ state, completed });

export const ONBOARDING_TABLE = {
  onboarding_get_started: { save_downloads: to('onboarding_select_podspot') },
  onboarding_select_podspot: {
    save_downloads: to('onboarding_select_podspot'),
    accept_offer: to('onboarding_view_example_podspot'),
  },
  onboarding_view_example_podspot: { next: to('onboarding_upload_first_podspot') },
  onboarding_upload_first_podspot: { upload: to('onboarding_setup_mirror') },
  onboarding_setup_mirror: { accept_feed: to('onboarding_analyst_access') },
  onboarding_analyst_access: { next: to('onboarding_congratulations') },
  onboarding_reviewing: { next: to('onboarding_congratulations') },
  onboarding_congratulations: { next: to('onboarding_congratulations', true) },
  advertiser_get_started: { add_podcasts: to('advertiser_congratulations') },
  advertiser_congratulations: { next: to('advertiser_congratulations', true) },
  network_get_started: { add_podcasts: to('network_congratulations') },
  network_congratulations: { next: to('network_congratulations', true) },
} as const satisfies Record<OnboardingState, Partial<Record<OnboardingAction, OnboardingStep>>>;

/** The step `action` leads to, or null when it is not allowed now (a completed onboarding allows nothing). */
export function nextStep(current: OnboardingStep, action: OnboardingAction): OnboardingStep | null {
  if (current.completed) return null;
  const row: Partial<Record<OnboardingAction, OnboardingStep>> = ONBOARDING_TABLE[current.state];
  return row[action] ?? null;
}

/** Moves the user's onboarding to `step` (once the call's own work is done). */
export function enterStep(user: User, step: OnboardingStep): void {
  user.onboarding.state = step.state;
  user.onboarding.completed = step.completed;
}

/** Roles and first onboarding state of a new account: network implies publisher; `is_publisher: false` makes an advertiser. */
export function newAccount(flags: { is_publisher?: boolean; is_network?: boolean }): {
  roles: Role[];
  state: OnboardingState;
} {
  if (flags.is_network) return { roles: ['publisher', 'network'], state: 'network_get_started' };
  if (flags.is_publisher === false) return { roles: ['advertiser'], state: 'advertiser_get_started' };
  return { roles: ['publisher'], state: 'onboarding_get_started' };
}
