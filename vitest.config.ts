import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './scripts/rollup/compiled-messages.mjs';

/** Most specific first: the same aliases rollup uses to ship the widgets on Preact. */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Code outside sdk/ imports the SDK as `@sdk/…` (tsconfig.json `paths`). */
const sdkAlias = { find: /^@sdk\//, replacement: fileURLToPath(new URL('./sdk/', import.meta.url)) };
const resolve = { alias: [sdkAlias] };
/** The English catalogues parsed as the build parses them, so tests run what ships. */
const plugins = [compiledMessages()];

const widgetTests = ['sdk/**/*.test.tsx', 'console/**/*.test.tsx'];
const widgetSetup = ['tests/unit/intersection-observer.ts'];

export default defineConfig({
  // The run's results cache (test order by duration) in this checkout's own folder: node_modules may be hard links
  // shared by several clones, and vitest rewrites its results.json in place, so runs side by side would share one file.
  cacheDir: '.tmp/vite',
  test: {
    projects: [
      {
        resolve,
        plugins,
        test: {
          name: 'core',
          include: [
            'sdk/core/**/*.test.ts',
            'sdk/locales/**/*.test.ts',
            'sdk/api/**/*.test.ts',
            'sdk/stores/**/*.test.ts',
            'sdk/embed/**/*.test.ts',
            'console/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve,
        plugins,
        test: {
          name: 'server',
          include: ['server-mock/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        plugins,
        test: { name: 'widgets-react', include: widgetTests, environment: 'happy-dom', setupFiles: widgetSetup },
      },
      {
        // 'module-sync' picks react-router's ESM build: its CommonJS one require()s real React past the aliases.
        plugins,
        resolve: {
          alias: [sdkAlias, ...preactAliases],
          conditions: ['module', 'node', 'development|production', 'module-sync'],
        },
        test: {
          name: 'widgets-preact',
          include: widgetTests,
          environment: 'happy-dom',
          setupFiles: widgetSetup,
          server: { deps: { inline: true } },
        },
      },
      {
        resolve,
        plugins,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Publishes the tarballs of `npm run pack` to a local registry and installs them by name into fresh projects
        // outside the repo, as a platform's engineer would. The alias is for the mock server the browser tests start.
        resolve,
        plugins,
        test: {
          name: 'packages',
          include: ['tests/packages/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/packages/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
