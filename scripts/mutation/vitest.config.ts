import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from '../rollup/compiled-messages.mjs';

/**
 * The node-side tests as one plain config for Stryker (stryker.config.mjs, docs/testing.md): its vitest runner
 * starts vitest inside each sandbox and picks the tests of the folder being mutated by file, so the happy-dom,
 * browser and package projects of vitest.config.ts stay out. Aliases and message compiler as its `core` and
 * `server` projects; `import.meta.url` is the sandbox's, so `@sdk/` resolves to the mutated copy.
 */
export default defineConfig({
  // The repo's root (Stryker's sandbox when it runs), not this folder: the test globs are relative to it.
  root: fileURLToPath(new URL('../../', import.meta.url)),
  resolve: { alias: [{ find: /^@sdk\//, replacement: fileURLToPath(new URL('../../sdk/', import.meta.url)) }] },
  plugins: [compiledMessages()],
  test: {
    include: ['sdk/**/*.test.ts', 'server-mock/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
