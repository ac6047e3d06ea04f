// The folders `npm run test:mutation` mutates, in order, and the tests that must kill their mutants (docs/testing.md).

/** @typedef {{ path: string, slug: string, mutate: string[], testFiles: string[] }} MutationFolder */

/** @type {MutationFolder[]} */
export const MUTATION_FOLDERS = [
  {
    path: 'sdk/core',
    slug: 'sdk-core',
    mutate: ['sdk/core/**/*.ts', '!sdk/core/**/*.test.ts'],
    testFiles: ['sdk/core/**/*.test.ts'],
  },
  {
    path: 'sdk/stores',
    slug: 'sdk-stores',
    mutate: ['sdk/stores/**/*.ts', '!sdk/stores/**/*.test.ts'],
    testFiles: ['sdk/stores/**/*.test.ts'],
  },
  {
    path: 'server-mock/state',
    slug: 'server-mock-state',
    mutate: ['server-mock/state/**/*.ts', '!server-mock/state/**/*.test.ts'],
    // Its own table tests (state/*.test.ts, test/state-*.test.ts on hand-made stores) and the server's tests that call
    // state functions directly. Not the HTTP tests (a server per file), nor those that build a whole scenario in a test:
    // at about 10 s a mutant here they made the folder a run of hours (docs/testing.md).
    testFiles: [
      'server-mock/state/**/*.test.ts',
      'server-mock/test/state-!(file).test.ts',
      'server-mock/test/@(facts|list-memo|onboarding-machine|partner-rules).test.ts',
    ],
  },
];

/** Kept in git: Stryker's last results for the folder, so a rerun tests only what changed (docs/testing.md). */
export const incrementalFile = (/** @type {MutationFolder} */ folder) =>
  `reports/mutation/${folder.slug}.incremental.json`;
