import { describe, expect, it } from 'vitest';
import { freshStore } from '../scenarios/pristine.ts';
import type { Store } from '../state/store.ts';
import { createRecords, type RecordNeed } from '../state/trigger-records.ts';
import { sampleEvent, TRIGGER_NEEDS, WEBHOOK_EVENTS } from '../webhooks/events.ts';

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

  it.each(['offer', 'live_podspot'] as const)(
    'changes nothing when a %s needs a campaign and there is none (the empty scenario)',
    async (need: RecordNeed) => {
      const store = await freshStore('empty', NOW);
      const before = JSON.stringify(store);
      expect(createRecords(store, need, PARTNER, NOW)).toEqual({ needs: expect.stringMatching(/^needs a campaign/) });
      expect(JSON.stringify(store)).toBe(before);
    },
  );
});

describe('TRIGGER_NEEDS', () => {
  it.each(WEBHOOK_EVENTS.filter((t) => typeof TRIGGER_NEEDS[t] === 'string'))(
    'makes a record %s is then sent for, the one just created',
    async (type) => {
      const store = await campaignsOnly();
      store.users = store.users.filter((u) => !u.partner);
      const made = createRecords(store, TRIGGER_NEEDS[type] as RecordNeed, PARTNER, NOW);
      const last = 'created' in made ? made.created.at(-1)! : undefined;
      const event = sampleEvent(store, type);
      expect(event?.type).toBe(type);
      // actions.changed names its publisher by email.
      const id = type === 'actions.changed' ? `trigger-${last!.id}@example.com` : last!.id;
      expect(Object.values(event!.data)).toContain(id);
    },
  );
});
