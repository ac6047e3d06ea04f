// `npm test`: lint (ESLint + Prettier check), type check (the code, then the build and pack scripts), the contract's
// lint (Redocly), the class-rename check, build, size report, npm run pack, then every vitest project (unit, widgets
// under React and Preact, server, end-to-end in real Chromium, the npm packages in fresh consumer projects). Ends with
// one line "N passed, N failed" that totals all of it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${label}`);
  return ok;
}

step('lint (eslint + prettier --check)', 'npm', ['run', '--silent', 'lint']);
step('type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
// The build, pack and test scripts are JavaScript checked from their JSDoc (tsconfig.scripts.json), as `npm run typecheck`.
step('type check of the scripts (tsc --noEmit -p tsconfig.scripts.json)', bin('tsc'), [
  '--noEmit',
  '-p',
  'tsconfig.scripts.json',
]);
// The contract's own lint (redocly.yaml says which rules are off and why); no telemetry or update check: CI is offline.
process.env.REDOCLY_TELEMETRY = 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE = 'true';
step('contract lint (redocly lint server-mock/openapi.yaml)', bin('redocly'), [
  'lint',
  '--format=stylish',
  'server-mock/openapi.yaml',
]);
// The component tests again on a copy with every CSS class renamed: none may depend on a class (docs/testing.md).
step('class rename (component tests on a copy with every class renamed)', process.execPath, [
  'scripts/class-rename.mjs',
]);
const built = step('build (rollup: SDK, console)', bin('rollup'), ['-c', '--silent']);
if (built) step('size report (dist/size.json)', process.execPath, ['scripts/size.mjs', '--quiet']);
const packed = built && step('npm packages (npm run pack → dist/packages)', process.execPath, ['scripts/pack.mjs']);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
rmSync(report, { force: true });
const unitProjects = ['core', 'server', 'widgets-react', 'widgets-preact'];
const projects = (built ? [...unitProjects, 'e2e', ...(packed ? ['packages'] : [])] : unitProjects).flatMap((p) => [
  '--project',
  p,
]);
if (!built) console.log('\nThe build failed: the end-to-end tests cannot run and count as failed.');
if (built && !packed) console.log('\nnpm run pack failed: the package tests cannot run and count as failed.');
console.log('\n▶ vitest (unit, widgets, server, end-to-end, package consumers)');
spawnSync(bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${report}`], {
  stdio: 'inherit',
  env: process.env,
});

if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that fails to load (syntax error, failing hook) has no failed test of its own: count it.
  failed += result.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'),
  ).length;
  if (result.numTotalTests === 0) failed += 1;
} else {
  console.log('vitest wrote no report: counted as one failure.');
  failed += 1;
}
if (!built || !packed) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
