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
    testFiles: ['server-mock/**/*.test.ts'],
  },
];

/** Kept in git: Stryker's last results for the folder, so a rerun tests only what changed (docs/testing.md). */
export const incrementalFile = (/** @type {MutationFolder} */ folder) =>
  `reports/mutation/${folder.slug}.incremental.json`;
