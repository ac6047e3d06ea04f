import { describe, expect, it } from 'vitest';
import { expectedTestingDoc, TESTING_DOC } from '../../scripts/mutation.mjs';
import { folderScore, scoreTable } from '../../scripts/mutation/scores.mjs';

// docs/testing.md's mutation scores are written by `npm run test:mutation` from the incremental files it commits; a
// hand edit, or a new run without the doc written again, fails here.
it(`${TESTING_DOC} shows the scores of the committed incremental files`, () => {
  const { now, expected } = expectedTestingDoc();
  expect(now, `${TESTING_DOC}: run \`npm run test:mutation\``).toBe(expected);
});

const report = (...statuses: string[]) => ({ files: { 'a.ts': { mutants: statuses.map((status) => ({ status })) } } });

describe('a folder’s mutation score', () => {
  it.each([
    ['every mutant killed', ['Killed', 'Killed'], 100],
    ['a timeout counts as detected', ['Killed', 'Timeout', 'Survived', 'Survived'], 50],
    ['a mutant no test reaches counts as missed', ['Killed', 'NoCoverage', 'Survived'], 33.3],
    [
      'ignored and erroring mutants are left out',
      ['Killed', 'Survived', 'Ignored', 'CompileError', 'RuntimeError'],
      50,
    ],
    ['rounded down, never up to a passing score', ['Killed', 'Killed', 'Killed', 'Killed', 'Survived', 'Killed'], 83.3],
    ['nothing to test scores full marks', ['Ignored'], 100],
  ])('%s', (_, statuses, score) => {
    expect(folderScore('x', report(...statuses)).score).toBe(score);
  });

  it('counts each status into its column', () => {
    const s = folderScore('sdk/x', report('Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored'));
    expect(s).toEqual({ folder: 'sdk/x', mutants: 5, killed: 2, survived: 1, noCoverage: 1, ignored: 1, score: 50 });
    expect(scoreTable([s]).split('\n')[2]).toBe('| `sdk/x` | 5 | 2 | 1 | 1 | 1 | 50.0 % |');
  });
});
