// A folder's mutation score from its mutation-testing report (Stryker's incremental file has the same schema), and
// the table of docs/testing.md written from them (tests/lint/mutation-scores.test.ts checks the two agree).

/** @typedef {{ folder: string, mutants: number, killed: number, survived: number, noCoverage: number, ignored: number, score: number }} FolderScore */

const DETECTED = new Set(['Killed', 'Timeout']);
const MISSED = new Set(['Survived', 'NoCoverage']);

/**
 * Stryker's mutation score: mutants detected (killed, or timed out) over the mutants that ran or had no test.
 * Ignored ones (static, see stryker.config.mjs) and those that do not run (compile or runtime errors) are left out.
 * @param {string} folder
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 * @returns {FolderScore}
 */
export function folderScore(folder, report) {
  const statuses = Object.values(report.files).flatMap((file) => file.mutants.map((m) => m.status));
  const count = (/** @type {(s: string) => boolean} */ is) => statuses.filter(is).length;
  const killed = count((s) => DETECTED.has(s));
  const survived = count((s) => s === 'Survived');
  const noCoverage = count((s) => s === 'NoCoverage');
  const valid = killed + count((s) => MISSED.has(s));
  return {
    folder,
    mutants: statuses.length,
    killed,
    survived,
    noCoverage,
    ignored: count((s) => !DETECTED.has(s) && !MISSED.has(s)),
    score: valid === 0 ? 100 : Math.floor((killed / valid) * 1000) / 10,
  };
}

/**
 * @param {FolderScore[]} scores
 * @returns {string}
 */
export function scoreTable(scores) {
  const rows = scores.map(
    (s) =>
      `| \`${s.folder}\` | ${s.mutants} | ${s.killed} | ${s.survived} | ${s.noCoverage} | ${s.ignored} | ${s.score.toFixed(1)} % |`,
  );
  return [
    '| folder | mutants | killed | survived | no test | left out | score |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
