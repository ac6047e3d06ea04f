import { today } from '../state/dates.ts';
import type { Store } from '../state/store.ts';
import { loadScenario } from './index.ts';
import type { ScenarioName } from './names.ts';

/**
 * Building a scenario takes 100–150 ms (most of it hashing the demo password); a sandbox must be ready in a few ms. So
 * each scenario is built once per calendar day (of the asking sandbox's clock) and every sandbox or reset gets a deep
 * copy of it (1–5 ms for `demo`). Audio bytes and the daily series' arrays are shared, not copied: a stored file is
 * never changed, only added or dropped, and a series array is replaced, never written in place, once its days are
 * written (state/lifecycle.ts grows it by copying). Sharing them halves the memory of `xlarge` (300 MB of series).
 */
const pristine = new Map<string, Promise<Store>>();
/** Scenario days kept: today's of the real clock and of a few sandboxes whose clocks were moved. */
const KEPT = 4;

export async function freshStore(name: ScenarioName, nowMs = Date.now()): Promise<Store> {
  const key = `${name}@${today(nowMs)}`;
  let built = pristine.get(key);
  if (!built) {
    if (pristine.size >= KEPT) pristine.delete(pristine.keys().next().value!);
    built = loadScenario(name, nowMs);
    pristine.set(key, built);
    built.catch(() => pristine.delete(key));
  }
  const store = await built;
  const { audio, series, ...rest } = store;
  return { ...structuredClone(rest), series: series.map((s) => ({ ...s })), audio: [...audio] };
}
