import { describe, expect, it } from 'vitest';
import { dayOf, isoOf } from './dates.ts';
import { arrivalDay, arrivalIso, availableDay } from './payout-dates.ts';

describe('arrivalDay: 3 business days after the day of the request (UTC)', () => {
  it.each([
    ['Monday', '2026-11-23T10:00:00Z', '2026-11-26'],
    ['Wednesday', '2026-11-25T23:59:59Z', '2026-11-30'],
    ['Thursday', '2026-11-26T00:00:00Z', '2026-12-01'],
    ['Friday', '2026-11-27T09:30:00Z', '2026-12-02'],
    ['Saturday', '2026-11-28T12:00:00Z', '2026-12-02'],
    ['Sunday', '2026-11-29T12:00:00Z', '2026-12-02'],
    ['across the year', '2026-12-30T08:00:00Z', '2027-01-04'],
  ])('%s %s arrives %s', (_day, requested, arrival) => {
    expect(isoOf(arrivalDay(Date.parse(requested)))).toBe(arrival);
    expect(arrivalIso(requested)).toBe(`${arrival}T00:00:00.000Z`);
  });
});

describe("availableDay: the 1st of the next month, when the month's earnings are credited", () => {
  it.each([
    ['2026-11-01', '2026-12-01'],
    ['2026-11-30', '2026-12-01'],
    ['2026-12-31', '2027-01-01'],
    ['2024-02-29', '2024-03-01'],
  ])('%s → %s', (day, available) => {
    expect(isoOf(availableDay(dayOf(day)))).toBe(available);
  });
});
