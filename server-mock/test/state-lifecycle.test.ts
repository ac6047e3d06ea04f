import { describe, expect, it } from 'vitest';
import { dayOf } from '../state/dates.ts';
import {
  approve,
  approvePending,
  extendSeries,
  lifecycleTick,
  lifecycleWork,
  moveToPendingIfReady,
  spendByCampaign,
} from '../state/lifecycle.ts';
import type { Store } from '../state/store.ts';
import { campaign, podcast, podspot, series, storeOf } from './state-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = dayOf('2026-11-20');
const world = (): Store =>
  storeOf({
    podcasts: [podcast(1, 7, { apple_feed_integrated: true }), podcast(2, 8), podcast(10, 9)],
    campaigns: [campaign(20, 10, { cpm_cents: 2000, budget_cents: 1_000_000 })],
  });

describe('a podspot’s states', () => {
  it.each([
    ['a draft with audio on an integrated podcast', {}, true, true],
    ['without audio', { audio_id: null }, true, false],
    ['on a podcast without the smart feed', {}, false, false],
    ['already pending', { aasm_state: 'pending' as const }, true, false],
    ['approved', { aasm_state: 'approved' as const }, true, false],
  ])('%s goes pending: %s', (_, fields, integrated, moves) => {
    const p = podspot(40, 20, 1, { audio_id: 'a', ...fields });
    const before = p.aasm_state;
    expect(moveToPendingIfReady(p, podcast(1, 7, { apple_feed_integrated: integrated }), NOW)).toBe(moves);
    expect([p.aasm_state, p.pending_since]).toEqual(moves ? ['pending', NOW] : [before, null]);
  });

  it('approving makes it active and starts its series that day', () => {
    const store = world();
    const p = podspot(40, 20, 1, { aasm_state: 'pending', pending_since: NOW });
    store.podspots.push(p);
    approve(store, p, DAY);
    expect(p).toMatchObject({ aasm_state: 'approved', status: 'active', pending_since: null });
    expect(store.series).toHaveLength(1);
    expect(store.series[0]).toMatchObject({ podspot_id: 40, first_day: DAY });
    expect(store.series[0].impressions).toHaveLength(1);
  });

  it('approvePending: every pending one, or the one asked for', () => {
    const store = world();
    store.podspots.push(
      podspot(40, 20, 1, { aasm_state: 'pending' }),
      podspot(41, 20, 1, { aasm_state: 'pending' }),
      podspot(42, 20, 1, { aasm_state: 'draft' }),
    );
    expect(approvePending(store, NOW, 41).map((p) => p.id)).toEqual([41]);
    expect(store.podspots.map((p) => p.aasm_state)).toEqual(['pending', 'approved', 'draft']);
    expect(approvePending(store, NOW).map((p) => p.id)).toEqual([40]);
    expect(approvePending(store, NOW)).toEqual([]);
  });
});

describe('extendSeries', () => {
  it('adds the days up to the day asked, the same figures on every call', () => {
    const a = world();
    const b = world();
    for (const s of [a, b]) s.podspots.push(podspot(40, 20, 1, { aasm_state: 'approved', status: 'active' }));
    expect(extendSeries(a, a.podspots[0], DAY)).toBe(true);
    expect(extendSeries(a, a.podspots[0], DAY)).toBe(false);
    expect(extendSeries(a, a.podspots[0], DAY + 6)).toBe(true);
    expect(extendSeries(b, b.podspots[0], DAY)).toBe(true);
    expect(extendSeries(b, b.podspots[0], DAY + 3)).toBe(true);
    expect(extendSeries(b, b.podspots[0], DAY + 6)).toBe(true);
    expect(a.series[0].first_day).toBe(DAY);
    for (const field of ['impressions', 'acquisitions', 'acquired_downloads', 'earnings_cents', 'spend_cents'] as const)
      expect([...a.series[0][field]]).toEqual([...b.series[0][field]]);
    const s = a.series[0];
    expect(s.impressions).toHaveLength(7);
    // Figures of the model: about estimated_dls_per_ep / 7 a day, more on Mondays and Tuesdays; the CPM's earnings.
    for (let i = 0; i < 7; i++) {
      const weekday = (DAY + i + 4) % 7;
      const base = (1000 / 7) * (weekday === 1 || weekday === 2 ? 2.2 : 0.8);
      expect(s.impressions[i]).toBeGreaterThanOrEqual(Math.round(base * 0.6));
      expect(s.impressions[i]).toBeLessThanOrEqual(Math.round(base * 1.4));
      expect(s.earnings_cents[i]).toBe(Math.round((s.impressions[i] * 2000) / 1000));
      expect(s.spend_cents[i]).toBe(Math.round(s.earnings_cents[i] * 1.25));
      expect(s.acquisitions[i]).toBeGreaterThanOrEqual(Math.round(s.impressions[i] * 0.01));
      expect(s.acquisitions[i]).toBeLessThanOrEqual(Math.round(s.impressions[i] * 0.03));
    }
    expect(new Set(s.impressions).size).toBeGreaterThan(2);
    // The week of 2026-11-20 (a Friday) as the model writes it: a regression pin of the hashed noise.
    expect([...s.impressions]).toEqual([98, 83, 112, 338, 306, 132, 145]);
    expect([...s.acquisitions]).toEqual([2, 1, 2, 7, 6, 3, 4]);
    expect([...s.acquired_downloads]).toEqual([6, 2, 7, 26, 20, 12, 18]);
    expect([...s.earnings_cents]).toEqual([196, 166, 224, 676, 612, 264, 290]);
    expect([...s.spend_cents]).toEqual([245, 208, 280, 845, 765, 330, 363]);
  });

  it('grows over years at once, each day written', () => {
    const store = world();
    store.podspots.push(podspot(40, 20, 1), podspot(41, 20, 1));
    store.campaigns[0].budget_cents = 1e9;
    expect(extendSeries(store, store.podspots[0], DAY)).toBe(true);
    expect(extendSeries(store, store.podspots[0], DAY + 1500)).toBe(true);
    expect(extendSeries(store, store.podspots[1], DAY)).toBe(true);
    expect(extendSeries(store, store.podspots[1], DAY + 3000)).toBe(true);
    for (const [i, days] of [
      [0, 1501],
      [1, 3001],
    ]) {
      const grown = store.series[i];
      expect(grown.impressions).toHaveLength(days);
      expect(grown.impressions.every((n) => n > 0)).toBe(true);
      expect(grown.spend_cents.every((n) => n > 0)).toBe(true);
    }
  });

  it('never spends past the budget: the day that reaches it is cut short and ends the series', () => {
    const store = world();
    store.campaigns[0].budget_cents = 1000;
    store.podspots.push(podspot(40, 20, 1, { aasm_state: 'approved', status: 'active' }));
    store.series.push(series(40, DAY, []));
    expect(extendSeries(store, store.podspots[0], DAY + 100)).toBe(true);
    const spend = [...store.series[0].spend_cents];
    expect(spend.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(spend.length).toBeLessThan(10);
    expect(spend.at(-1)).toBeLessThan(Math.max(...spend.slice(0, -1)));
    expect(spend.at(-1)).toBeGreaterThan(0);
    expect(spendByCampaign(store)).toEqual(new Map([[20, 1000]]));
    expect(extendSeries(store, store.podspots[0], DAY + 200)).toBe(false);
  });

  it('counts what other podspots of the campaign spent; nothing for a podspot without a campaign', () => {
    const store = world();
    store.campaigns[0].budget_cents = 500;
    store.podspots.push(podspot(40, 20, 1), podspot(41, 20, 2), podspot(42, 99, 2));
    store.series.push(series(41, DAY - 1, [400]));
    expect(spendByCampaign(store)).toEqual(new Map([[20, 500]]));
    expect(extendSeries(store, store.podspots[0], DAY)).toBe(false);
    expect(extendSeries(store, store.podspots[2], DAY)).toBe(false);
    expect(store.series.map((s) => [s.podspot_id, s.impressions.length])).toEqual([
      [41, 1],
      [40, 0],
    ]);
  });
});

describe('lifecycleTick', () => {
  it('approves what has been pending long enough, as of the day it became due', () => {
    const store = world();
    store.podspots.push(
      podspot(40, 20, 1, { aasm_state: 'pending', pending_since: NOW - 60_000 }),
      podspot(41, 20, 1, { aasm_state: 'pending', pending_since: NOW - 59_000 }),
      podspot(42, 20, 1, { aasm_state: 'pending', pending_since: null }),
    );
    expect(lifecycleTick(store, 60, NOW)).toBe(true);
    expect(store.podspots.map((p) => p.aasm_state)).toEqual(['approved', 'pending', 'pending']);
    expect(store.series.map((s) => s.podspot_id)).toEqual([40]);
  });

  it('approves as of the day it became due, and only pending podspots', () => {
    const store = world();
    const justBeforeMidnight = Date.parse('2026-11-18T23:59:00Z');
    store.podspots.push(
      podspot(40, 20, 1, { aasm_state: 'pending', pending_since: justBeforeMidnight }),
      podspot(41, 20, 1, { aasm_state: 'draft', pending_since: 0 }),
    );
    expect(lifecycleTick(store, 120, Date.parse('2026-11-19T00:05:00Z'))).toBe(true);
    expect(store.podspots.map((p) => p.aasm_state)).toEqual(['approved', 'draft']);
    expect(store.series.map((s) => [s.podspot_id, s.first_day])).toEqual([[40, dayOf('2026-11-19')]]);
  });

  it('a day with nothing to do changes nothing', () => {
    const store = world();
    store.podspots.push(podspot(40, 20, 1, { aasm_state: 'pending', pending_since: NOW }));
    store.series.push(series(40, DAY - 3, [1, 2]));
    expect(lifecycleTick(store, 0, NOW)).toBe(false);
    expect(store.series[0].impressions).toHaveLength(2);
  });

  it('extends two podspots of one campaign in one tick, each within what the other left', () => {
    const store = world();
    store.campaigns[0].budget_cents = 100_000;
    store.podspots.push(
      podspot(40, 20, 1, { aasm_state: 'approved', status: 'active' }),
      podspot(41, 20, 2, { aasm_state: 'approved', status: 'active' }),
    );
    store.series.push(series(40, DAY - 2, [1]), series(41, DAY - 2, [1]));
    expect(lifecycleTick(store, 0, NOW)).toBe(true);
    expect(store.series.map((s) => s.impressions.length)).toEqual([3, 3]);
  });

  it('never approves by itself with approveAfterSeconds 0', () => {
    const store = world();
    store.podspots.push(podspot(40, 20, 1, { aasm_state: 'pending', pending_since: 0 }));
    lifecycleTick(store, 0, NOW);
    expect(store.podspots[0].aasm_state).toBe('pending');
  });

  it('extends the active series once a day, credits ended months, and yields between pieces', () => {
    const store = world();
    store.podspots.push(
      podspot(40, 20, 1, { aasm_state: 'approved', status: 'active' }),
      podspot(41, 20, 1, { aasm_state: 'approved', status: 'inactive' }),
    );
    store.series.push(series(40, dayOf('2026-10-30'), [100, 200]), series(41, dayOf('2026-10-30'), [5]));
    const work = lifecycleWork(store, 0, NOW);
    let pieces = 0;
    for (let step = work.next(); !step.done; step = work.next()) pieces++;
    expect(pieces).toBeGreaterThan(1);
    expect(store.series[0].first_day + store.series[0].impressions.length - 1).toBe(DAY);
    expect(store.series[1].impressions).toHaveLength(1);
    expect(store.ledger.map((e) => [e.description, e.user_id, e.created_at])).toEqual([
      ['Earnings for October 2026', 7, '2026-11-01T06:00:00.000Z'],
    ]);
    expect(store.ledger[0].amount_cents).toBe(100 + 200 + 5);
    expect(lifecycleTick(store, 0, NOW + 1000)).toBe(false);
    expect(lifecycleTick(store, 0, NOW + 86_400_000)).toBe(true);
  });
});
