import { describe, expect, it } from 'vitest';
import { durationMs, isoDuration } from './duration.ts';

const FROM = new Date('2026-02-01T00:00:00Z');
const DAY = 86_400_000;

describe('durationMs', () => {
  it.each([
    ['15m', 15 * 60_000],
    ['2h', 2 * 3_600_000],
    ['3d', 3 * DAY],
    ['1w', 7 * DAY],
    [' P1D ', DAY],
    ['PT90M', 90 * 60_000],
    ['PT1.5H', 90 * 60_000],
    ['PT1,5H', 90 * 60_000],
    ['P1W2D', 9 * DAY],
    ['P1M', 28 * DAY], // from 1 February: February's length
    ['P1Y', 365 * DAY],
    ['P1DT12H', 1.5 * DAY],
  ])('%j is %d ms', (text, ms) => expect(durationMs(text, FROM)).toBe(ms));

  it.each([['-P1D'], ['-P10Y'], ['+P1D'], ['−P1D'], [' -1d']])('%j is signed', (text) =>
    expect(durationMs(text, FROM)).toBe('signed'),
  );

  it.each([
    ['P1Y2'],
    ['P1M2'],
    ['P3DX'],
    ['P'],
    ['PT'],
    ['P1DT'],
    ['P1.5D'],
    ['PT1.5H2M'],
    ['P1D1Y'],
    ['1 day'],
    ['15'],
    ['15s'],
    [''],
    ['p1d'],
  ])('%j is malformed', (text) => expect(durationMs(text, FROM)).toBe('malformed'));

  it('is Infinity past the last date a Date holds', () =>
    expect(durationMs('P1000000Y', FROM)).toBe(Number.POSITIVE_INFINITY));

  it('spells the short forms in ISO 8601', () => {
    expect(isoDuration('15m')).toBe('PT15M');
    expect(isoDuration('1w')).toBe('P1W');
  });
});
