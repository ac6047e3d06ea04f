// `npm run test:mutation [-- <folder>…]`: Stryker over sdk/core, sdk/stores and server-mock/state, one folder after
// the other (stryker.config.mjs), then the score table of docs/testing.md written from the incremental files. Each
// run starts from its committed incremental file, so only the mutants of changed code or tests run again.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { MUTATION_FOLDERS, incrementalFile } from './mutation/folders.mjs';
import { folderScore, scoreTable } from './mutation/scores.mjs';

export const TESTING_DOC = 'docs/testing.md';
const START = '<!-- mutation-scores:start (npm run test:mutation) -->';
const END = '<!-- mutation-scores:end -->';

/** docs/testing.md as it should be with the scores of the committed incremental files. */
export function expectedTestingDoc() {
  const now = readFileSync(TESTING_DOC, 'utf8');
  const scores = MUTATION_FOLDERS.filter((f) => existsSync(incrementalFile(f))).map((f) =>
    folderScore(f.path, JSON.parse(readFileSync(incrementalFile(f), 'utf8'))),
  );
  const start = now.indexOf(START);
  const end = now.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${TESTING_DOC} has no ${START} … ${END} block for the scores.`);
  return { now, expected: `${now.slice(0, start + START.length)}\n\n${scoreTable(scores)}\n\n${now.slice(end)}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !MUTATION_FOLDERS.some((f) => f.path === a));
  if (unknown.length > 0) {
    console.error(
      `test:mutation: no folder ${unknown.join(', ')}; pick from ${MUTATION_FOLDERS.map((f) => f.path).join(', ')}.`,
    );
    process.exit(1);
  }
  let failed = false;
  for (const folder of MUTATION_FOLDERS.filter((f) => asked.length === 0 || asked.includes(f.path))) {
    const started = Date.now();
    const run = spawnSync('node_modules/.bin/stryker', ['run', 'stryker.config.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_FOLDER: folder.path },
    });
    console.log(`${folder.path}: Stryker took ${Math.round((Date.now() - started) / 1000)} s`);
    failed ||= run.status !== 0;
  }
  const { expected } = expectedTestingDoc();
  writeFileSync(TESTING_DOC, expected);
  console.log(`Scores written to ${TESTING_DOC}.`);
  process.exit(failed ? 1 : 0);
}
