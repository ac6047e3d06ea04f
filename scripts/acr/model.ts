import type { CriterionId } from './criteria';

/** The conformance levels of the VPAT 2.5 (docs/accessibility/README.md#terms), best first. */
export const LEVELS = [
  'Supports',
  'Partially supports',
  'Does not support',
  'Not applicable',
  'Not evaluated',
] as const;
export type Level = (typeof LEVELS)[number];

/**
 * What the browser measures (tests/e2e/acr-*.test.ts). Each criterion a machine judges names the checks it rests on
 * (scripts/acr/criterion-checks.ts); a person's judgement may cite them, and the transcripts, as its evidence.
 */
export const CHECKS = [
  'axe',
  'keyboard',
  'focus-visible',
  'focus-order',
  'focus-not-obscured',
  'reflow',
  'text-spacing',
  'reduced-motion',
  'forced-colours',
  'target-size',
  'status-messages',
  'transcript',
] as const;
export type Check = (typeof CHECKS)[number];

/** One measurement: a check of a target in one variant (locale, scheme, width, state). */
export type EvidenceResult = {
  check: Check;
  /** e.g. "ar dark 280px, review dialog open". */
  variant: string;
  /** The test that measured it: "file › test name". */
  test: string;
  passed: boolean;
  /** What was measured, or what failed, in one line. */
  detail: string;
};

/** docs/accessibility/evidence/<target>.json: written by the evidence tests, read by the generator. */
export type EvidenceFile = { target: string; recorded: string; results: EvidenceResult[] };

/** A person's judgement of one criterion for one target. `evidence` names the checks it rests on. */
export type Judgement = { level: Level; remark: string; evidence?: Check[] };

/**
 * docs/accessibility/judgements/<target>.json: written by a person, kept while `hash` (of the target's source folder,
 * scripts/acr/folder-hash.ts) still matches.
 */
export type JudgementFile = {
  target: string;
  hash: string;
  judged: string;
  criteria: Partial<Record<CriterionId, Judgement>>;
};

/** One row of a report's table. */
export type Row = {
  id: CriterionId;
  name: string;
  wcagLevel: 'A' | 'AA';
  level: Level;
  remark: string;
  /** The tests whose passing results support the row ("file › name"), sorted. */
  tests: string[];
};
