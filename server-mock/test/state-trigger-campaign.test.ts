import { describe, expect, it } from 'vitest';
import type { Store } from '../state/store.ts';
import { campaignLack, ensureFundedCampaign, FUNDED_CENTS, fundedOffer } from '../state/trigger-campaign.ts';
import { pastStartMs } from '../state/trigger-history.ts';
import { campaign, podcast, podspot, series, storeOf, user } from './state-records.ts';

// The webhook trigger's campaign and past on a hand-made sandbox (trigger-records.test.ts uses the demo scenario).
const NOW = Date.parse('2026-11-20T12:00:00Z');
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

describe('pastStartMs: noon on the 1st of the month before last', () => {
  it.each([
    ['2026-11-20T12:00:00Z', '2026-09-01T12:00:00.000Z'],
    ['2026-01-01T00:00:00Z', '2025-11-01T12:00:00.000Z'],
    ['2026-02-28T23:59:59Z', '2025-12-01T12:00:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(new Date(pastStartMs(Date.parse(now))).toISOString()).toBe(start);
  });
});

describe('the trigger’s campaign', () => {
  it('fundedOffer: the offer with the most budget left, if it has enough', () => {
    const store = sandbox();
    store.campaigns.push(campaign(21, 10, { advertiser_id: 9, budget_cents: 600_000, cpm_cents: 100 }));
    expect(fundedOffer(store, { id: 0 })?.id).toBe(21);
    store.podspots.push(podspot(40, 21, 1));
    store.series.push(series(40, 100, [400_000]));
    expect(fundedOffer(store, { id: 0 })?.id).toBe(20);
    expect(fundedOffer(store, { id: 9 })).toBeUndefined();
    expect(fundedOffer(sandbox(FUNDED_CENTS), { id: 0 })?.id).toBe(20);
    expect(fundedOffer(sandbox(FUNDED_CENTS - 1), { id: 0 })).toBeUndefined();
  });

  it('makes none when an offer is funded', () => {
    const store = sandbox();
    expect(campaignLack(store)).toBeUndefined();
    expect(ensureFundedCampaign(store, NOW)).toEqual({ created: [] });
  });

  it('else a prepaid campaign of the onboarded advertiser on its podcast, above every CPM', () => {
    const store = sandbox(10);
    const { created, campaign: made } = ensureFundedCampaign(store, NOW);
    expect(made).toMatchObject({
      advertiser_id: 9,
      advertiser_podcast_id: 10,
      name: 'Podcast 10 (triggered)',
      budget_cents: 500_000,
      cpm_cents: 3100,
      created_at: '2026-11-20T12:00:00.000Z',
    });
    expect(created).toEqual([
      { kind: 'campaign', id: made!.id },
      { kind: 'budget_deposit', id: store.budget[0].id },
    ]);
    expect(store.budget[0]).toMatchObject({
      user_id: 9,
      amount_cents: 500_000,
      kind: 'budget_deposit',
      description: 'Prepaid budget deposit',
    });
  });

  it('else a new advertiser, onboarded, on a show claimed from the catalogue, at the fallback CPM', () => {
    const store = sandbox(10);
    store.users = [];
    store.campaigns[0].cpm_cents = 1000;
    const { created, campaign: made } = ensureFundedCampaign(store, NOW);
    const made_by = store.users.find((u) => u.id === made!.advertiser_id)!;
    expect(made_by).toMatchObject({
      email: `trigger-advertiser-${made_by.id}@example.com`,
      first_name: 'Triggered',
      last_name: 'Advertiser',
      roles: ['advertiser'],
      onboarding: { state: 'advertiser_congratulations', completed: true },
    });
    expect(created.map((r) => r.kind)).toEqual(['account', 'campaign', 'budget_deposit']);
    expect(made).toMatchObject({ advertiser_podcast_id: 1, cpm_cents: 2500 });
    expect(store.podcasts[1].owner_id).toBe(made_by.id);
  });

  it('says what it lacks when every show has an owner', () => {
    const store = sandbox(10);
    store.podcasts = [podcast(10, 8), podcast(1, 5)];
    expect(campaignLack(store)).toBe(
      'needs a podcast for a campaign, and every podcast of the catalogue has an owner: reset the sandbox.',
    );
    store.podcasts[0].owner_id = 9;
    expect(campaignLack(store)).toBeUndefined();
  });
});
