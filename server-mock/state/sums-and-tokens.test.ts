import { describe, expect, it } from 'vitest';
import { searchByAppleId, searchByName, MAX_SEARCH_RESULTS } from './catalogue.ts';
import { dailyTotals, daysOf } from './daily-totals.ts';
import type { SelectedSeries } from './facts.ts';
import type { DailySeries, Podcast } from './models.ts';
import { advertiserRatios, byFigureThenName, costPer, sumPerPodcast } from './reports.ts';
import { consumeResetToken, issueResetToken, RESET_TOKEN_MS } from './reset-tokens.ts';
import { emptyStore, type Store } from './store.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const series = (podspot_id: number, first_day: number, impressions: number[]): DailySeries =>
  ({
    podspot_id,
    first_day,
    impressions,
    acquisitions: impressions.map((n) => n * 2),
    acquired_downloads: impressions.map((n) => n * 3),
    earnings_cents: impressions.map((n) => n * 4),
    spend_cents: impressions.map((n) => n * 5),
  }) as unknown as DailySeries;
const selected = (s: DailySeries, publisherPodcastId: number): SelectedSeries => ({
  series: s,
  publisherPodcastId,
  advertiserPodcastId: 0,
  campaignId: 0,
});
const podcast = (id: number, name: string) => ({ id, name, apple_id: id * 10 }) as Podcast;

describe('costPer: dollars per unit, rounded to cents', () => {
  it.each([
    [1000, 0, 1, null],
    [1000, 4, 1, 2.5],
    [1000, 3, 1, 3.33],
    [500, 2000, 1000, 2.5],
    [1, 3, 1, 0],
    [2, 3, 1, 0.01],
  ])('%i cents over %i per %i is %s', (cents, count, per, expected) => {
    expect(costPer(cents, count, per)).toBe(expected);
  });

  it('advertiserRatios: CPM per thousand impressions, CPA per acquisition, CPD per download', () => {
    const s = { impressions: 2000, acquisitions: 4, acquired_downloads: 0, earnings_cents: 1, spend_cents: 1000 };
    expect(advertiserRatios(s)).toEqual({ cpm: 5, cpa: 2.5, cpd: null });
  });
});

describe('sumPerPodcast', () => {
  it('sums each podcast over the range, zero rows included, totals from the rows', () => {
    const day = 100;
    const out = sumPerPodcast(
      [
        selected(series(1, day, [1, 2, 3]), 10),
        selected(series(2, day + 1, [10, 20]), 10),
        selected(series(3, day, [5]), 99),
      ],
      [podcast(10, 'Ten'), podcast(11, 'Eleven')],
      day + 1,
      day + 2,
    );
    expect(out.rows.map((r) => [r.podcast.id, r.sums.impressions, r.sums.spend_cents])).toEqual([
      [10, 2 + 3 + 10 + 20, 5 * 35],
      [11, 0, 0],
    ]);
    expect(out.totals).toEqual({
      impressions: 35,
      acquisitions: 70,
      acquired_downloads: 105,
      earnings_cents: 140,
      spend_cents: 175,
    });
  });

  it('byFigureThenName: the figure descending, then the name', () => {
    const row = (name: string, impressions: number) => ({
      podcast: podcast(1, name),
      sums: { impressions, acquisitions: 0, acquired_downloads: 0, earnings_cents: 0, spend_cents: 0 },
    });
    const rows = [row('B', 1), row('C', 5), row('A', 1)].sort(byFigureThenName('impressions'));
    expect(rows.map((r) => r.podcast.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('dailyTotals and daysOf', () => {
  it('spans every selected day; days outside it read zero', () => {
    const totals = dailyTotals([selected(series(1, 10, [1, 2]), 1), selected(series(2, 13, [4]), 1)], ['impressions']);
    expect([totals.firstDay, totals.lastDay, [...totals.sums.impressions]]).toEqual([10, 13, [1, 2, 0, 4]]);
    const { days, totals: sums } = daysOf(totals, ['impressions'], 9, 11);
    expect(days).toEqual([
      { date: '1970-01-10', impressions: 0 },
      { date: '1970-01-11', impressions: 1 },
      { date: '1970-01-12', impressions: 2 },
    ]);
    expect(sums).toEqual({ impressions: 3 });
    expect(daysOf(totals, ['impressions'], 13, 14).days.map((d) => d.impressions)).toEqual([4, 0]);
  });

  it('an empty selection has no days; a reversed range none either', () => {
    const totals = dailyTotals([], ['spend_cents']);
    expect([totals.firstDay, totals.lastDay]).toEqual([0, -1]);
    expect(daysOf(totals, ['spend_cents'], 5, 6).days).toEqual([
      { date: '1970-01-06', spend_cents: 0 },
      { date: '1970-01-07', spend_cents: 0 },
    ]);
    expect(daysOf(totals, ['spend_cents'], 6, 5)).toEqual({ days: [], totals: { spend_cents: 0 } });
  });
});

describe('catalogue search', () => {
  const names = ['Daily Tech', 'The Tech Show', 'Cooking', 'tech talk', 'Biotech'];
  const store: Store = { ...emptyStore(), podcasts: names.map((n, i) => podcast(i + 1, n)) };

  it.each([
    ['tech', ['tech talk', 'Biotech', 'Daily Tech', 'The Tech Show']],
    ['TECH', ['tech talk', 'Biotech', 'Daily Tech', 'The Tech Show']],
    ['cook', ['Cooking']],
    ['nothing', []],
    ['', []],
  ])('%j finds %j (names that start with it first)', (term, found) => {
    expect(searchByName(store, term).map((p) => p.name)).toEqual(found);
  });

  it(`answers at most ${MAX_SEARCH_RESULTS}`, () => {
    const many: Store = { ...emptyStore(), podcasts: Array.from({ length: 30 }, (_, i) => podcast(i, `Show ${i}`)) };
    expect(searchByName(many, 'show')).toHaveLength(MAX_SEARCH_RESULTS);
  });

  it('by Apple id', () => {
    expect(searchByAppleId(store, 30).map((p) => p.name)).toEqual(['Cooking']);
    expect(searchByAppleId(store, 31)).toEqual([]);
  });
});

describe('password reset tokens', () => {
  const NOW = Date.parse('2026-11-28T10:00:00Z');

  it('a token works once, for its user, until it expires; using it spends the user’s others', () => {
    const store = emptyStore();
    const first = issueResetToken(store, 1, NOW);
    const second = issueResetToken(store, 1, NOW);
    const other = issueResetToken(store, 2, NOW);
    expect(store.resetTokens.map((t) => t.token)).not.toContain(first);
    expect(consumeResetToken(store, 'nonsense', NOW)).toEqual({ error: 'unknown' });
    expect(consumeResetToken(store, second, NOW + RESET_TOKEN_MS - 1)).toEqual({ userId: 1 });
    expect(consumeResetToken(store, second, NOW)).toEqual({ error: 'used' });
    expect(consumeResetToken(store, first, NOW)).toEqual({ error: 'used' });
    expect(consumeResetToken(store, other, NOW + RESET_TOKEN_MS)).toEqual({ error: 'expired' });
  });

  it('forgets tokens a day past their expiry, keeps younger ones', () => {
    const store = emptyStore();
    issueResetToken(store, 1, NOW);
    issueResetToken(store, 2, NOW + 1);
    const later = NOW + 25 * RESET_TOKEN_MS;
    issueResetToken(store, 3, later);
    expect(store.resetTokens.map((t) => t.user_id)).toEqual([2, 3]);
    expect(store.resetTokens.at(-1)).toMatchObject({ expires_at: later + RESET_TOKEN_MS, used: false });
  });
});

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('podspot-demo');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('podspot-demo', stored)).toBe(true);
    expect(await verifyPassword('podspot-demO', stored)).toBe(false);
    expect(await verifyPassword('podspot-demo', stored.replace('scrypt', 'bcrypt'))).toBe(false);
    expect(await verifyPassword('podspot-demo', stored.slice(0, -2))).toBe(false);
    expect(await verifyPassword('podspot-demo', 'scrypt$$')).toBe(false);
    expect(await verifyPassword('podspot-demo', 'scrypt$ab$')).toBe(false);
    expect(await verifyPassword('podspot-demo', 'scrypt$$ab')).toBe(false);
  });
});
