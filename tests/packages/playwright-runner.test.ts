import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../e2e/find-chromium.ts';
import { freshProject, type FreshProject } from './fresh-project.ts';
import { PLAYWRIGHT } from './projects.ts';

const APP = 'tests/packages/apps/playwright-host';

type Result = { status: string; parallelIndex: number };
type Suite = { specs?: { title: string; tests: { results: Result[] }[] }[]; suites?: Suite[] };
type Report = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: Suite[] };

/** Every test of a Playwright JSON report: its title, the status of its last result and the worker slot it ran in. */
const testsOf = (suites: Suite[]): { title: string; status: string; slot: number }[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => {
        const last = t.results[t.results.length - 1];
        return { title: spec.title, status: last.status, slot: last.parallelIndex };
      }),
    ),
    ...testsOf(suite.suites ?? []),
  ]);

/** server-mock/README.md's code blocks that start with `// tests/<file>`, by that file. */
const readmeFiles = () =>
  new Map(
    [...readFileSync('server-mock/README.md', 'utf8').matchAll(/```ts\n\/\/ (tests\/\S+)\n([\s\S]*?)```/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

let project: FreshProject;
let seconds: number;
beforeAll(() => {
  const started = performance.now();
  project = freshProject(PLAYWRIGHT.label, PLAYWRIGHT);
  project.copyApp('playwright-host', '.'); // its host site and the example fixture come from the package
  seconds = (performance.now() - started) / 1000;
});

describe('@playwright/test with @podspot/mock-server, in a fresh project', () => {
  it("server-mock/README.md's Playwright and sandbox code is the code that runs", () => {
    const shown = readmeFiles();
    expect([...shown.keys()].sort()).toEqual([
      'tests/global-setup.ts',
      'tests/host-page.spec.ts',
      'tests/podspot.fixture.ts',
      'tests/sandboxes.spec.ts',
      'tests/shared-mock.fixture.ts',
    ]);
    for (const [file, code] of shown) expect(code, file).toBe(readFileSync(join(APP, file), 'utf8'));
  });

  it('runs its tests with 2 workers: the host page, a fixture, sandboxes on one shared mock, the typed client', async () => {
    const report = join(project.dir, 'report.json');
    rmSync(report, { force: true });
    const started = performance.now();
    const run = project.attempt('npx', ['playwright', 'test', '--workers=2'], {
      env: { CHROMIUM_PATH: await findChromium(), CI: '1' },
    });
    seconds += (performance.now() - started) / 1000;
    console.log(`install and run: ${seconds.toFixed(1)} s (install ${project.installSeconds} s)`);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(existsSync(report)).toBe(true);
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(stats).toMatchObject({ expected: 8, unexpected: 0, flaky: 0, skipped: 0 });
    const tests = testsOf(suites);
    expect(tests.filter((t) => t.status !== 'passed')).toEqual([]);
    expect(new Set(tests.map((t) => t.slot))).toEqual(new Set([0, 1]));
    const sandboxSlots = tests.filter((t) => t.title.startsWith('sandbox ')).map((t) => t.slot);
    expect(new Set(sandboxSlots)).toEqual(new Set([0, 1]));
  }, 240_000);
});
