import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playgroundCode, type PlaygroundWidget } from '../../examples/public/playground-code.js';
import { freshProject, packageVersion, type FreshProject } from './fresh-project.ts';
import { NEXT, REACT_19, SVELTE_5, VUE_3 } from './projects.ts';

/**
 * The examples playground's code to copy (examples/public/playground-code.js, the module the page runs), written into
 * the consumer projects the other package tests install and checked there as a platform's engineer would: tsc under
 * `strict` for React, Next.js and `@podspot/js`, vue-tsc with `strictTemplates`, svelte-check. The script-tag snippet
 * runs in a browser instead (tests/e2e/playground.test.ts). One deliberately wrong snippet per checker proves the
 * checker reads the files: its errors must be that file's, and only those.
 */
const FOLDER = 'playground-snippets';
const CASES: { widget: PlaygroundWidget; props: Record<string, unknown>; appearance: Record<string, unknown> }[] = [
  {
    widget: 'earnings-card',
    props: { preset: 'last_7_days', podcastId: 3, href: '/insights?from=podspot' },
    appearance: {
      colorPrimary: '#f97316',
      frame: 'none',
      fontWeightBold: '700',
      tabularFigures: true,
      fonts: [{ cssSrc: 'https://fonts.example/inter.css' }],
    },
  },
  {
    widget: 'opportunities-inbox',
    props: { podcastId: 'all', compact: true, view: 'not-interested', acceptedHref: '/go-live' },
    appearance: { colorScheme: 'dark', overlay: 'drawer', title: 'hide', fontFamily: "'Inter', sans-serif" },
  },
  { widget: 'go-live-uploader', props: { podspotId: 12 }, appearance: {} },
  { widget: 'spend-table', props: { preset: 'all_time', advertiserId: 4 }, appearance: { radius: '4px' } },
];
/** The mistake every checker must catch: a preset that is not one. */
const WRONG = { widget: 'earnings-card', props: { preset: 'last_week' }, appearance: {} } as const;

const snippets = (c: (typeof CASES)[number] | typeof WRONG) =>
  playgroundCode({ ...c, sdkOrigin: 'http://localhost:4010', version: packageVersion() });
const pascal = (widget: string) => widget.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

const STRICT = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  types: [],
};
const tsconfig = (extra: object = {}) => JSON.stringify({ compilerOptions: STRICT, include: ['.'], ...extra }, null, 2);

/** `file(line,col): error TSxxxx` lines of tsc and vue-tsc, by file. */
const tscErrorFiles = (output: string) => [
  ...new Set([...output.matchAll(/^(?:playground-snippets\/)?([^\s(]+)\(\d+,\d+\): error TS\d+/gm)].map(([, f]) => f)),
];

/** Writes the snippets as `name(case) → title`, plus the wrong one, into the project's own folder. */
function writeSnippets(project: FreshProject, files: Record<string, string>, wrongName: string, wrongTitle: string) {
  rmSync(join(project.dir, FOLDER), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) project.write(join(FOLDER, path), text);
  project.write(join(FOLDER, wrongName), snippets(WRONG)[wrongTitle as keyof ReturnType<typeof snippets>]);
}

describe('the playground snippets compile in the consumer projects', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => cleanups.forEach((c) => c()));

  it('React and @podspot/js: tsc --strict', () => {
    const project = freshProject(REACT_19.label, REACT_19);
    const files: Record<string, string> = { 'tsconfig.json': tsconfig() };
    for (const c of CASES) {
      files[`react-${c.widget}.tsx`] = snippets(c).React;
      files[`js-${c.widget}.ts`] = snippets(c)['@podspot/js'];
    }
    writeSnippets(project, files, 'wrong-js.ts', '@podspot/js');
    const run = project.attempt('npx', ['--no-install', 'tsc', '-p', `${FOLDER}/tsconfig.json`]);
    expect(tscErrorFiles(run.stdout), run.stdout).toEqual(['wrong-js.ts']);
  });

  it('Next.js (a client component of the App Router): tsc --strict', () => {
    const project = freshProject(NEXT.label, NEXT);
    // Out of the app again afterwards: `next build` (next-app.test.ts) type-checks every file of the project.
    cleanups.push(() => rmSync(join(project.dir, FOLDER), { recursive: true, force: true }));
    const files: Record<string, string> = { 'tsconfig.json': tsconfig() };
    for (const c of CASES) files[`next-${c.widget}.tsx`] = snippets(c)['Next.js'];
    writeSnippets(project, files, 'wrong-next.tsx', 'Next.js');
    const run = project.attempt('npx', ['--no-install', 'tsc', '-p', `${FOLDER}/tsconfig.json`]);
    expect(tscErrorFiles(run.stdout), run.stdout).toEqual(['wrong-next.tsx']);
    expect(snippets(CASES[0])['Next.js']).toMatch(/^(\/\/.*\n)*'use client';/);
  });

  it('Vue: vue-tsc with strictTemplates', () => {
    const project = freshProject(VUE_3.label, VUE_3);
    const vue = { vueCompilerOptions: { strictTemplates: true }, include: ['*.vue'] };
    const files: Record<string, string> = { 'tsconfig.json': tsconfig(vue) };
    for (const c of CASES) files[`${pascal(c.widget)}.vue`] = snippets(c).Vue;
    writeSnippets(project, files, 'Wrong.vue', 'Vue');
    const run = project.attempt('npx', ['--no-install', 'vue-tsc', '--noEmit', '-p', `${FOLDER}/tsconfig.json`]);
    expect(tscErrorFiles(run.stdout), run.stdout).toEqual(['Wrong.vue']);
  });

  it('Svelte 5: svelte-check with the elements types of @podspot/js/svelte', () => {
    const project = freshProject(SVELTE_5.label, SVELTE_5);
    const files: Record<string, string> = {
      'tsconfig.json': tsconfig(),
      'app.d.ts': '/// <reference types="@podspot/js/svelte" />\n',
    };
    for (const c of CASES) files[`${pascal(c.widget)}.svelte`] = snippets(c).Svelte;
    writeSnippets(project, files, 'Wrong.svelte', 'Svelte');
    const run = project.attempt('npx', ['--no-install', 'svelte-check', '--output', 'machine'], { cwd: FOLDER });
    const found = [...run.stdout.matchAll(/^\d+ (ERROR|WARNING) "([^"]+)" \d+:\d+ "(.*)"$/gm)];
    expect(Number(/COMPLETED (\d+) FILES/.exec(run.stdout)?.[1])).toBeGreaterThanOrEqual(CASES.length + 1);
    expect([...new Set(found.map(([, kind, file]) => `${kind} ${file}`))], run.stdout).toEqual(['ERROR Wrong.svelte']);
  });
});
