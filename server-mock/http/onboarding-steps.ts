import type { Response } from 'express';
import type { AppContext } from '../context.ts';
import type { Podspot, User } from '../state/models.ts';
import { enterStep, nextStep, type OnboardingAction, type OnboardingStep } from '../state/onboarding-machine.ts';
import { onboardingPodspot } from '../state/onboarding-offers.ts';
import { stepAfterHostSteps } from '../state/partner-onboarding.ts';
import { badRequest, HttpError } from './errors.ts';
import { currentUser } from './session.ts';

/** The answer of GET /onboarding and of every call that moves the onboarding on. */
export const onboardingView = (user: User) => ({
  onboarding_state: user.onboarding.state,
  completed: user.onboarding.completed,
  estimated_dls_per_ep: user.onboarding.estimated_dls_per_ep,
});

/** The step `action` leads to for the signed-in user, or 409 when the onboarding is elsewhere. */
export function stepFor(res: Response, action: OnboardingAction): { user: User; step: OnboardingStep } {
  const user = currentUser(res);
  const step = nextStep(user.onboarding, action);
  if (step) return { user, step };
  if (user.onboarding.completed)
    throw new HttpError(409, {
      onboarding: 'Your onboarding is already complete.',
      current_state: user.onboarding.state,
    });
  throw new HttpError(409, {
    onboarding: `This step is not available now: your onboarding is at "${user.onboarding.state}". Reload the page to continue where you left off.`,
    current_state: user.onboarding.state,
  });
}

/**
 * Moves the onboarding on after the call's own work is done (past the steps the user's hosting platform has done), and
 * answers the new state.
 */
export function applyStep(ctx: AppContext, res: Response, user: User, step: OnboardingStep): void {
  enterStep(user, stepAfterHostSteps(ctx.store, user, step, ctx.clock.now()));
  ctx.changed();
  res.json(onboardingView(user));
}

export const INVALID_NUMBER = 'Please enter valid number';
/** Far above any real show, low enough that estimates stay safe integers. */
const MAX_DLS_PER_EP = 100_000_000;

/** Downloads per episode: a whole number ≥ 1, as a number or a string of digits (what a text input holds). */
export function parseDlsPerEp(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_DLS_PER_EP)
    throw badRequest('estimated_dls_per_ep', INVALID_NUMBER);
  return n;
}

/** The draft podspot of the offer the publisher accepted; 409 before an offer was accepted. */
export function requireOnboardingPodspot(ctx: AppContext, user: User): Podspot {
  const podspot = onboardingPodspot(ctx.store, user);
  if (!podspot)
    throw new HttpError(409, {
      onboarding: 'Select an offer first: this step needs the podspot of your accepted offer.',
    });
  return podspot;
}
