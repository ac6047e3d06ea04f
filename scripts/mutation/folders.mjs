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
    // Left out: tests that only drive a child process (the CLI, tsc, Prism, a killed server) or need the built SDK.
    // The child runs without Stryker's active mutant, so they cannot kill one, and they are the slowest.
    testFiles: [
      'server-mock/**/!(api-types|clock-jump|fixture-types|package-contract|persistence|prism-tour|state-file).test.ts',
    ],
  },
];

/** Kept in git: Stryker's last results for the folder, so a rerun tests only what changed (docs/testing.md). */
export const incrementalFile = (/** @type {MutationFolder} */ folder) =>
  `reports/mutation/${folder.slug}.incremental.json`;
