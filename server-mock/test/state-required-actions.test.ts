import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_KINDS } from '@sdk/core/notification-items.ts';
import { dayOf } from '../state/dates.ts';
import { actionsByPublisher, requiredActions } from '../state/required-actions.ts';
import { campaign, opportunity, podcast, podspot, series, storeOf, user } from './state-records.ts';

const DAY = dayOf('2026-11-20');
const at = (d: string) => `2026-11-${d}T00:00:00.000Z`;

/** Publisher 7 owns podcasts 1 and 2, publisher 8 podcast 3; advertiser podcast 10 runs campaigns 20 and 21. */
const world = () =>
  storeOf({
    users: [
      user(7),
      user(8, { onboarding: { state: 'onboarding_congratulations', completed: true, estimated_dls_per_ep: 0 } }),
      user(9, { roles: ['advertiser'] }),
    ],
    podcasts: [podcast(1, 7, { apple_feed_integrated: true }), podcast(2, 7), podcast(3, 8), podcast(10, 9)],
    campaigns: [campaign(20, 10), campaign(21, 10), campaign(22, 10)],
    opportunities: [opportunity(30, 20, 1), opportunity(31, 21, 2), opportunity(32, 22, 3)],
    podspots: [
      podspot(40, 20, 1, { aasm_state: 'draft', created_at: at('01') }),
      podspot(41, 20, 1, { aasm_state: 'approved', status: 'active', created_at: at('05') }),
      podspot(42, 21, 2, { aasm_state: 'approved', status: 'inactive', created_at: at('03'), archived: true }),
      podspot(43, 21, 2, { aasm_state: 'pending', created_at: at('04') }),
      podspot(44, 21, 2, { aasm_state: 'draft', created_at: at('02'), audio_id: 'a' }),
      podspot(45, 22, 3, { aasm_state: 'draft' }),
    ],
    series: [series(41, DAY - 2, [100, 200, 300])],
  });

describe('required actions', () => {
  it('each kind once, in the banner’s order, with the records it concerns', () => {
    const store = world();
    store.payoutAccounts.push({ user_id: 8, country_code: 'US', onboarded: false, link_token: 't' });
    store.opportunities.push(opportunity(33, 20, 1, { status: 'not_interested' }), opportunity(34, 20, 99));
    store.podspots.push(
      podspot(46, 20, 2, { archived: true }),
      podspot(47, 20, 99),
      podspot(48, 20, 99, { audio_id: 'x' }),
    );
    store.opportunities.unshift(opportunity(29, 21, 2));
    expect(requiredActions(store, 7)).toEqual({
      total: 1 + 1 + 3 + 1 + 1,
      actions: [
        { kind: 'complete_onboarding', count: 1, deadline: null, ids: [] },
        { kind: 'set_up_payout_account', count: 1, deadline: null, ids: [] },
        { kind: 'answer_opportunities', count: 3, deadline: null, ids: [29, 30, 31] },
        { kind: 'upload_audio', count: 1, deadline: null, ids: [40] },
        { kind: 'integrate_smart_feed', count: 1, deadline: null, ids: [44] },
      ],
    });
    expect(requiredActions(store, 8).actions.map((a) => [a.kind, a.ids])).toEqual([
      ['finish_payout_account', []],
      ['answer_opportunities', [32]],
      ['upload_audio', [45]],
    ]);
    expect(requiredActions(store, 9)).toEqual({ total: 0, actions: [] });
    store.payoutAccounts[0].onboarded = true;
    expect(requiredActions(store, 8).actions.map((a) => a.kind)).toEqual(['answer_opportunities', 'upload_audio']);
  });

  it('of every publisher at once, or one', () => {
    const store = world();
    expect([...actionsByPublisher(store).keys()]).toEqual([7, 8]);
    expect([...actionsByPublisher(store, 8).keys()]).toEqual([8]);
  });
});

describe('the kinds of required actions', () => {
  it("are the contract's, in its order (the banner lists them in that order)", () => {
    const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
    const kind = contract.components.schemas.RequiredActions.properties.actions.items.properties.kind;
    expect(kind.enum).toEqual([...ACTION_KINDS]);
  });
});
