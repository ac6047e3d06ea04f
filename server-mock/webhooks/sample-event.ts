import type { Store } from '../state/store.ts';
import { partnerOfPodcast, partnerOfUser } from './audience.ts';
import {
  accountData,
  actionsData,
  ledgerData,
  opportunityData,
  podspotData,
  type EventDraft,
  type WebhookEventType,
} from './events.ts';

/**
 * An event sent on demand (`podspot-mock trigger`): the sandbox's latest record of that kind that a listening platform
 * may hear (`heard`, by the platform managing its publisher), so the ids are real; `null` when the sandbox has none
 * (e.g. no withdrawal yet for `payout.paid`).
 */
export function sampleEvent(
  store: Store,
  type: WebhookEventType,
  heard: (partnerId: string | null) => boolean = () => true,
): EventDraft | null {
  const last = <T>(list: T[], test: (item: T) => boolean, partnerOf: (item: T) => string | null) => {
    const item = list.findLast((x) => test(x) && heard(partnerOf(x)));
    return item === undefined ? undefined : { item, partner_id: partnerOf(item) };
  };
  const ofUser = (u: Store['users'][number]) => u.partner?.partner_id ?? null;
  const ofEntry = (e: Store['ledger'][number]) => partnerOfUser(store, e.user_id);
  const found = (() => {
    switch (type) {
      case 'account.created':
      case 'account.onboarding_completed': {
        const u = last(
          store.users,
          (x) => Boolean(x.partner) && (type === 'account.created' || x.onboarding.completed),
          ofUser,
        );
        return u && { data: accountData(u.item), partner_id: u.partner_id };
      }
      case 'account.linked': {
        const u = last(store.users, (x) => Boolean(x.partner?.linked_at), ofUser);
        return u && { data: accountData(u.item), partner_id: u.partner_id };
      }
      case 'opportunity.offered': {
        const o = last(
          store.opportunities,
          (x) => x.status === 'offered',
          (x) => partnerOfPodcast(store, x.publisher_podcast_id),
        );
        return o && { data: opportunityData(store, o.item), partner_id: o.partner_id };
      }
      case 'podspot.approved':
      case 'podspot.went_live': {
        const p = last(
          store.podspots,
          (x) => x.aasm_state === 'approved',
          (x) => partnerOfPodcast(store, x.publisher_podcast_id),
        );
        return p && { data: podspotData(store, p.item), partner_id: p.partner_id };
      }
      case 'earnings.available': {
        const e = last(store.ledger, (x) => x.kind === 'earning', ofEntry);
        return e && { data: ledgerData(store, e.item), partner_id: e.partner_id };
      }
      case 'payout.paid': {
        const e = last(store.ledger, (x) => x.kind === 'withdrawal' && Boolean(x.paid_at), ofEntry);
        return e && { data: ledgerData(store, e.item), partner_id: e.partner_id };
      }
      case 'actions.changed': {
        const u = last(store.users, (x) => x.roles.includes('publisher'), ofUser);
        return u && { data: actionsData(store, u.item.id), partner_id: u.partner_id };
      }
    }
  })();
  return found ? { type, ...found } : null;
}
