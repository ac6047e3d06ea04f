// The component tests must not depend on CSS class names (docs/testing.md#queries-in-component-tests). This copies
// sdk/, console/ and the test setup into a new temporary folder, renames every class of the CSS and of the TS/TSX
// source (scripts/class-rename/rename.mjs; the `*.test.ts(x)` files untouched, the helpers beside them renamed with the
// source they mirror) and runs the component tests there once, under React (the class names are the same under
// Preact). `npm test` runs it; by hand: node scripts/class-rename.mjs [test files…]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PREFIX, renameSource, renameStyles } from './class-rename/rename.mjs';

const root = resolve(import.meta.dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'class-rename-'));
const started = performance.now();
try {
  const parts = ['sdk', 'console', 'tests/unit', 'types', 'scripts/rollup', 'scripts/class-rename'];
  for (const part of [...parts, 'vitest.config.ts', 'tsconfig.json'])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  // The probe beside the widget tests' setup: it fails a test whose markup got a class the rename did not see.
  const config = readFileSync(join(copy, 'vitest.config.ts'), 'utf8');
  const setup = "const widgetSetup = ['tests/unit/intersection-observer.ts'";
  if (!config.includes(setup)) throw new Error(`vitest.config.ts has no "${setup}": update scripts/class-rename.mjs.`);
  writeFileSync(join(copy, 'vitest.config.ts'), config.replace(setup, `${setup}, 'scripts/class-rename/probe.ts'`));
  writeFileSync(join(copy, 'package.json'), readFileSync(join(root, 'package.json')));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

  /**
   * The component test files that can read a class at all: through a selector, `class`/`className`/`classList`, the
   * `selector` option of a Testing Library query, or markup compared as text. Testing Library's queries by role,
   * label and text never match a class, so the other files hold under any renaming (their helpers are renamed with
   * the source above); leaving them out halves the run.
   */
  const testsThatCanReadClasses = () => {
    const reads =
      /querySelector|getElementsByClassName|\.closest\(|\.matches\(|classList|className|\bselector:|innerHTML|outerHTML|Snapshot/;
    const found = [];
    const look = (dir) => {
      for (const name of readdirSync(join(copy, dir))) {
        const path = join(dir, name);
        if (statSync(join(copy, path)).isDirectory()) look(path);
        else if (name.endsWith('.test.tsx') && reads.test(readFileSync(join(copy, path), 'utf8'))) found.push(path);
      }
    };
    look('sdk');
    look('console');
    return found;
  };

  let files = 0;
  let values = 0;
  /** The classes the test files name themselves (the probe lets them through). */
  const testClasses = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(name)) {
        const { code } = renameSource(readFileSync(path, 'utf8'));
        // Their class contexts only: a `.zz-x` of a selector names a class of the source.
        for (const [token] of code.matchAll(/(?<![\w.-])zz-[\w-]+/g)) testClasses.add(token.slice(PREFIX.length));
      } else if (name.endsWith('.css') || /\.tsx?$/.test(name)) {
        const text = readFileSync(path, 'utf8');
        const renamed = name.endsWith('.css') ? { code: renameStyles(text), count: 1 } : renameSource(text);
        if (renamed.code === text) continue;
        writeFileSync(path, renamed.code);
        files += 1;
        values += renamed.count;
      }
    }
  };
  walk(join(copy, 'sdk'));
  walk(join(copy, 'console'));
  console.log(`Renamed the classes of ${values} values in ${files} files of sdk/ and console/ (${copy}).`);

  const asked = process.argv.slice(2);
  const run = spawnSync(
    join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'widgets-react', ...(asked.length ? asked : testsThatCanReadClasses())],
    {
      cwd: copy,
      stdio: 'inherit',
      env: { ...process.env, CLASS_RENAME_TEST_CLASSES: JSON.stringify([...testClasses]) },
    },
  );
  console.log(`Class-rename run: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
