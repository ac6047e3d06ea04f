// Mutation testing of one folder at a time (docs/testing.md): `npm run test:mutation` (scripts/mutation.mjs) runs
// Stryker once per folder with MUTATION_FOLDER set, each with its own incremental file, committed so that a rerun
// only tests the mutants of changed code and tests.
import { MUTATION_FOLDERS, incrementalFile } from './scripts/mutation/folders.mjs';

// Unset: the first folder, as `npx stryker run` would be expected to do.
const asked = process.env.MUTATION_FOLDER ?? MUTATION_FOLDERS[0].path;
const folder = MUTATION_FOLDERS.find((f) => f.path === asked);
if (!folder) {
  const known = MUTATION_FOLDERS.map((f) => f.path).join(', ');
  throw new Error(`stryker.config.mjs: MUTATION_FOLDER is ${asked}; set it to one of ${known}.`);
}

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // A mutant in code that runs when a module loads makes Stryker reload and rerun the folder's every test: 500 such
  // mutants in sdk/core alone took hours on this machine. They are left out of the score (docs/testing.md).
  ignoreStatic: true,
  mutate: folder.mutate,
  testFiles: folder.testFiles,
  incremental: true,
  incrementalFile: incrementalFile(folder),
  // Two cores shared by the whole team: one or two workers, never the default of one per core.
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  // The server's tests took over 3.5 minutes for their first run here; Stryker gives up after 5 by default.
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: `reports/mutation/${folder.slug}.html` },
  // What no node-side test reads: copying it into each sandbox only costs time.
  ignorePatterns: [
    'reports',
    'dist',
    'examples',
    'console',
    'docs',
    'test-results',
    '.state',
    '.tmp',
    'tests/e2e',
    'tests/packages',
  ],
  tempDirName: '.stryker-tmp',
};
