import { describe, expect, it } from 'vitest';
import {
  defaultEarningsMonth,
  earningsFileName,
  earningsMonthRange,
  earningsYears,
  formatEarningsTotal,
} from './billing-month';

describe('earningsMonthRange', () => {
  it.each([
    [2024, 1, '2024-02-02', '2024-03-01'],
    [2024, 2, '2024-03-02', '2024-04-01'],
    [2023, 6, '2023-07-02', '2023-08-01'],
    [2024, 10, '2024-11-02', '2024-12-01'],
    [2024, 11, '2024-12-02', '2025-01-01'],
    [2024, 12, '2025-01-02', '2025-02-01'],
    [2020, 1, '2020-02-02', '2020-03-01'],
  ])('%i-%i → %s … %s', (year, month, start, end) => {
    expect(earningsMonthRange({ year, month })).toEqual({ start, end });
  });
});

describe('earningsYears', () => {
  it.each([
    ['2020-05-01', [2020]],
    ['2023-12-31', [2020, 2021, 2022, 2023]],
    ['2026-01-15', [2020, 2021, 2022, 2023, 2024, 2025, 2026]],
    ['2019-06-01', [2020]],
  ])('on %s → %j', (today, years) => expect(earningsYears(new Date(`${today}T12:00:00`))).toEqual(years));
});

describe('defaultEarningsMonth', () => {
  it.each([
    ['2026-03-10', { year: 2026, month: 2 }],
    ['2026-01-01', { year: 2025, month: 12 }],
    ['2025-12-31', { year: 2025, month: 11 }],
  ])('on %s → %j', (today, expected) => expect(defaultEarningsMonth(new Date(`${today}T12:00:00`))).toEqual(expected));
});

describe('names and totals', () => {
  it.each([
    [{ year: 2026, month: 1 }, 'podcast_earnings_January_2026.csv'],
    [{ year: 2021, month: 12 }, 'podcast_earnings_December_2021.csv'],
  ])('%j → %s', (month, name) => expect(earningsFileName(month)).toBe(name));

  it.each([
    [0, '$ 0.00'],
    [12.5, '$ 12.50'],
    [1234.567, '$ 1,234.57'],
  ])('%f → %s', (amount, shown) => expect(formatEarningsTotal(amount)).toBe(shown));
});
