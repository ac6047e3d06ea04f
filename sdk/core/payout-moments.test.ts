import { describe, expect, it } from 'vitest';
import { nextPayoutMoment } from './payout-moments';

const at = (iso: string) => Date.parse(iso);
const summary = (availableOn: string, ...expected: string[]) => ({
  accruing: { available_on: availableOn },
  withdrawals_in_flight: expected.map((expected_on) => ({ expected_on })),
});

describe('nextPayoutMoment', () => {
  it.each([
    ['the month end alone', summary('2026-12-01'), '2026-11-20T12:00:00Z', '2026-12-01T00:00:00.000Z'],
    [
      'a withdrawal arriving first',
      summary('2026-12-01', '2026-11-25'),
      '2026-11-20T12:00:00Z',
      '2026-11-25T00:00:00.000Z',
    ],
    [
      'the nearest of several',
      summary('2026-12-01', '2026-11-27', '2026-11-25'),
      '2026-11-20T12:00:00Z',
      '2026-11-25T00:00:00.000Z',
    ],
    [
      'a day already begun is past',
      summary('2026-12-01', '2026-11-20'),
      '2026-11-20T12:00:00Z',
      '2026-12-01T00:00:00.000Z',
    ],
    ['its very instant is past', summary('2026-12-01'), '2026-12-01T00:00:00Z', null],
    ['a year end', summary('2027-01-01'), '2026-12-31T23:59:59Z', '2027-01-01T00:00:00.000Z'],
    ['a date the client cannot read', summary('soon'), '2026-11-20T12:00:00Z', null],
  ])('%s', (_, dates, now, expected) => {
    const next = nextPayoutMoment(dates, at(now));
    expect(next === null ? null : new Date(next).toISOString()).toBe(expected);
  });
});
