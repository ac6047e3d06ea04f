import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIZE_LATEST } from '../../scripts/docs-figures.mjs';
import { sizeFigures } from '../../scripts/docs-figures/figures.mjs';

// The docs' sizes (docs/size-latest.json, written into README.md and docs/performance.md) are the build's: a change
// that moves a widget's bytes fails here until `npm run docs:figures` writes them again. dist/size.json is written by
// `npm run size` (npm test runs it after the build; tests/e2e/size-budgets.test.ts refuses a stale one).
describe('the sizes the docs show', () => {
  it('are those of the current build', () => {
    expect(existsSync('dist/size.json'), 'dist/size.json is missing: run `npm run build && npm run size`').toBe(true);
    const built = sizeFigures(JSON.parse(readFileSync('dist/size.json', 'utf8')));
    const kept = JSON.parse(readFileSync(SIZE_LATEST, 'utf8'));
    expect(kept, `${SIZE_LATEST} differs from dist/size.json: run \`npm run docs:figures\``).toEqual(built);
  });
});
