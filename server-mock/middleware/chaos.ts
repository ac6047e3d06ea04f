import { badRequest } from '../http/errors.ts';
import type { FaultKind } from '../journal/journal.ts';

/** The ways a chaos rule fails a call: an error status or one of the network faults that end (never `hang`). */
export const CHAOS_KINDS = [
  'status',
  'reset',
  'empty_body',
  'truncated_body',
  'malformed_body',
] as const satisfies readonly FaultKind[];
export type ChaosKind = (typeof CHAOS_KINDS)[number];

/** A chaos rule's settings, and how many calls it has matched so far (the ordinal of the last one). */
export type Chaos = { seed: number; rate: number; kinds: ChaosKind[]; calls: number };

/**
 * A number in [0, 1) that depends only on its inputs: murmur3's 32-bit finaliser over the seed, the call's ordinal and
 * which draw it is (0: whether the call fails, 1: how). Not Math.random: a seed replays the same failures.
 */
export function chaosDraw(seed: number, ordinal: number, draw: number): number {
  const mix = (h: number) => {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  return mix(seed ^ mix(Math.imul(ordinal, 0x9e3779b9) ^ mix(draw + 0x632be5ab))) / 2 ** 32;
}

/** How the call with this ordinal fails under the chaos settings, or null when it goes through. */
export function chaosFault(chaos: Pick<Chaos, 'seed' | 'rate' | 'kinds'>, ordinal: number): ChaosKind | null {
  if (chaosDraw(chaos.seed, ordinal, 0) >= chaos.rate) return null;
  return chaos.kinds[Math.floor(chaosDraw(chaos.seed, ordinal, 1) * chaos.kinds.length)];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the `chaos` of a fault rule: `{seed, rate, kinds?}`; kinds default to every CHAOS_KINDS. */
export function parseChaos(value: unknown): Chaos {
  if (!isObject(value)) throw badRequest('chaos', 'Give {"seed": 42, "rate": 0.2, "kinds"?: ["status", "reset"]}.');
  const { seed, rate, kinds } = value;
  if (!Number.isInteger(seed) || (seed as number) < 0 || (seed as number) > 0xffffffff)
    throw badRequest('chaos.seed', 'Must be a whole number from 0 to 4294967295.');
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1))
    throw badRequest('chaos.rate', 'Must be the share of calls to fail, from 0 to 1 (e.g. 0.2).');
  if (
    kinds !== undefined &&
    (!Array.isArray(kinds) ||
      kinds.length === 0 ||
      new Set(kinds).size !== kinds.length ||
      kinds.some((k) => !CHAOS_KINDS.includes(k as ChaosKind)))
  )
    throw badRequest('chaos.kinds', `Must be a list of different kinds from: ${CHAOS_KINDS.join(', ')}.`);
  return { seed: seed as number, rate, kinds: (kinds as ChaosKind[] | undefined) ?? [...CHAOS_KINDS], calls: 0 };
}
