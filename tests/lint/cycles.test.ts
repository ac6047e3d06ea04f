import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `import-x/no-cycle` (eslint.config.js) must bite: tests/lint/fixtures/ holds a ring of three files and a pair that
 * import only each other's types. The repo's lint ignores that folder, so this test lints it with the repo's config.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

const cycleErrors = async (pattern: string) =>
  (await eslint.lintFiles([pattern])).flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === 'import-x/no-cycle')
      .map(() => result.filePath.replace(/.*\/fixtures\//, '')),
  );

describe('import cycles', () => {
  it('fails every file of a ring of imports', async () => {
    expect((await cycleErrors('tests/lint/fixtures/cycle/*.ts')).sort()).toEqual([
      'cycle/first.ts',
      'cycle/second.ts',
      'cycle/third.ts',
    ]);
  });

  it('lets files share types both ways', async () => {
    expect(await cycleErrors('tests/lint/fixtures/type-cycle/*.ts')).toEqual([]);
  });
});
