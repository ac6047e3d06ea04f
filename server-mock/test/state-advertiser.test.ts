import { describe, expect, it } from 'vitest';
import {
  advertiserPodcastsOf,
  advertiserPodspotRecord,
  advertiserPodspotRecords,
  advertiserPodspots,
  advertiserReport,
  audioUrl,
  findAdvertiserPodspot,
  foreignFilter,
  lifetimeSpend,
  publisherPodcastsOf,
} from '../state/advertiser.ts';
import { billingSummary, PAID_SHOWN } from '../state/billing-summary.ts';
import { dayOf } from '../state/dates.ts';
import type { LedgerEntry } from '../state/models.ts';
import { campaign, podcast, podspot, series, storeOf } from './state-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = dayOf('2026-11-20');

/** Advertiser 9 runs campaigns 20 (podcast 10) and 21 (podcast 11); advertiser 8 runs 22; publishers own 1 to 3. */
const world = () =>
  storeOf({
    podcasts: [
      podcast(1, 7, { name: 'Gamma' }),
      podcast(2, 7, { name: 'Alpha' }),
      podcast(3, 6, { name: 'Beta' }),
      podcast(10, 9, { name: 'Ten' }),
      podcast(11, 9, { name: 'Eleven' }),
      podcast(12, 8),
    ],
    campaigns: [
      campaign(20, 10, { advertiser_id: 9, budget_cents: 12_345 }),
      campaign(21, 11, { advertiser_id: 9 }),
      campaign(22, 12, { advertiser_id: 8 }),
    ],
    podspots: [
      podspot(40, 20, 1, { created_at: '2026-11-02T00:00:00.000Z', audio_id: 'a' }),
      podspot(41, 21, 2, { created_at: '2026-11-03T00:00:00.000Z' }),
      podspot(42, 20, 2, { created_at: '2026-11-01T00:00:00.000Z' }),
      podspot(43, 22, 3),
    ],
    series: [series(40, DAY - 2, [4, 4, 4]), series(41, DAY, [80]), series(43, DAY, [1000]), series(40, DAY + 5, [8])],
  });

describe('an advertiser’s podspots', () => {
  it('only their campaigns’, narrowed by each filter', () => {
    const store = world();
    const ids = (filter = {}) => advertiserPodspots(store, 9, filter).map(({ podspot }) => podspot.id);
    expect(ids()).toEqual([40, 41, 42]);
    expect(ids({ advertiserPodcastId: 10 })).toEqual([40, 42]);
    expect(ids({ publisherPodcastId: 2 })).toEqual([41, 42]);
    expect(ids({ publisherPodcastId: 2, advertiserPodcastId: 11 })).toEqual([41]);
    expect(advertiserPodspots(store, 8).map(({ campaign }) => campaign.id)).toEqual([22]);
  });

  it('the podcasts they run on and the podcasts they promote, by name', () => {
    const store = world();
    expect(publisherPodcastsOf(store, 9).map((p) => p.name)).toEqual(['Alpha', 'Gamma']);
    expect(publisherPodcastsOf(store, 9, { advertiserPodcastId: 11 }).map((p) => p.name)).toEqual(['Alpha']);
    expect(advertiserPodcastsOf(store, 9).map((p) => p.name)).toEqual(['Eleven', 'Ten']);
  });

  it.each([
    [{}, null],
    [{ publisherPodcastId: 1 }, null],
    [{ publisherPodcastId: 3 }, 'publisherPodcast'],
    [{ advertiserPodcastId: 11 }, null],
    [{ advertiserPodcastId: 12 }, 'advertiser'],
    [{ publisherPodcastId: 3, advertiserPodcastId: 12 }, 'publisherPodcast'],
  ])('foreignFilter(%j) is %s', (filter, foreign) => {
    expect(foreignFilter(world(), 9, filter)).toBe(foreign);
  });

  it('records: newest first, spend over every series of the podspot', () => {
    const store = world();
    expect(lifetimeSpend(store)).toEqual(
      new Map([
        [40, 15 + 10],
        [41, 100],
        [43, 1250],
      ]),
    );
    expect(lifetimeSpend(store, new Set([41]))).toEqual(new Map([[41, 100]]));
    const records = advertiserPodspotRecords(store, 9);
    expect(records.map((r) => [r.id, r.spend_lifetime])).toEqual([
      [41, 1],
      [40, 0.25],
      [42, 0],
    ]);
    expect(records[1]).toEqual({
      id: 40,
      campaign_name: 'Campaign 20',
      campaign_id: 20,
      campaign_art_work: 'https://art/10.jpg',
      aasm_state: 'draft',
      status: null,
      podspot_rss_content_title: 'Podspot 40',
      podspot_rss_content_description: '',
      podspot_audio_url: '/api/audio/a',
      advertiser_full_name: 'Host 10',
      advertiser_podcast_id: 10,
      publisher_podcast_id: 1,
      publisher_podcast_name: 'Gamma',
      created_at: '2026-11-02T00:00:00.000Z',
      budget: 123.45,
      spend_lifetime: 0.25,
    });
    expect(findAdvertiserPodspot(store, 9, '41')?.podspot.id).toBe(41);
    expect(findAdvertiserPodspot(store, 9, '43')).toBeUndefined();
  });

  it('a record whose podcasts are gone shows empty names', () => {
    const store = world();
    store.podcasts = [];
    expect(advertiserPodspotRecord(store, store.podspots[1], store.campaigns[1], 0)).toMatchObject({
      campaign_art_work: '',
      advertiser_full_name: '',
      publisher_podcast_name: '',
      podspot_audio_url: null,
    });
    expect([audioUrl(null), audioUrl('x')]).toEqual([null, '/api/audio/x']);
  });

  it('the report: a row per publisher podcast, highest spend first', () => {
    const store = world();
    const { rows, totals } = advertiserReport(store, 9, {}, DAY - 2, DAY);
    expect(rows.map((r) => [r.podcast.name, r.sums.spend_cents])).toEqual([
      ['Alpha', 100],
      ['Gamma', 15],
    ]);
    expect(totals.spend_cents).toBe(115);
  });
});

describe('billingSummary', () => {
  const withdrawal = (id: number, cents: number, created_at: string, paid_at?: string): LedgerEntry => ({
    id,
    user_id: 7,
    kind: 'withdrawal',
    amount_cents: -cents,
    created_at,
    description: 'w',
    ...(paid_at ? { paid_at } : {}),
  });

  it('this month’s earnings so far, the balance, withdrawals on their way and the latest paid', () => {
    const store = world();
    store.series.push(series(42, dayOf('2026-10-31'), [500, 1, 2]));
    store.ledger.push(
      {
        id: 1,
        user_id: 7,
        kind: 'earning',
        amount_cents: 10_000,
        created_at: '2026-11-01T06:00:00.000Z',
        description: 'e',
      },
      withdrawal(2, 300, '2026-11-19T09:00:00.000Z'),
      ...Array.from({ length: PAID_SHOWN + 1 }, (_, i) =>
        withdrawal(10 + i, 100 + i, `2026-10-0${i + 1}T09:00:00.000Z`, `2026-10-0${i + 4}T00:00:00.000Z`),
      ),
    );
    store.payoutAccounts.push({ user_id: 7, country_code: 'US', onboarded: false, link_token: 't' });
    const summary = billingSummary(store, 7, NOW);
    expect(summary.accruing).toEqual({ month: '2026-11', amountCents: 12 + 80 + 1 + 2, availableOn: '2026-12-01' });
    expect(summary.availableCents).toBe(10_000 - 300 - (100 + 101 + 102 + 103 + 104 + 105));
    expect(summary.inFlight).toEqual([
      { id: 2, amount_cents: 300, requested_at: '2026-11-19T09:00:00.000Z', date: '2026-11-24' },
    ]);
    expect(summary.paid.map((w) => [w.id, w.date])).toEqual([
      [15, '2026-10-09'],
      [14, '2026-10-08'],
      [13, '2026-10-07'],
      [12, '2026-10-06'],
      [11, '2026-10-05'],
    ]);
    expect(summary.paidCount).toBe(PAID_SHOWN + 1);
    expect(summary.account).toEqual({ created: true, onboarded: false });
    store.payoutAccounts[0].onboarded = true;
    expect(billingSummary(store, 7, NOW).account).toEqual({ created: true, onboarded: true });
    expect(billingSummary(store, 6, NOW).account).toEqual({ created: false, onboarded: false });
  });
});
