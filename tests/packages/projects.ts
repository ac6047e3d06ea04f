import type { ProjectSpec } from './fresh-project.ts';

// The fresh projects of the package tests, one per React major (and one for Next.js). Test files that name the same
// project share its install within a run (fresh-project.ts keys it by its tarballs and dependencies). Versions pinned;
// where the repo uses a package, its version, so the npm cache already holds it.

const tooling = { typescript: '6.0.3', esbuild: '0.28.2' };

export const REACT_19 = {
  label: 'react-19',
  tarballs: ['js', 'react'],
  dependencies: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    ...tooling,
    // The host unit test (test-kit.test.ts).
    vitest: '4.1.12',
    jsdom: '29.1.1',
    'happy-dom': '21.0.4',
    '@testing-library/react': '16.3.3',
    '@testing-library/dom': '10.4.2',
    // The CommonJS host's Jest test (test-kit.test.ts).
    jest: '30.5.2',
    'jest-environment-jsdom': '30.5.2',
  },
} satisfies ProjectSpec & { label: string };

// `@podspot/react` alone: `@podspot/js` must come in through its dependency (registry.test.ts checks how).
export const REACT_18 = {
  label: 'react-18',
  tarballs: ['react'],
  dependencies: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@types/react': '18.3.31',
    '@types/react-dom': '18.3.7',
    ...tooling,
  },
} satisfies ProjectSpec & { label: string };

export const NEXT = {
  label: 'next-16',
  tarballs: ['js', 'react'],
  dependencies: {
    next: '16.4.6',
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    '@types/node': '20.19.43',
    typescript: tooling.typescript,
  },
} satisfies ProjectSpec & { label: string };

// Playwright's test runner at the repo's playwright-core version, so no browser download is needed: the tests run the
// system Chromium.
export const PLAYWRIGHT = {
  label: 'playwright',
  tarballs: ['mock-server'],
  devDependencies: { '@playwright/test': '1.65.1', '@types/node': '20.19.43' },
} satisfies ProjectSpec & { label: string };

// A Svelte 5 app (Vite) with the plain custom elements and @podspot/js alone: svelte-check over the elements' types
// (@podspot/js/svelte), the app built by Vite and opened in Chromium (svelte-5.test.ts). Vite at the repo's version.
export const SVELTE_5 = {
  label: 'svelte-5',
  tarballs: ['js'],
  devDependencies: {
    svelte: '5.57.3',
    'svelte-check': '4.7.8',
    '@sveltejs/vite-plugin-svelte': '7.3.1',
    vite: '8.3.8',
    typescript: tooling.typescript,
  },
} satisfies ProjectSpec & { label: string };

// Vue 3 with Vite, vue-tsc and the Vue plugin (vue-app.test.ts): @podspot/vue, and @podspot/js for its ./vue types.
export const VUE_3 = {
  label: 'vue-3',
  tarballs: ['js', 'vue'],
  dependencies: { vue: '3.5.45' },
  devDependencies: {
    typescript: tooling.typescript,
    vite: '8.3.8',
    '@vitejs/plugin-vue': '6.0.11',
    'vue-tsc': '3.3.14',
  },
} satisfies ProjectSpec & { label: string };
