import { describe, expect, it } from 'vitest';
import { dayOf } from '../state/dates.ts';
import { closeEndedMonthsWork, creditMonthWork } from '../state/month-end.ts';
import { selectSeries } from '../state/facts.ts';
import type { Store } from '../state/store.ts';
import { campaign, podcast, podspot, series, storeOf } from './state-records.ts';

const DAY = dayOf('2026-11-20');
const drain = <T>(work: Generator<void, T>): T => {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
};
const world = (): Store =>
  storeOf({
    podcasts: [podcast(1, 7, { apple_feed_integrated: true }), podcast(2, 8), podcast(10, 9)],
    campaigns: [campaign(20, 10, { cpm_cents: 2000, budget_cents: 1_000_000 })],
  });

describe('month end', () => {
  it('credits each publisher once per ended month, from the first month anything earned', () => {
    const store = world();
    store.podcasts.push(podcast(3, 8), podcast(4, null));
    store.podspots.push(podspot(40, 20, 1), podspot(41, 20, 3), podspot(42, 20, 4));
    store.series.push(
      series(40, dayOf('2026-08-31'), [1, 2, 0]),
      series(41, dayOf('2026-09-30'), [0, 0]),
      series(42, dayOf('2026-09-01'), [50]),
    );
    expect(drain(closeEndedMonthsWork(store, DAY))).toBe(true);
    expect(store.ledger.map((e) => [e.user_id, e.description, e.amount_cents, e.created_at])).toEqual([
      [7, 'Earnings for August 2026', 1, '2026-09-01T06:00:00.000Z'],
      [7, 'Earnings for September 2026', 2, '2026-10-01T06:00:00.000Z'],
    ]);
    expect(drain(closeEndedMonthsWork(store, DAY))).toBe(false);
  });

  it('waits for the month to end, and skips nothing when a credit exists', () => {
    const store = world();
    store.podspots.push(podspot(40, 20, 1));
    store.series.push(series(40, dayOf('2026-11-01'), [9]));
    expect(drain(closeEndedMonthsWork(store, DAY))).toBe(false);
    expect(drain(closeEndedMonthsWork(store, dayOf('2026-12-01')))).toBe(true);
    expect(store.ledger.map((e) => e.description)).toEqual(['Earnings for November 2026']);
    expect(drain(closeEndedMonthsWork(storeOf({}), DAY))).toBe(false);
  });

  it('goes on from the month of the newest earnings credit, whatever else the ledger holds', () => {
    const store = world();
    store.podspots.push(podspot(40, 20, 1));
    store.series.push(
      series(
        40,
        dayOf('2026-08-01'),
        Array.from({ length: 120 }, () => 1),
      ),
    );
    const entry = (id: number, kind: 'earning' | 'withdrawal', created_at: string) => ({
      id,
      user_id: 7,
      kind,
      created_at,
      amount_cents: 1,
      description: '',
    });
    store.ledger.push(
      entry(1, 'earning', '2026-10-01T06:00:00.000Z'),
      entry(2, 'earning', '2026-09-01T06:00:00.000Z'),
      entry(3, 'withdrawal', '2026-11-10T00:00:00.000Z'),
    );
    expect(drain(closeEndedMonthsWork(store, dayOf('2026-12-05')))).toBe(true);
    expect(store.ledger.slice(3).map((e) => [e.description, e.amount_cents])).toEqual([
      ['Earnings for October 2026', 31],
      ['Earnings for November 2026', 28],
    ]);
  });

  it('creditMonthWork: one entry per owner in id order, the month’s days only', () => {
    const store = world();
    store.podcasts.push(podcast(3, 5));
    store.podspots.push(podspot(40, 20, 1), podspot(41, 20, 3), podspot(42, 20, 1));
    store.series.push(
      series(40, dayOf('2026-09-30'), [1000, 10, 20]),
      series(41, dayOf('2026-10-31'), [3, 4000]),
      series(42, dayOf('2026-10-15'), [100]),
    );
    const owners = new Map(store.podcasts.map((p) => [p.id, p.owner_id]));
    const added = drain(creditMonthWork(store, '2026-10', selectSeries(store, {}), owners));
    expect(added.map((e) => [e.user_id, e.amount_cents, e.kind])).toEqual([
      [5, 3, 'earning'],
      [7, 130, 'earning'],
    ]);
  });
});
