import { describe, expect, it } from 'vitest';
import type { LedgerEntry, Opportunity, Podspot } from '../state/models.ts';
import { emptyStore, type Store } from '../state/store.ts';
import { eventsSince, snapshotOf } from './events.ts';
import { sampleEvent } from './sample-event.ts';

const podspot = (id: number, aasm_state: Podspot['aasm_state'], status: Podspot['status']): Podspot => ({
  id,
  opportunity_id: null,
  campaign_id: 1,
  publisher_podcast_id: 10,
  aasm_state,
  status,
  title: `Podspot ${id}`,
  description: '',
  audio_id: null,
  archived: false,
  estimated_dls_per_ep: 100,
  created_at: '2026-11-01T00:00:00.000Z',
  pending_since: null,
});
const opportunity = (id: number, status: Opportunity['status']): Opportunity => ({
  id,
  campaign_id: 1,
  publisher_podcast_id: 10,
  status,
  created_at: '2026-11-01T00:00:00.000Z',
});
const entry = (id: number, kind: LedgerEntry['kind'], amount_cents: number): LedgerEntry => ({
  id,
  user_id: 7,
  created_at: '2026-12-01T00:00:00.000Z',
  description: kind,
  amount_cents,
  kind,
});

const user = (id: number, completed: boolean, external_id?: string) =>
  ({
    id,
    email: `user${id}@podspot.test`,
    roles: [], // no publisher's actions: these cases look at the account events alone
    onboarding: { state: 'onboarding_congratulations', completed, estimated_dls_per_ep: 0 },
    ...(external_id ? { partner: { partner_id: 'key_1', external_id, idempotency_keys: [] } } : {}),
  }) as unknown as Store['users'][number];

type Parts = Partial<Pick<Store, 'podspots' | 'opportunities' | 'ledger' | 'payoutAccounts' | 'users'>>;

function storeWith(parts: Parts): Store {
  const store = emptyStore();
  store.users.push({
    id: 7,
    email: 'pub@podspot.test',
    roles: ['publisher'],
    onboarding: { completed: true },
  } as Store['users'][number]);
  store.podcasts.push({ id: 10, owner_id: 7, apple_feed_integrated: true } as Store['podcasts'][number]);
  const { users = [], ...rest } = structuredClone(parts);
  store.users.push(...users);
  Object.assign(store, rest);
  return store;
}

type Case = [name: string, before: Parts, change: (s: Store) => unknown, events: string[]];

describe('eventsSince', () => {
  it.each<Case>([
    ['nothing changed', {}, () => {}, []],
    [
      'a pending podspot approved and active',
      { podspots: [podspot(1, 'pending', null)] },
      (s: Store) => Object.assign(s.podspots[0], { aasm_state: 'approved', status: 'active' }),
      ['podspot.approved', 'podspot.went_live'],
    ],
    [
      'an inactive podspot active again',
      { podspots: [podspot(1, 'approved', 'inactive')] },
      (s: Store) => (s.podspots[0].status = 'active'),
      ['podspot.went_live'],
    ],
    [
      'a podspot deactivating',
      { podspots: [podspot(1, 'approved', 'active')] },
      (s: Store) => (s.podspots[0].status = 'deactivating'),
      [],
    ],
    [
      'a new podspot created approved',
      {},
      (s: Store) => s.podspots.push(podspot(2, 'approved', 'active')),
      ['podspot.approved', 'podspot.went_live'],
    ],
    ['a new draft without audio', {}, (s: Store) => s.podspots.push(podspot(2, 'draft', null)), ['actions.changed']],
    [
      'a draft gets its audio on an integrated podcast',
      { podspots: [podspot(2, 'draft', null)] },
      (s: Store) => (s.podspots[0].audio_id = 'a1'),
      ['actions.changed'],
    ],
    [
      'an opportunity offered',
      {},
      (s: Store) => s.opportunities.push(opportunity(3, 'offered')),
      ['opportunity.offered', 'actions.changed'],
    ],
    [
      'an offered one accepted',
      { opportunities: [opportunity(3, 'offered')] },
      (s: Store) => (s.opportunities[0].status = 'accepted'),
      ['actions.changed'],
    ],
    [
      'a payout account opened',
      {},
      (s: Store) => s.payoutAccounts.push({ user_id: 7, country_code: 'US', onboarded: false, link_token: 't' }),
      ['actions.changed'],
    ],
    ['earnings credited', {}, (s: Store) => s.ledger.push(entry(4, 'earning', 1200)), ['earnings.available']],
    ['a withdrawal asked for', {}, (s: Store) => s.ledger.push(entry(5, 'withdrawal', -500)), []],
    [
      'a withdrawal paid',
      { ledger: [entry(5, 'withdrawal', -500)] },
      (s: Store) => (s.ledger[0].paid_at = '2026-12-04T00:00:00.000Z'),
      ['payout.paid'],
    ],
    ['a partner account created', {}, (s: Store) => s.users.push(user(8, false, 'cw_1')), ['account.created']],
    [
      'a partner account created with its offers, the account first',
      {},
      (s: Store) => s.opportunities.push(opportunity(3, 'offered')) && s.users.push(user(8, false, 'cw_1')),
      ['account.created', 'opportunity.offered', 'actions.changed'],
    ],
    ['an account signed up in the console', {}, (s: Store) => s.users.push(user(8, false)), []],
    [
      "a partner account's onboarding completed",
      { users: [user(8, false, 'cw_1')] },
      (s: Store) => (s.users[1].onboarding.completed = true),
      ['account.onboarding_completed'],
    ],
    [
      "a partner account's onboarding moving on, not completed",
      { users: [user(8, false, 'cw_1')] },
      (s: Store) => (s.users[1].onboarding.state = 'onboarding_analyst_access'),
      [],
    ],
    [
      "a console account's onboarding completed",
      { users: [user(8, false)] },
      (s: Store) => (s.users[1].onboarding.completed = true),
      [],
    ],
  ])('%s', (_name, parts, change, expected) => {
    const store = storeWith(parts);
    const before = snapshotOf(store);
    change(store);
    expect(eventsSince(before, store).map((e) => e.type)).toEqual(expected);
  });

  it('sees no events when the store was replaced (a reset)', () => {
    const before = snapshotOf(storeWith({}));
    expect(eventsSince(before, storeWith({ ledger: [entry(4, 'earning', 1)] }))).toEqual([]);
  });

  it('describes a payout with a positive amount, the publisher it was paid to and when it arrived', () => {
    const store = storeWith({ ledger: [entry(5, 'withdrawal', -500)] });
    const before = snapshotOf(store);
    store.ledger[0].paid_at = '2026-12-04T00:00:00.000Z';
    expect(eventsSince(before, store)[0].data).toMatchObject({
      amount_cents: 500,
      publisher_email: 'pub@podspot.test',
      paid_at: '2026-12-04T00:00:00.000Z',
    });
  });

  it('describes changed actions as GET /publisher/actions answers them', () => {
    const store = storeWith({});
    const before = snapshotOf(store);
    store.opportunities.push(opportunity(3, 'offered'), opportunity(4, 'offered'));
    const changed = eventsSince(before, store).find((e) => e.type === 'actions.changed');
    expect(changed?.data).toEqual({
      publisher_email: 'pub@podspot.test',
      total: 3,
      actions: [
        { kind: 'set_up_payout_account', count: 1, deadline: null, ids: [] },
        { kind: 'answer_opportunities', count: 2, deadline: null, ids: [3, 4] },
      ],
    });
  });
});

describe('sampleEvent', () => {
  it('takes the latest record of the kind, or none', () => {
    const store = storeWith({ ledger: [entry(4, 'earning', 100), entry(6, 'earning', 300)] });
    expect(sampleEvent(store, 'earnings.available')?.data.ledger_entry_id).toBe(6);
    expect(sampleEvent(store, 'payout.paid')).toBeNull();
    store.ledger.push(entry(8, 'withdrawal', -100));
    expect(sampleEvent(store, 'payout.paid')).toBeNull();
    store.ledger[2].paid_at = '2026-12-04T00:00:00.000Z';
    expect(sampleEvent(store, 'payout.paid')?.data.ledger_entry_id).toBe(8);
  });

  it('takes the latest partner account, and for a completed onboarding the latest that completed it', () => {
    const store = storeWith({ users: [user(8, true, 'cw_1'), user(9, false, 'cw_2')] });
    expect(sampleEvent(store, 'account.created')?.data).toMatchObject({ account_id: 9, external_id: 'cw_2' });
    expect(sampleEvent(store, 'account.onboarding_completed')?.data).toMatchObject({ account_id: 8 });
    expect(sampleEvent(storeWith({}), 'account.created')).toBeNull();
  });
});
