import { describe, expect, it } from 'vitest';
import { freshStore } from '../scenarios/pristine.ts';
import type { Store } from '../state/store.ts';
import { pastStartMs } from '../state/trigger-history.ts';
import { createRecords, type CreatedRecord, type RecordNeed } from '../state/trigger-records.ts';
import { TRIGGER_NEEDS, WEBHOOK_EVENTS, type WebhookEventType } from '../webhooks/events.ts';
import { sampleEvent } from '../webhooks/sample-event.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const PARTNER = { id: 'pk_fingerprint', name: 'Castwave' };

/** The demo store without offers or approved podspots, but with its running campaigns. */
async function campaignsOnly(): Promise<Store> {
  const store = await freshStore('demo', NOW);
  store.opportunities = store.opportunities.filter((o) => o.status !== 'offered');
  store.podspots = store.podspots.filter((p) => p.aasm_state !== 'approved');
  return store;
}
const kindsOf = (made: ReturnType<typeof createRecords>) =>
  'created' in made ? [...new Set(made.created.map((r) => r.kind))] : made;

describe('createRecords', () => {
  it.each([
    ['publisher', ['account']],
    ['offer', ['account', 'opportunity']],
    ['live_podspot', ['account', 'opportunity', 'podspot']],
  ] as const)('makes a %s from running campaigns: %j', async (need, kinds) => {
    const store = await campaignsOnly();
    expect(kindsOf(createRecords(store, need, PARTNER, NOW))).toEqual(kinds);
  });

  it('approves an offer that is already there rather than making an account', async () => {
    const store = await freshStore('demo', NOW);
    store.podspots = store.podspots.filter((p) => p.aasm_state !== 'approved');
    const offer = store.opportunities.findLast((o) => o.status === 'offered')!;
    expect(createRecords(store, 'live_podspot', PARTNER, NOW)).toEqual({
      created: [{ kind: 'podspot', id: expect.any(Number) }],
    });
    expect(store.podspots.at(-1)).toMatchObject({ opportunity_id: offer.id, aasm_state: 'approved', status: 'active' });
  });

  it.each(['offer', 'live_podspot', 'onboarded', 'earnings', 'paid_withdrawal'] as const)(
    'changes nothing when a %s needs a campaign and no podcast is free for one',
    async (need: RecordNeed) => {
      const store = await freshStore('empty', NOW);
      for (const p of store.podcasts) p.owner_id ??= store.users[0].id;
      const before = JSON.stringify(store);
      expect(createRecords(store, need, PARTNER, NOW)).toEqual({ needs: expect.stringMatching(/^needs a podcast/) });
      expect(JSON.stringify(store)).toBe(before);
    },
  );

  it('connects the latest publisher no platform manages, or changes nothing and says what it needs', async () => {
    const store = await freshStore('demo', NOW);
    const own = store.users.findLast((u) => !u.partner && u.roles.includes('publisher'))!;
    expect(createRecords(store, 'linked', PARTNER, NOW)).toEqual({ created: [{ kind: 'account', id: own.id }] });
    expect(own.partner).toMatchObject({ partner_id: PARTNER.id, external_id: `trigger-linked-${own.id}` });
    for (const u of store.users) u.partner ??= { partner_id: 'x', external_id: `x${u.id}`, idempotency_keys: [] };
    const before = JSON.stringify(store);
    expect(createRecords(store, 'linked', PARTNER, NOW)).toEqual({
      needs: expect.stringMatching(/^needs a publisher/),
    });
    expect(JSON.stringify(store)).toBe(before);
  });

  it('makes an advertiser for the campaign when the sandbox has none, its onboarding complete', async () => {
    const store = await freshStore('empty', NOW);
    store.users = store.users.filter((u) => !u.roles.includes('advertiser'));
    const made = createRecords(store, 'offer', PARTNER, NOW);
    expect(kindsOf(made)).toEqual(['account', 'campaign', 'budget_deposit', 'opportunity']);
    const campaign = store.campaigns[0];
    const advertiser = store.users.find((u) => u.id === campaign.advertiser_id)!;
    expect(advertiser).toMatchObject({ roles: ['advertiser'], onboarding: { completed: true } });
    expect(store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id)?.owner_id).toBe(advertiser.id);
    expect(store.budget).toMatchObject([{ user_id: advertiser.id, amount_cents: campaign.budget_cents }]);
  });
});

describe('pastStartMs', () => {
  it.each([
    ['2026-11-20T12:00:00Z', '2026-09-01T12:00:00.000Z'],
    ['2026-03-01T00:00:00Z', '2026-01-01T12:00:00.000Z'],
    ['2026-01-31T23:59:59Z', '2025-11-01T12:00:00.000Z'],
    ['2026-02-15T08:00:00Z', '2025-12-01T12:00:00.000Z'],
  ])('on %s: %s, two month ends behind', (now, start) => {
    expect(new Date(pastStartMs(Date.parse(now))).toISOString()).toBe(start);
  });
});

/** The field of each event's data that names the record it is about, and that record's kind in `created`. */
const NAMED_BY = {
  'account.created': ['account_id', 'account'],
  'account.onboarding_completed': ['account_id', 'account'],
  'account.linked': ['account_id', 'account'],
  'opportunity.offered': ['opportunity_id', 'opportunity'],
  'podspot.approved': ['podspot_id', 'podspot'],
  'podspot.went_live': ['podspot_id', 'podspot'],
  'earnings.available': ['ledger_entry_id', 'ledger_entry'],
  'payout.paid': ['ledger_entry_id', 'ledger_entry'],
  'actions.changed': ['publisher_email', 'account'],
} as const satisfies Record<WebhookEventType, readonly [string, CreatedRecord['kind']]>;

describe('TRIGGER_NEEDS', () => {
  it.each(WEBHOOK_EVENTS)('makes a record %s is then sent for, the last one made of its kind', async (type) => {
    const store = await campaignsOnly();
    store.users = store.users.filter((u) => !u.partner);
    store.ledger = [];
    const made = createRecords(store, TRIGGER_NEEDS[type], PARTNER, NOW);
    const [field, kind] = NAMED_BY[type];
    const last = 'created' in made ? made.created.findLast((r) => r.kind === kind) : undefined;
    const event = sampleEvent(store, type);
    expect(event?.type).toBe(type);
    // actions.changed names its publisher by email.
    const named = type === 'actions.changed' ? `trigger-${last!.id}@example.com` : last!.id;
    expect(event!.data[field]).toBe(named);
  });
});
