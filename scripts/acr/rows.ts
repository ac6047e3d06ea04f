import { CRITERIA } from './criteria';
import { machineChecks } from './criterion-checks';
import { LEVELS, type Check, type EvidenceResult, type Level, type Row } from './model';

/** A target's inputs: its evidence results and its judgements (null when the file is missing). */
export type Inputs = {
  target: string;
  results: EvidenceResult[];
  judgements: Partial<Record<string, { level: Level; remark: string; evidence?: Check[] }>> | null;
  judgementsPath: string;
};

/** The worse of two levels (the later in LEVELS, Not applicable and Not evaluated aside). */
const worse = (a: Level, b: Level): Level => (LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b);

/** How the results of the named checks read as a level, and in one remark. */
export function fromResults(results: EvidenceResult[], checks: readonly Check[]): { level: Level; remark: string } {
  const missing = checks.filter((c) => !results.some((r) => r.check === c));
  if (missing.length) return { level: 'Not evaluated', remark: `No result of: ${missing.join(', ')}.` };
  const failed = results.filter((r) => !r.passed);
  const summary = checks
    .map((c) => {
      const of = results.filter((r) => r.check === c);
      const passed = of.filter((r) => r.passed).length;
      return `${c}: ${passed} of ${of.length} variants pass`;
    })
    .join('; ');
  if (!failed.length) return { level: 'Supports', remark: `${summary}.` };
  const failures = failed.map((r) => `${r.variant}: ${r.detail}`).join('; ');
  const level = failed.length === results.length ? 'Does not support' : 'Partially supports';
  return { level, remark: `${summary}. Fails in ${failures}.` };
}

/** The tests that measured the named checks with a passing result. */
const passingTests = (results: EvidenceResult[], checks: readonly Check[]) =>
  [...new Set(results.filter((r) => checks.includes(r.check) && r.passed).map((r) => r.test))].sort();

/**
 * The 55 rows of a target's report, and the problems that make the accessibility test fail: a criterion a person
 * must judge without a judgement, or one that says "Supports" without a passing test behind it.
 */
export function rowsOf({ target, results, judgements, judgementsPath }: Inputs): { rows: Row[]; problems: string[] } {
  const problems: string[] = [];
  const rows = CRITERIA.map(([id, name, wcagLevel]): Row => {
    const machine = machineChecks(id);
    const judged = judgements?.[id];
    const cited = machine ?? judged?.evidence ?? [];
    const of = results.filter((r) => cited.includes(r.check));
    let level: Level;
    let remark: string;
    if (machine) {
      ({ level, remark } = fromResults(of, machine));
      // A person may add what a machine cannot see, and lower the level for it, never raise it.
      if (judged) [level, remark] = [worse(level, judged.level), `${remark} ${judged.remark}`];
    } else if (judged) {
      ({ level, remark } = judged);
      // What the cited checks found against it stays in sight, beside the person's reason.
      const failed = of.filter((r) => !r.passed);
      if (failed.length) remark = `${remark} Against it: ${failed.map((r) => `${r.variant}: ${r.detail}`).join('; ')}.`;
    } else {
      level = 'Not evaluated';
      remark = 'Not judged yet.';
      problems.push(`${target} ${id} (${name}): a person judges it: add it to ${judgementsPath}`);
    }
    const tests = passingTests(of, cited);
    if (level === 'Supports' && !tests.length)
      problems.push(
        `${target} ${id} (${name}) says "Supports" without a passing test: ${
          machine ? `record ${machine.join(', ')} for it` : `cite its checks under "evidence" in ${judgementsPath}`
        }`,
      );
    if (level === 'Not evaluated' && machine)
      problems.push(`${target} ${id} (${name}): ${remark} Record them (tests/e2e/acr-evidence.ts).`);
    return { id, name, wcagLevel, level, remark, tests };
  });
  return { rows, problems };
}
