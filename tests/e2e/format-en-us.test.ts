import { build } from 'esbuild';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { anyDouble, EN_US_EDGES, EN_US_STYLES, tieAmount } from '@sdk/test/en-us-figures.ts';
import { useBrowser } from './browser.ts';

/**
 * sdk/core/format-en-us.ts against Chromium's own Intl (the ICU build the widgets meet in browsers, not Node's): the
 * figures written by hand must be the ones Intl would have written. No server state is used.
 */
const b = useBrowser();
let bundle = '';
beforeAll(async () => {
  const result = await build({
    entryPoints: ['sdk/core/format-en-us.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'formatEnUsModule',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0].text;
}, 60_000);

const SEED = 20_260_123;
const values = [
  ...EN_US_EDGES,
  ...fc.sample(anyDouble, { numRuns: 2000, seed: SEED }),
  ...fc.sample(tieAmount, { numRuns: 2000, seed: SEED + 1 }),
  ...fc.sample(tieAmount, { numRuns: 500, seed: SEED + 2 }).map((n) => -Math.abs(n)),
  ...fc.sample(fc.double({ min: -1e-3, max: 1e-3 }), { numRuns: 500, seed: SEED + 3 }),
];

describe("en-US figures in Chromium, against the browser's Intl", () => {
  it(`writes ${values.length} values in every style exactly as Intl.NumberFormat('en-US') does`, async () => {
    const { page, context, errors } = await b.open();
    await page.addScriptTag({ content: bundle });
    const result = await page.evaluate(
      ({ styles, values }) => {
        type Module = { formatEnUs(n: number, digits: 0 | 2, symbol: '$' | ''): string | null };
        const { formatEnUs } = (window as unknown as { formatEnUsModule: Module }).formatEnUsModule;
        const differences: string[] = [];
        let written = 0;
        for (const style of styles) {
          const intl = new Intl.NumberFormat('en-US', style.intl);
          for (const n of values) {
            const figure = formatEnUs(n, style.digits, style.symbol);
            if (figure === null) continue; // left to Intl: nothing to compare
            written += 1;
            if (figure !== intl.format(n)) differences.push(`${style.name} ${n}: ${figure} ≠ ${intl.format(n)}`);
          }
        }
        return { differences, written, negativeZero: values.some((n) => Object.is(n, -0)) };
      },
      { styles: EN_US_STYLES, values },
    );
    expect(result.negativeZero, '-0 reached the page').toBe(true);
    const byHand = values.filter((n) => Number.isFinite(n) && Math.abs(n) < 1e15).length;
    expect(result.written, 'every value below 1e15 written by hand').toBe(EN_US_STYLES.length * byHand);
    expect(result.differences.slice(0, 20)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
