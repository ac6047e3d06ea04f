// `npm run docs:figures`: the figures of README.md's performance table and docs/performance.md, written from the last
// `npm run size` (dist/size.json) and `npm run bench` (dist/bench.json, when it ran the SDK and scale parts). What it
// took from them is kept in docs/size-latest.json and docs/bench-latest.json; `--check` writes nothing and exits 1
// when a doc differs from what would be written (tests/lint/docs-figures.test.ts runs the same check).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { benchFigures, sizeFigures } from './docs-figures/figures.mjs';
import { figureBlocks, replaceBlock } from './docs-figures/render.mjs';

export const SIZE_LATEST = 'docs/size-latest.json';
export const BENCH_LATEST = 'docs/bench-latest.json';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Each doc with figures and the text it should have, from the kept figures. */
export function expectedDocs() {
  const blocks = figureBlocks(readJson(SIZE_LATEST), readJson(BENCH_LATEST));
  return Object.entries(blocks).map(([file, byName]) => {
    const now = readFileSync(file, 'utf8');
    const expected = Object.entries(byName).reduce(
      (text, [block, content]) => replaceBlock(text, block, content, file),
      now,
    );
    return { file, now, expected };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  if (!check) {
    if (!existsSync('dist/size.json')) {
      console.error('dist/size.json is missing: run `npm run build && npm run size` first.');
      process.exit(1);
    }
    writeFileSync(SIZE_LATEST, json(sizeFigures(readJson('dist/size.json'))));
    const bench = existsSync('dist/bench.json')
      ? benchFigures(readJson('dist/bench.json'), statSync('dist/bench.json').mtime.toISOString().slice(0, 10))
      : null;
    if (bench) writeFileSync(BENCH_LATEST, json(bench));
    else console.log(`No bench with the SDK and scale parts in dist/bench.json: ${BENCH_LATEST} kept.`);
  }
  const stale = expectedDocs().filter((d) => d.now !== d.expected);
  if (check) {
    for (const d of stale) console.error(`${d.file}: its figures differ from ${SIZE_LATEST} and ${BENCH_LATEST}.`);
    if (stale.length) console.error('Run `npm run docs:figures`.');
    process.exit(stale.length ? 1 : 0);
  }
  for (const d of stale) writeFileSync(d.file, d.expected);
  console.log(`Figures written to ${stale.map((d) => d.file).join(', ') || 'no file (all were current)'}.`);
}
