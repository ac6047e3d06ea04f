import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshProject } from './fresh-project.ts';
import { REACT_19 } from './projects.ts';

type VitestReport = { numTotalTests: number; numPassedTests: number; numFailedTests: number };

describe('a host unit test with @podspot/js/testing (vitest + jsdom)', () => {
  it("type-checks and passes the host's own tests of a component that uses the React wrapper", () => {
    const project = freshProject(REACT_19.label, REACT_19);
    console.log(`${REACT_19.label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    const app = project.copyApp('host-unit-test');
    project.run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], { cwd: app });
    const run = project.attempt(
      'npx',
      ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=vitest-report.json'],
      { cwd: app },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    const report = JSON.parse(readFileSync(join(app, 'vitest-report.json'), 'utf8')) as VitestReport;
    // Every test of src/sponsorship-panel.test.tsx ran and passed: none was skipped or lost.
    expect(
      { total: report.numTotalTests, passed: report.numPassedTests, failed: report.numFailedTests },
      output,
    ).toEqual({ total: 4, passed: 4, failed: 0 });
  });
});
