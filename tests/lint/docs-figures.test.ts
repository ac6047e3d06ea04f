import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_LATEST, expectedDocs, SIZE_LATEST } from '../../scripts/docs-figures.mjs';
import type { BenchFigures, SizeFigures } from '../../scripts/docs-figures/figures.mjs';
import { goalTable, replaceBlock, widgetTable } from '../../scripts/docs-figures/render.mjs';

const size: SizeFigures = JSON.parse(readFileSync(SIZE_LATEST, 'utf8'));
const bench: BenchFigures = JSON.parse(readFileSync(BENCH_LATEST, 'utf8'));

// The figures of README.md and docs/performance.md are written by `npm run docs:figures`; a hand edit, or new figures
// without the docs written again, fails here (tests/e2e/docs-figures.test.ts ties the kept sizes to the build).
describe('the docs show the kept figures', () => {
  it.each(expectedDocs().map((d) => [d.file, d] as const))('%s', (file, { now, expected }) => {
    expect(now, `${file}: run \`npm run docs:figures\``).toBe(expected);
  });
});

describe('the figures written', () => {
  const START = '<!-- figures:x:start (npm run docs:figures) -->';
  const END = '<!-- figures:x:end (npm run docs:figures) -->';
  it('replace only what is between a block’s markers, and say where the markers are missing', () => {
    expect(replaceBlock(`a\n${START}\nold\n${END}\nb`, 'x', 'new', 'f.md')).toBe(`a\n${START}\n\nnew\n\n${END}\nb`);
    expect(() => replaceBlock('no markers', 'x', 'new', 'f.md')).toThrow(/f\.md has no block "x"/);
  });

  it('give each widget its bytes against its budget and target, and its React ratio', () => {
    const widget = { widget: 'spend-table', hostDownloadGzip: 28492, budgetGzip: 28608, targetGzip: 29064 };
    const table = widgetTable({ ...size, widgets: [{ ...widget, reactTwinGzip: 89349 }] });
    expect(table.split('\n')[2]).toBe('| `spend-table` | 28,492 B | 28,608 B | 29,064 B | 89,349 B | 3.14× |');
  });

  it('give ranges over the widgets and pages, and count the pages within the time ratio', () => {
    const pages = [
      { page: 'a', timeRatio: 0.95, bytesRatio: 1 },
      { page: 'b', timeRatio: 1.27, bytesRatio: 1.1 },
    ];
    const table = goalTable(size, { ...bench, scale: { runs: 3, pages } }, '#w');
    expect(table).toContain('| 0.95–1.27×; 1 of 2 pages within 1.2× |');
    expect(table).toContain('| 1.00–1.10× |');
    expect(table).toContain(`(${size.loaderGzip.toLocaleString('en-US')} B)`);
  });
});
