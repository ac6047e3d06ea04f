import { describe, expect, it } from 'vitest';
import type { Store } from '../state/store.ts';
import { withdrawFirstCredit } from '../state/trigger-history.ts';
import { TRIGGER_DLS_PER_EP } from '../state/trigger-onboarding.ts';
import { createRecords, type CreatedRecord } from '../state/trigger-records.ts';
import { campaign, opportunity, podcast, storeOf, user } from './state-records.ts';

// The webhook trigger's records on a hand-made sandbox (trigger-records.test.ts runs them on the demo scenario).
const NOW = Date.parse('2026-11-20T12:00:00Z');
const PARTNER = { id: 'pk_1', name: 'Castwave' };
const advertiser = () =>
  user(9, {
    roles: ['advertiser'],
    onboarding: { state: 'advertiser_congratulations', completed: true, estimated_dls_per_ep: 0 },
  });
/** One onboarded advertiser (podcast 10) with a funded campaign 20, two free shows, the sample MP3. */
const sandbox = (budget = 500_000): Store =>
  storeOf({
    users: [advertiser()],
    podcasts: [podcast(10, 9), podcast(1, null), podcast(2, null)],
    campaigns: [campaign(20, 10, { advertiser_id: 9, budget_cents: budget, cpm_cents: 3000 })],
    audio: [{ id: 'sample', file_name: 'sample-podspot.mp3', bytes: Buffer.from('ID3') }],
  });
const kinds = (made: ReturnType<typeof createRecords>) =>
  'created' in made ? made.created.map((r: CreatedRecord) => r.kind) : made;

describe('createRecords on a hand-made sandbox', () => {
  it.each([
    ['publisher', ['account']],
    ['offer', ['account', 'opportunity']],
    ['live_podspot', ['account', 'opportunity', 'podspot']],
    ['onboarded', ['account', 'opportunity', 'podspot']],
    ['earnings', ['account', 'opportunity', 'podspot', 'ledger_entry', 'ledger_entry']],
    ['paid_withdrawal', ['account', 'opportunity', 'podspot', 'ledger_entry', 'ledger_entry', 'ledger_entry']],
  ] as const)('%s: %j', (need, expected) => {
    const store = sandbox();
    expect(kinds(createRecords(store, need, PARTNER, NOW))).toEqual(expected);
    const made = store.users.find((u) => u.partner)!;
    expect(made).toMatchObject({ first_name: 'Triggered', last_name: 'Publisher', partner: { partner_id: 'pk_1' } });
    expect(store.podcasts.at(-1)).toMatchObject({
      owner_id: made.id,
      feed_managed_by_partner: true,
      analyst_access_confirmed: true,
    });
  });

  it('an unfunded sandbox gets a campaign, offered to the new podcast too; a live podspot is approved', () => {
    const store = sandbox(10);
    expect(kinds(createRecords(store, 'live_podspot', PARTNER, NOW))).toEqual([
      'account',
      'campaign',
      'budget_deposit',
      'opportunity',
      'opportunity',
      'podspot',
    ]);
    const podcastId = store.podcasts.at(-1)!.id;
    expect(store.opportunities.map((o) => [o.campaign_id, o.publisher_podcast_id])).toEqual([
      [20, podcastId],
      [store.campaigns[1].id, podcastId],
    ]);
    expect(store.podspots[0]).toMatchObject({
      campaign_id: store.campaigns[1].id,
      aasm_state: 'approved',
      status: 'active',
    });
  });

  it('an onboarded publisher’s podspot is pending with the sample, its onboarding complete', () => {
    const store = sandbox();
    createRecords(store, 'onboarded', PARTNER, NOW);
    const made = store.users.find((u) => u.partner)!;
    expect(made.onboarding).toMatchObject({ completed: true, estimated_dls_per_ep: TRIGGER_DLS_PER_EP });
    expect(store.podspots.at(-1)).toMatchObject({ aasm_state: 'pending', pending_since: NOW });
    expect(store.audio.at(-1)?.file_name).toBe('sample-podspot.mp3');
  });

  it('earnings and a paid withdrawal are dated in the past: two month ends credited, the first withdrawn and paid', () => {
    const store = sandbox();
    createRecords(store, 'paid_withdrawal', PARTNER, NOW);
    const made = store.users.find((u) => u.partner)!;
    expect(made.created_at).toBe('2026-09-01T12:00:00.000Z');
    const entries = store.ledger.filter((e) => e.user_id === made.id);
    expect(entries.map((e) => [e.kind, e.created_at.slice(0, 10)])).toEqual([
      ['earning', '2026-10-01'],
      ['earning', '2026-11-01'],
      ['withdrawal', '2026-10-01'],
    ]);
    expect(entries[2].amount_cents).toBe(-Math.floor(entries[0].amount_cents / 100) * 100);
    expect(entries[2].paid_at).toBe('2026-10-06T00:00:00.000Z');
    expect(store.payoutAccounts).toEqual([expect.objectContaining({ user_id: made.id, onboarded: true })]);
  });

  it('a live podspot comes from the latest offer when there is one, approved today', () => {
    const store = sandbox();
    store.podcasts[1].owner_id = 7;
    store.opportunities.push(
      opportunity(30, 20, 1),
      opportunity(31, 20, 1),
      opportunity(32, 20, 1, { status: 'accepted' }),
    );
    const made = createRecords(store, 'live_podspot', PARTNER, NOW);
    expect(made).toEqual({ created: [{ kind: 'podspot', id: store.podspots[0].id }] });
    expect(store.podspots[0]).toMatchObject({ opportunity_id: 31, aasm_state: 'approved', status: 'active' });
    expect(store.users).toHaveLength(1);
  });

  it('changes nothing when it needs something: a free show, or the sample MP3', () => {
    const noShow = sandbox(10);
    noShow.podcasts = [podcast(10, 8)];
    const before = JSON.stringify(noShow);
    expect(createRecords(noShow, 'offer', PARTNER, NOW)).toEqual({ needs: expect.stringMatching(/^needs a podcast/) });
    expect(JSON.stringify(noShow)).toBe(before);
    const noMp3 = sandbox();
    noMp3.audio = [];
    expect(createRecords(noMp3, 'offer', PARTNER, NOW)).toEqual({
      needs: expect.stringMatching(/^needs the built-in MP3/),
    });
    expect(noMp3.users).toHaveLength(1);
    expect(kinds(createRecords(noMp3, 'publisher', PARTNER, NOW))).toEqual(['account']);
  });

  it('needs a free address when the next trigger email is taken', () => {
    const store = sandbox();
    store.users.push(user(8, { email: `trigger-${store.seq + 1}@example.com` }));
    expect(createRecords(store, 'publisher', PARTNER, NOW)).toEqual({
      needs: expect.stringMatching(/^needs a free address for a new account: This email belongs to/),
    });
  });

  it('withdrawFirstCredit: a dollar is enough', () => {
    const store = sandbox();
    const credit = {
      id: 1,
      user_id: 7,
      kind: 'earning' as const,
      amount_cents: 100,
      created_at: '2026-10-01T06:00:00.000Z',
      description: '',
    };
    store.ledger.push(credit);
    expect(withdrawFirstCredit(store, user(7), credit, NOW)).toMatchObject({
      amount_cents: -100,
      paid_at: '2026-10-06T00:00:00.000Z',
    });
    expect(store.payoutAccounts).toEqual([
      expect.objectContaining({ user_id: 7, country_code: 'US', onboarded: true }),
    ]);
  });

  it('withdrawFirstCredit: nothing under a dollar', () => {
    const store = sandbox();
    const ada = user(7);
    const credit = {
      id: 1,
      user_id: 7,
      kind: 'earning' as const,
      amount_cents: 99,
      created_at: '2026-10-01T06:00:00.000Z',
      description: '',
    };
    store.ledger.push(credit);
    expect(withdrawFirstCredit(store, ada, credit, NOW)).toBeUndefined();
    expect(store.payoutAccounts).toEqual([]);
  });
});
