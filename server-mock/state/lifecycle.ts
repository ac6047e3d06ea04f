import type { DailySeries, Podcast, Podspot } from './models.ts';
import type { Store } from './store.ts';
import { today } from './dates.ts';
import { closeEndedMonthsWork } from './month-end.ts';
import { payDueWithdrawals } from './withdrawals.ts';

/**
 * The server side of a podspot's life, which the product's rules leave open (docs/behaviour/earn.md#podspot-states):
 * draft → pending once it has audio and its podcast's smart feed is integrated → approved + active on review
 * (POST /__mock/approve_pending, or by itself `approveAfterSeconds` after it went pending). From the day it is
 * approved it earns.
 */

/** Advertisers pay the publisher's CPM plus the marketplace's 25 % margin (as the scenarios do). */
const SPEND_PER_EARNING = 1.25;
const SERIES_FIELDS = ['impressions', 'acquisitions', 'acquired_downloads', 'earnings_cents', 'spend_cents'] as const;

/** A draft with audio on an integrated podcast is ready for review. Returns whether it moved. */
export function moveToPendingIfReady(podspot: Podspot, podcast: Podcast, nowMs: number): boolean {
  if (podspot.aasm_state !== 'draft' || !podspot.audio_id || !podcast.apple_feed_integrated) return false;
  podspot.aasm_state = 'pending';
  podspot.pending_since = nowMs;
  return true;
}

export function approve(store: Store, podspot: Podspot, day: number): void {
  podspot.aasm_state = 'approved';
  podspot.status = 'active';
  podspot.pending_since = null;
  extendSeries(store, podspot, day);
}

/** Approves every pending podspot, or only `podspotId`; returns the ones approved. */
export function approvePending(store: Store, nowMs: number, podspotId?: number): Podspot[] {
  const due = store.podspots.filter(
    (p) => p.aasm_state === 'pending' && (podspotId === undefined || p.id === podspotId),
  );
  for (const podspot of due) approve(store, podspot, today(nowMs));
  return due;
}

/**
 * Runs lazily before each API call (no timer to leak or to race with tests): approves podspots pending
 * for at least `approveAfterSeconds` (0 = never), and once per day extends the series of active
 * podspots to today, so a server left running keeps earning, credits the earnings of months that ended and marks
 * withdrawals paid on their arrival day. `nowMs` is the sandbox clock's: moving it forward has the outcome of that
 * much real time passing. Returns whether anything changed.
 */
export function lifecycleTick(store: Store, approveAfterSeconds: number, nowMs: number): boolean {
  const work = lifecycleWork(store, approveAfterSeconds, nowMs);
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * lifecycleTick in small pieces: it yields after each podspot and each month, so that a caller catching up a long
 * clock jump can hand the event loop back between pieces (http/clock-catch-up.ts). Returns whether anything changed.
 */
export function* lifecycleWork(store: Store, approveAfterSeconds: number, nowMs: number): Generator<void, boolean> {
  let changed = false;
  if (approveAfterSeconds > 0) {
    const cutoff = nowMs - approveAfterSeconds * 1000;
    for (const podspot of store.podspots) {
      if (podspot.aasm_state === 'pending' && podspot.pending_since !== null && podspot.pending_since <= cutoff) {
        approve(store, podspot, today(podspot.pending_since + approveAfterSeconds * 1000));
        changed = true;
        yield;
      }
    }
  }
  const day = today(nowMs);
  if (extendedOn.get(store) !== day) {
    extendedOn.set(store, day);
    const spent = new Map<number, number>(); // once per tick: per podspot it would rescan every series (0.5 s on large)
    yield* addSpendByCampaign(store, spent);
    const lastDay = new Map(store.series.map((s) => [s.podspot_id, s.first_day + s.impressions.length - 1]));
    yield;
    for (const podspot of store.podspots) {
      if (podspot.aasm_state !== 'approved' || podspot.status !== 'active' || (lastDay.get(podspot.id) ?? -1) >= day)
        continue;
      changed = extendSeries(store, podspot, day, spent) || changed;
      yield;
    }
    changed = (yield* closeEndedMonthsWork(store, day)) || changed;
    // Withdrawals arrive at the start of a day (state/payout-dates.ts): once per day is enough.
    changed = payDueWithdrawals(store, nowMs) || changed;
  }
  return changed;
}
const extendedOn = new WeakMap<Store, number>();

/**
 * Appends the days up to `untilDay` to a podspot's daily series, starting one at `untilDay` when it has
 * none. Figures follow the scenarios' model (downloads per episode, episodes early in the week, the
 * campaign's CPM) with noise from a hash of podspot and day, so they are the same on every call. A campaign never
 * spends more than its budget: the day that reaches it is cut short and later days stay at zero. Returns whether any
 * day was added.
 */
export function extendSeries(
  store: Store,
  podspot: Podspot,
  untilDay: number,
  spent = spendByCampaign(store),
): boolean {
  const campaign = store.campaigns.find((c) => c.id === podspot.campaign_id);
  if (!campaign) return false;
  let series = store.series.find((s) => s.podspot_id === podspot.id);
  if (!series) {
    series = {
      podspot_id: podspot.id,
      first_day: untilDay,
      impressions: new Int32Array(0),
      acquisitions: new Int32Array(0),
      acquired_downloads: new Int32Array(0),
      earnings_cents: new Int32Array(0),
      spend_cents: new Int32Array(0),
    };
    store.series.push(series);
  }
  const oldLength = series.impressions.length;
  let remaining = campaign.budget_cents - (spent.get(campaign.id) ?? 0);
  // A spent campaign earns nothing more: its series ends on the day that reached the budget (readers take the days
  // after a series as zero), so catching up after a clock jump costs the days until then, not the jump's length.
  const newLength = Math.min(
    untilDay - series.first_day + 1,
    oldLength + daysOfBudget(remaining, podspot, campaign.cpm_cents),
  );
  if (newLength <= oldLength) return false;
  // The new days are written to a scratch series first and the arrays grown once to their final length: a long
  // catch-up would otherwise allocate up to the budget's bound and then cut, and that garbage costs GC pauses.
  const added = scratchOf(newLength - oldLength, series.first_day + oldLength);
  let length = newLength;
  for (let i = 0; i < newLength - oldLength; i++) {
    writeDay(added, i, podspot, campaign.cpm_cents);
    remaining -= capToBudget(added, i, remaining);
    if (remaining <= 0) {
      length = oldLength + i + 1;
      break;
    }
  }
  for (const field of SERIES_FIELDS) {
    const grown = new Int32Array(length);
    grown.set(series[field]);
    grown.set(added[field].subarray(0, length - oldLength), oldLength);
    series[field] = grown;
  }
  spent.set(campaign.id, campaign.budget_cents - remaining);
  return true;
}

let scratch: DailySeries | null = null;
/** A reused series of at least `days` days from `firstDay`, its values left from before (writeDay sets every one). */
function scratchOf(days: number, firstDay: number): DailySeries {
  if (!scratch || scratch.impressions.length < days) {
    const size = Math.max(days, 2 * (scratch?.impressions.length ?? 512));
    scratch = {
      podspot_id: 0,
      first_day: 0,
      impressions: new Int32Array(size),
      acquisitions: new Int32Array(size),
      acquired_downloads: new Int32Array(size),
      earnings_cents: new Int32Array(size),
      spend_cents: new Int32Array(size),
    };
  }
  scratch.first_day = firstDay;
  return scratch;
}

/**
 * At most how many more days a podspot can spend `remaining` cents in: each day spends at least what writeDay's
 * quietest day would (a week's low day, the lowest noise, every rounding down), so the days are bounded by the budget,
 * never by the clock; unbounded when that day would spend nothing.
 */
function daysOfBudget(remaining: number, podspot: Podspot, cpmCents: number): number {
  if (remaining <= 0) return 0;
  const fewestImpressions = Math.max(1, Math.floor((podspot.estimated_dls_per_ep / 7) * 0.8 * 0.6));
  const leastSpend = Math.floor((fewestImpressions * cpmCents) / 1000);
  return leastSpend > 0 ? Math.ceil(remaining / leastSpend) : Number.POSITIVE_INFINITY;
}
function writeDay(series: DailySeries, i: number, podspot: Podspot, cpmCents: number) {
  const day = series.first_day + i;
  const noise = hashUnit(podspot.id, day);
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday
  const weekly = weekday === 1 || weekday === 2 ? 2.2 : 0.8; // episodes drop early in the week
  const impressions = Math.max(1, Math.round((podspot.estimated_dls_per_ep / 7) * weekly * (0.6 + noise * 0.8)));
  const earnings = Math.round((impressions * cpmCents) / 1000);
  series.impressions[i] = impressions;
  series.acquisitions[i] = Math.round(impressions * (0.01 + noise * 0.02));
  series.acquired_downloads[i] = Math.round(series.acquisitions[i] * (2 + noise * 3));
  series.earnings_cents[i] = earnings;
  series.spend_cents[i] = Math.round(earnings * SPEND_PER_EARNING);
}

/** Lifetime spend per campaign id, from the daily series. */
export function spendByCampaign(store: Store): Map<number, number> {
  const spent = new Map<number, number>();
  for (const _ of addSpendByCampaign(store, spent));
  return spent;
}

/** Adds each campaign's lifetime spend to `spent`, yielding after every 64 series (a long catch-up pauses there). */
function* addSpendByCampaign(store: Store, spent: Map<number, number>): Generator<void, void> {
  const campaignOf = new Map(store.podspots.map((p) => [p.id, p.campaign_id]));
  let read = 0;
  for (const series of store.series) {
    if (++read % 64 === 0) yield;
    const campaignId = campaignOf.get(series.podspot_id);
    if (campaignId === undefined) continue;
    let total = spent.get(campaignId) ?? 0;
    for (const cents of series.spend_cents) total += cents;
    spent.set(campaignId, total);
  }
}

/** Scales day `i` down so that its spend fits in `remaining` cents; returns the spend it keeps. */
function capToBudget(series: DailySeries, i: number, remaining: number): number {
  const spend = series.spend_cents[i];
  if (spend <= remaining) return spend;
  const share = Math.max(0, remaining) / spend;
  for (const field of SERIES_FIELDS) series[field][i] = Math.floor(series[field][i] * share);
  return series.spend_cents[i];
}

/** A number in [0, 1) that depends only on (a, b). */
function hashUnit(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
