import { describe, expect, it } from 'vitest';
import { parseDateTime } from './date-time.ts';

describe('parseDateTime', () => {
  it.each([
    ['2030-02-28T00:00:00Z', Date.UTC(2030, 1, 28)],
    ['2028-02-29T12:00:00Z', Date.UTC(2028, 1, 29, 12)],
    ['2030-01-01T01:00:00+01:00', Date.UTC(2030, 0, 1)],
    ['2029-12-31T19:30:00-04:30', Date.UTC(2030, 0, 1)],
    ['2030-01-01T00:00:00.250Z', Date.UTC(2030, 0, 1) + 250],
    ['2030-01-01t00:00:00z', Date.UTC(2030, 0, 1)],
    ['2030-01-01 00:00:00Z', Date.UTC(2030, 0, 1)],
  ])('%s is %d', (text, ms) => expect(parseDateTime(text)).toBe(ms));

  it.each([
    ['2030-02-30T00:00:00Z'], // no such day: Date.parse says 2 March
    ['2025-02-29T12:00:00Z'], // not a leap year
    ['2030-04-31T00:00:00Z'],
    ['2030-13-01T00:00:00Z'],
    ['2030-01-01T24:00:00Z'],
    ['2030-01-01T23:60:00Z'],
    ['2030-01-01T23:59:60Z'],
    ['2030-01-01T00:00:00'], // no zone: whose local time?
    ['2030-01-01T00:00Z'],
    ['2030-01-01'],
    ['2030-01-01T00:00:00+25:00'],
    ['2030-01-01T00:00:00+0100'],
    ['tomorrow'],
    [''],
  ])('%j is refused', (text) => expect(parseDateTime(text)).toBeNull());
});
