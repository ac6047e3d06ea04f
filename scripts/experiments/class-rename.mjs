// The component tests must not depend on the widgets' CSS class names (docs/architecture.md#tests). This experiment
// copies sdk/, console/ and the test setup into a temporary folder, renames every `ps-…` class (and id) in the source
// (`ps-x` → `zz-x`; the `*.test.tsx` files untouched, the helpers under `test/` renamed with the source, since
// `sdk/test/render-widget.tsx` mirrors the mount's `ps-root`) and runs the component tests there under React and Preact:
//   node scripts/experiments/class-rename.mjs [test files…]
// It takes a few minutes on 2 cores, so it is not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'class-rename-'));
for (const part of ['sdk', 'console', 'tests/unit', 'types', 'vitest.config.ts', 'tsconfig.json', 'package.json'])
  cpSync(join(root, part), join(copy, part), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

// A class or id starts a token: not after a letter, digit, `-` or `_` (so `apps-x` or `--ps-x` stay).
const CLASS = /(?<![\w-])ps-(?=[a-z])/g;
let files = 0;
let renamed = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      const text = readFileSync(path, 'utf8');
      const count = text.match(CLASS)?.length ?? 0;
      if (count === 0) continue;
      writeFileSync(path, text.replace(CLASS, 'zz-'));
      files += 1;
      renamed += count;
    }
  }
}
walk(join(copy, 'sdk'));
walk(join(copy, 'console'));
console.log(`Renamed ${renamed} "ps-" names in ${files} source files (${copy}).`);

const only = process.argv.slice(2);
const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'widgets-react', '--project', 'widgets-preact', ...only],
  { cwd: copy, stdio: 'inherit' },
);
rmSync(copy, { recursive: true, force: true });
process.exit(run.status ?? 1);
