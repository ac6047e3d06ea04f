import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createClock } from '../clock/clock.ts';
import { createTokenService } from '../http/tokens.ts';
import { addRange, BLOCK, readCost, sumByDay, sumRange, type SeriesField } from '../state/facts.ts';
import { creditMonthWork } from '../state/month-end.ts';
import { emptyStore } from '../state/store.ts';
import type { DailySeries } from '../state/models.ts';
import { sumPerPodcast } from '../state/reports.ts';

const FIELDS: SeriesField[] = ['impressions', 'acquisitions', 'acquired_downloads', 'earnings_cents', 'spend_cents'];
const seriesOf = (podspotId: number, firstDay: number, values: number[]): DailySeries => ({
  podspot_id: podspotId,
  first_day: firstDay,
  impressions: Int32Array.from(values),
  acquisitions: Int32Array.from(values, (v) => v % 7),
  acquired_downloads: Int32Array.from(values, (v) => v * 2),
  earnings_cents: Int32Array.from(values, (v) => v * 3),
  spend_cents: Int32Array.from(values, (v) => v * 4),
});
/** The definition: every day of the range that the series has, added one by one. */
const naive = (s: DailySeries, field: SeriesField, firstDay: number, lastDay: number) => {
  let total = 0;
  for (let day = firstDay; day <= lastDay; day++) total += s[field][day - s.first_day] ?? 0;
  return total;
};

describe('sumRange and addRange (running sums per block of days)', () => {
  it('equals the day-by-day sum for any series and range, inside, across and outside the series', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 6 * BLOCK }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -10, max: 8 * BLOCK }),
        fc.integer({ min: -10, max: 8 * BLOCK }),
        (values, firstDay, a, b) => {
          const s = seriesOf(1, firstDay, values);
          const all = { impressions: 0, acquisitions: 0, acquired_downloads: 0, earnings_cents: 0, spend_cents: 0 };
          addRange(s, a, b, all);
          for (const field of FIELDS) {
            expect(sumRange(s, field, a, b)).toBe(naive(s, field, a, b));
            expect(all[field]).toBe(naive(s, field, a, b));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('follows a series that grows: new, longer arrays get sums of their own', () => {
    const s = seriesOf(
      1,
      100,
      Array.from({ length: 3 * BLOCK }, (_, i) => i + 1),
    );
    expect(sumRange(s, 'impressions', 0, 10_000)).toBe(naive(s, 'impressions', 0, 10_000));
    const grown = new Int32Array(5 * BLOCK).fill(9);
    grown.set(s.impressions);
    s.impressions = grown; // what lifecycle.ts extendSeries does
    expect(sumRange(s, 'impressions', 0, 10_000)).toBe(naive(s, 'impressions', 0, 10_000));
    expect(sumRange(s, 'impressions', 100 + 3 * BLOCK, 100 + 5 * BLOCK - 1)).toBe(2 * BLOCK * 9);
  });

  it('keeps reports equal to the sum of the daily figures', () => {
    const podcasts = [1, 2].map((id) => ({ id, name: `P${id}` }) as never);
    const selected = [
      {
        series: seriesOf(
          10,
          0,
          Array.from({ length: 200 }, (_, i) => i),
        ),
        publisherPodcastId: 1,
        advertiserPodcastId: 9,
        campaignId: 5,
      },
      {
        series: seriesOf(
          11,
          37,
          Array.from({ length: 90 }, (_, i) => 1000 - i),
        ),
        publisherPodcastId: 1,
        advertiserPodcastId: 9,
        campaignId: 5,
      },
      {
        series: seriesOf(
          12,
          5,
          Array.from({ length: 50 }, () => 3),
        ),
        publisherPodcastId: 2,
        advertiserPodcastId: 9,
        campaignId: 6,
      },
    ];
    const { rows, totals } = sumPerPodcast(selected, podcasts, 20, 150);
    const daily = sumByDay(selected, FIELDS, 20, 150);
    for (const field of FIELDS) expect(totals[field]).toBe(daily[field].reduce((a, b) => a + b, 0));
    expect(rows[1].sums.impressions).toBe(naive(selected[2].series, 'impressions', 20, 150));
  });
});

describe('token verification cache', () => {
  it('answers a verified token from the cache until it expires, and never caches a bad one', async () => {
    const clock = createClock();
    const service = createTokenService(new TextEncoder().encode('x'.repeat(32)), clock);
    const { token, expiresAt } = await service.sign(7, 'console');
    expect(await service.verify(token)).toEqual({
      sub: '7',
      scope: 'console',
      impersonator: undefined,
      sandbox: undefined,
    });
    expect(await service.verify(token)).toEqual({
      sub: '7',
      scope: 'console',
      impersonator: undefined,
      sandbox: undefined,
    });
    expect(await service.verify(`${token}x`)).toBeNull();
    const now = vi.spyOn(Date, 'now').mockReturnValue(expiresAt * 1000); // exp <= now: expired, as jose decides
    try {
      expect(await service.verify(token)).toBeNull();
    } finally {
      now.mockRestore();
    }
    const other = createTokenService(new TextEncoder().encode('y'.repeat(32)), clock);
    expect(await other.verify(token)).toBeNull(); // a cache per secret: another server never trusts it
  });
});

describe('readCost (what a long catch-up yields by)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [BLOCK, 2],
    [10 * BLOCK + 1, 12],
    [3650, 1 + Math.ceil(3650 / BLOCK)],
  ])('a series of %i days not read yet costs %i, and 1 once read', (days, cost) => {
    const series = seriesOf(
      1,
      100,
      Array.from({ length: days }, (_, i) => i),
    );
    expect(readCost(series)).toBe(cost);
    sumRange(series, 'impressions', 100, 100 + days);
    expect(readCost(series)).toBe(1);
    series.spend_cents = Int32Array.from(series.spend_cents); // a grown series holds new arrays: read again
    expect(readCost(series)).toBe(cost);
  });

  it('makes a month end yield after each long series it reads first, and once per 64 read before', () => {
    const long = Array.from({ length: 5 }, (_, i) => ({
      series: seriesOf(
        i,
        0,
        Array.from({ length: 3650 }, () => 1),
      ),
      publisherPodcastId: 1,
      advertiserPodcastId: 2,
      campaignId: 3,
    }));
    const yields = (list: typeof long) => {
      const work = creditMonthWork(emptyStore(), '1970-01', list, new Map([[1, 7]]));
      let n = 0;
      while (!work.next().done) n++;
      return n;
    };
    expect(yields(long)).toBe(5);
    expect(yields(long)).toBe(0);
    expect(yields(Array.from({ length: 13 }, () => long).flat())).toBe(1);
  });
});
