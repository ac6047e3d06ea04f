import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshProject, type FreshProject } from './fresh-project.ts';
import { REACT_19 } from './projects.ts';

type VitestReport = { numTotalTests: number; numPassedTests: number; numFailedTests: number };

describe('a host unit test with @podspot/js/testing (vitest)', () => {
  let project: FreshProject;
  let app: string;

  beforeAll(() => {
    project = freshProject(REACT_19.label, REACT_19);
    console.log(`${REACT_19.label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    app = project.copyApp('host-unit-test');
  });

  it('type-checks the host component and its test under strict', () => {
    project.run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], { cwd: app });
  });

  // jsdom is the app's own setting (vitest.config.ts); happy-dom is the other environment the test kit supports.
  it.each(['jsdom', 'happy-dom'])("passes the host's own tests in %s", (environment) => {
    const report = join(app, `vitest-${environment}.json`);
    const run = project.attempt(
      'npx',
      [
        '--no-install',
        'vitest',
        'run',
        `--environment=${environment}`,
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      { cwd: app },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    // React's act warnings ("not configured to support act", "not wrapped in act") would print here.
    expect(output).not.toMatch(/\bact\(/);
    const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    // Every test of src/sponsorship-panel.test.tsx and the guide's dashboard.test.tsx ran and passed.
    expect(
      { total: result.numTotalTests, passed: result.numPassedTests, failed: result.numFailedTests },
      output,
    ).toEqual({ total: 5, passed: 5, failed: 0 });
  });
});

describe('a CommonJS host unit test with @podspot/js/testing and @podspot/react (Jest, jsdom)', () => {
  it("passes the host's own tests, every package loaded through require()", () => {
    const project = freshProject(REACT_19.label, REACT_19);
    const app = project.copyApp('jest-host');
    const report = join(app, 'jest.json');
    const run = project.attempt('npx', ['--no-install', 'jest', '--ci', '--json', `--outputFile=${report}`], {
      cwd: app,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).not.toMatch(/\bact\(/);
    const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    expect(
      { total: result.numTotalTests, passed: result.numPassedTests, failed: result.numFailedTests },
      output,
    ).toEqual({ total: 4, passed: 4, failed: 0 });
  });
});
