// ESLint flat config: TypeScript rules, React hooks, and the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, frameworkFreeCore } from './scripts/lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      '.state/**',
      '.stryker-tmp/**',
      'sdk/api/schema.d.ts',
      'server-mock/client/api-schema.ts',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // The TypeScript resolver reads tsconfig.json's `paths`, so `@sdk/…` imports are checked like relative ones.
    // The extensions and parser let import-x read TypeScript files to follow their imports (no-cycle walks them).
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A cycle makes the load order decide what a module sees (undefined at import time); type-only imports are free.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Only the front end has React components; tests' `useServer`/`useBrowser` are vitest fixtures, not hooks.
    // Vue's composables (sdk/embed/vue) are named useX too, but follow Vue's rules, not React's.
    files: ['sdk/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}', 'examples/react-host/**'],
    ignores: ['sdk/embed/vue/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The host pages' scripts run after the SDK loader and castwave.js, which define these globals.
    files: ['examples/public/**/*.js'],
    languageOptions: { globals: { Podspot: 'readonly', castwave: 'readonly' } },
  },
  {
    // The widgets ship on preact/compat: React's default export (read by zustand's hooks) keeps every compat export in
    // each widget's download (docs/decisions/0031-named-react-imports-in-widgets.md).
    files: ['sdk/**/*.{ts,tsx}'],
    ignores: ['sdk/**/*.test.{ts,tsx}', 'sdk/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['default'], message: 'Import the named export instead.' },
            { name: 'zustand', importNames: ['useStore', 'create'], message: 'Use sdk/stores/use-store.ts.' },
            { name: 'zustand/react', message: 'Use sdk/stores/use-store.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sdk/core/**'],
    rules: { 'no-restricted-imports': ['error', frameworkFreeCore] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A CommonJS host's Jest tests, as such a host writes them: require() and Jest's globals.
    files: ['tests/packages/apps/jest-host/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.jest, ...globals.node, screen: 'off' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
