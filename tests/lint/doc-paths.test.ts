import { describe, expect, it } from 'vitest';
import { docFiles, missingPaths, namedPaths, repoEntries } from './doc-paths';

const rootFiles = new Set(['package.json', 'eslint.config.js']);

describe('the paths a doc names', () => {
  it.each([
    ['`sdk/core/format.ts`', ['sdk/core/format.ts']],
    ['`server-mock/http/clock-catch-up.ts:42`', ['server-mock/http/clock-catch-up.ts']],
    ['`docs/performance.md#size-budgets`', ['docs/performance.md']],
    ['`eslint.config.js`', ['eslint.config.js']],
    ['`http/clock-catch-up.ts`', ['http/clock-catch-up.ts']],
    ['`sdk/widgets/`', ['sdk/widgets']],
    ['`sdk/**/*.test.ts`, `docs/decisions/NNNN-title.md`, `<area>/x.ts`', []],
    ['`dist/size.json`, `./index.js`, `npm run size`, `@podspot/js`, `react/jsx-runtime`', []],
    ['```sh\ncat sdk/nowhere.ts `sdk/nowhere.ts`\n```', []],
  ])('%s names %j in code', (markdown, paths) => {
    expect(namedPaths(markdown, rootFiles).code).toEqual(paths);
  });
  it('reads relative link targets without their anchor, and leaves URLs and anchors alone', () => {
    const markdown = '[a](decisions/0017-x.md#why) [b](https://example.com/x.md) [c](#here) [d](../README.md)';
    expect(namedPaths(markdown, rootFiles).links).toEqual(['decisions/0017-x.md', '../README.md']);
  });
});

// A renamed or deleted file leaves docs pointing nowhere; this names each doc and each path it names that is gone.
describe('docs/, every README and CONTRIBUTING name only paths that exist', () => {
  const entries = repoEntries();
  it.each(docFiles(entries))('%s', (file) => {
    expect(missingPaths(file, entries)).toEqual([]);
  });
});
