import type { PodspotEventDetails } from './events';

/** The events that change data another widget of the same instance may show. */
export const CHANGE_EVENTS = [
  'opportunity_accepted',
  'opportunity_rejected',
  'podspot_uploaded',
  'smart_feed_integrated',
  'onboarding_completed',
  'payout_account_changed',
] as const satisfies readonly (keyof PodspotEventDetails)[];
export type ChangeType = (typeof CHANGE_EVENTS)[number];
export type Change = { [K in ChangeType]: { type: K; detail: PodspotEventDetails[K] } }[ChangeType];

export const isChange = (type: string): type is ChangeType => (CHANGE_EVENTS as readonly string[]).includes(type);

/**
 * One per instance: what one widget changed reaches the instance's other widgets (never the one that made it, which
 * has already updated itself), so they refresh what that change touches without the host doing anything.
 */
export function createChangeBus() {
  const listeners = new Map<object, (change: Change) => void>();
  return {
    publish(source: object, change: Change) {
      for (const [owner, listener] of listeners) if (owner !== source) listener(change);
    },
    /** `owner`: the widget listening; its own changes do not come back to it. Returns the unsubscribe. */
    subscribe(owner: object, listener: (change: Change) => void) {
      listeners.set(owner, listener);
      return () => void listeners.delete(owner);
    },
  };
}
export type ChangeBus = ReturnType<typeof createChangeBus>;
