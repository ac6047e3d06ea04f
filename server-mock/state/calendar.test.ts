import { describe, expect, it } from 'vitest';
import { dayOf, isIsoDate, isoOf, nowIso, today } from './dates.ts';
import { dollars } from './money.ts';
import { firstDayOf, lastDayOf, monthLabel, monthOfDay, nextMonth } from './months.ts';
import { byName, newestFirst } from './order.ts';

describe('days: integers since 1970-01-01 UTC and their YYYY-MM-DD form', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['2026-11-28', 20_785],
    ['2024-02-29', 19_782],
  ])('%s is day %i, both ways', (iso, day) => {
    expect(dayOf(iso)).toBe(day);
    expect(isoOf(day)).toBe(iso);
  });

  it.each([
    ['the first millisecond of a day', '2026-11-28T00:00:00.000Z', 20_785],
    ['the last millisecond of a day', '2026-11-28T23:59:59.999Z', 20_785],
    ['the next midnight', '2026-11-29T00:00:00.000Z', 20_786],
  ])('today() of %s', (_, instant, day) => {
    expect(today(Date.parse(instant))).toBe(day);
  });

  it('nowIso is the instant in ISO form', () => {
    expect(nowIso(Date.parse('2026-11-28T10:11:12.013Z'))).toBe('2026-11-28T10:11:12.013Z');
  });

  it.each([
    ['2026-11-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-28T00:00:00Z', false],
    ['x2026-11-28', false],
    ['2026-11-2', false],
    ['26-11-28', false],
    [20_785, false],
    [null, false],
  ])('isIsoDate(%j) is %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });
});

describe('months as YYYY-MM', () => {
  it.each([
    [dayOf('2026-11-28'), '2026-11'],
    [dayOf('2026-01-01'), '2026-01'],
    [dayOf('2025-12-31'), '2025-12'],
  ])('day %i is in %s', (day, month) => {
    expect(monthOfDay(day)).toBe(month);
  });

  it.each([
    ['2026-01', '2026-02'],
    ['2026-09', '2026-10'],
    ['2026-11', '2026-12'],
    ['2026-12', '2027-01'],
  ])('after %s comes %s', (month, next) => {
    expect(nextMonth(month)).toBe(next);
  });

  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2026-02', '2026-02-01', '2026-02-28'],
  ])('%s runs from %s to %s', (month, first, last) => {
    expect(isoOf(firstDayOf(month))).toBe(first);
    expect(isoOf(lastDayOf(month))).toBe(last);
  });

  it.each([
    ['2026-01', 'January 2026'],
    ['2025-12', 'December 2025'],
  ])('%s is labelled %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });
});

describe('money: integer cents inside, dollars on the wire', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [12_345, 123.45],
    [-250, -2.5],
    [99.6, 1],
  ])('%d cents are %d dollars', (cents, amount) => {
    expect(dollars(cents)).toBe(amount);
  });
});

describe('orders', () => {
  const a = (id: number, created_at: string, name = '') => ({ id, created_at, name });

  it('newestFirst: by creation time descending, then by id descending', () => {
    const rows = [a(1, '2026-01-02'), a(2, '2026-01-03'), a(3, '2026-01-02'), a(4, '2026-01-01')];
    expect(rows.sort(newestFirst).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });

  it('byName: by name, then by id ascending', () => {
    const rows = [a(3, '', 'Beta'), a(1, '', 'Alpha'), a(4, '', 'Alpha'), a(2, '', 'Beta')];
    expect(rows.sort(byName).map((r) => r.id)).toEqual([1, 4, 2, 3]);
  });
});
