import { describe, expect, it } from 'vitest';
import { chartPoints, dayToSeconds, fromFirstValue, type ChartSeries, type DailyItem } from './chart-points';

const s = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 1000;

describe('dayToSeconds', () => {
  it.each<[unknown, number | null]>([
    ['2026-03-01', s('2026-03-01')],
    ['2024-02-29', s('2024-02-29')],
    ['2026-03-01T12:00:00Z', s('2026-03-01')],
    ['2026-02-30', null],
    ['2025-02-29', null],
    ['2026-13-01', null],
    ['2026-3-1', null],
    ['yesterday', null],
    ['', null],
    [null, null],
    [undefined, null],
    [20260301, null],
  ])('%j → %s', (value, expected) => expect(dayToSeconds(value)).toBe(expected));
});

describe('chartPoints (drop missing/invalid dates and null/NaN values: docs/behaviour/earn.md#validation)', () => {
  it.each<[string, DailyItem[], string, { xs: number[]; ys: number[] }]>([
    [
      'keeps good points',
      [
        { date: '2026-03-01', spend: 10 },
        { date: '2026-03-02', spend: 0 },
      ],
      'spend',
      { xs: [s('2026-03-01'), s('2026-03-02')], ys: [10, 0] },
    ],
    [
      'reads day when there is no date',
      [{ day: '2026-03-01', impressions: 5 }],
      'impressions',
      { xs: [s('2026-03-01')], ys: [5] },
    ],
    [
      'drops a missing date',
      [{ spend: 3 }, { date: null, spend: 4 }, { date: '2026-03-01', spend: 5 }],
      'spend',
      { xs: [s('2026-03-01')], ys: [5] },
    ],
    [
      'drops an invalid date',
      [
        { date: '2026-02-30', spend: 3 },
        { date: 'soon', spend: 4 },
      ],
      'spend',
      { xs: [], ys: [] },
    ],
    [
      'drops null, missing and NaN values',
      [
        { date: '2026-03-01', spend: null },
        { date: '2026-03-02' },
        { date: '2026-03-03', spend: Number.NaN },
        { date: '2026-03-04', spend: 'n/a' },
        { date: '2026-03-05', spend: Number.POSITIVE_INFINITY },
        { date: '2026-03-06', spend: 1.5 },
      ],
      'spend',
      { xs: [s('2026-03-06')], ys: [1.5] },
    ],
    ['reads numeric text', [{ date: '2026-03-01', spend: '12.50' }], 'spend', { xs: [s('2026-03-01')], ys: [12.5] }],
    [
      'orders by day',
      [
        { date: '2026-03-03', spend: 3 },
        { date: '2026-03-01', spend: 1 },
      ],
      'spend',
      { xs: [s('2026-03-01'), s('2026-03-03')], ys: [1, 3] },
    ],
    ['no items, no points', [], 'spend', { xs: [], ys: [] }],
  ])('%s', (_name, items, field, expected) => expect(chartPoints(items, field)).toEqual(expected));

  it('accepts a missing list', () => expect(chartPoints(undefined, 'spend')).toEqual({ xs: [], ys: [] }));
});

describe('fromFirstValue', () => {
  it.each<[string, ChartSeries, ChartSeries]>([
    ['drops leading zeros', { xs: [1, 2, 3, 4], ys: [0, 0, 5, 0] }, { xs: [3, 4], ys: [5, 0] }],
    ['keeps a series that starts with a value', { xs: [1, 2], ys: [3, 0] }, { xs: [1, 2], ys: [3, 0] }],
    ['keeps an all-zero series', { xs: [1, 2], ys: [0, 0] }, { xs: [1, 2], ys: [0, 0] }],
    ['keeps an empty series', { xs: [], ys: [] }, { xs: [], ys: [] }],
  ])('%s', (_name, series, expected) => expect(fromFirstValue(series)).toEqual(expected));
});
