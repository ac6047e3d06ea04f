import { describe, expect, it } from 'vitest';
import { freshStore } from '../scenarios/pristine.ts';
import { WEBHOOK_EVENTS, sampleEvent, type WebhookEventType } from '../webhooks/events.ts';
import type { Store } from './store.ts';
import { createRecordsFor, hasRecordFor } from './trigger-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const PARTNER = { id: 'pk_fingerprint', name: 'Castwave' };

/** The demo store without any record of the events' kinds, but with its running campaigns. */
async function campaignsOnly(): Promise<Store> {
  const store = await freshStore('demo', NOW);
  store.opportunities = store.opportunities.filter((o) => o.status !== 'offered');
  store.podspots = store.podspots.filter((p) => p.aasm_state !== 'approved');
  return store;
}

describe('createRecordsFor', () => {
  it.each([
    ['account.created', ['account']],
    ['actions.changed', []],
    ['opportunity.offered', ['account', 'opportunity']],
    ['podspot.approved', ['account', 'opportunity', 'podspot']],
    ['podspot.went_live', ['account', 'opportunity', 'podspot']],
  ] as const)('makes %s possible from running campaigns: %j', async (type, kinds) => {
    const store = await campaignsOnly();
    const made = hasRecordFor(store, type) ? { created: [] } : createRecordsFor(store, type, PARTNER, NOW);
    expect('created' in made && made.created.map((r) => r.kind).filter((k, i, all) => all.indexOf(k) === i)).toEqual(
      kinds,
    );
    expect(hasRecordFor(store, type)).toBe(true);
    const last = 'created' in made ? made.created.at(-1) : undefined;
    const event = sampleEvent(store, type)!;
    if (last) expect(Object.values(event.data)).toContain(last.id);
  });

  it('approves an offer that is already there rather than making an account', async () => {
    const store = await freshStore('demo', NOW);
    store.podspots = store.podspots.filter((p) => p.aasm_state !== 'approved');
    const offer = store.opportunities.findLast((o) => o.status === 'offered')!;
    const made = createRecordsFor(store, 'podspot.went_live', PARTNER, NOW);
    expect(made).toEqual({ created: [{ kind: 'podspot', id: expect.any(Number) }] });
    expect(store.podspots.at(-1)).toMatchObject({ opportunity_id: offer.id, aasm_state: 'approved', status: 'active' });
  });

  it.each(WEBHOOK_EVENTS.filter((t) => t !== 'account.created' && t !== 'actions.changed'))(
    'changes nothing when it cannot make %s (the empty scenario)',
    async (type: WebhookEventType) => {
      const store = await freshStore('empty', NOW);
      const before = JSON.stringify(store);
      const made = createRecordsFor(store, type, PARTNER, NOW);
      expect(made).toEqual({ needs: expect.stringMatching(/^needs /) });
      expect(JSON.stringify(store)).toBe(before);
    },
  );
});
