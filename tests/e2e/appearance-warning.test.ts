import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/**
 * `colorWarning` (sdk/docs/appearance.md): unset, the warning text and its tint are exactly the console's old pending
 * badge colours in light and dark; set, the tint follows it (15 % over the background). In Chromium, because the tint
 * relies on a custom property holding a `var()` of an unset property being invalid, so that its fallback applies.
 */
const b = useBrowser();
const BASE_CSS = readFileSync('sdk/ui/base.css', 'utf8');

describe('colorWarning', () => {
  it.each([
    ['light', '', 'rgb(138, 90, 0)', 'rgb(255, 241, 214)'],
    ['dark', '', 'rgb(245, 194, 107)', 'rgb(58, 48, 36)'],
    // 15 % of the warning over #ffffff: 0.15 × 180/255 + 0.85 = 0.9559, …
    ['light', '--podspot-color-warning: #b45309', 'rgb(180, 83, 9)', 'color(srgb 0.9558 0.8988 0.8552)'],
    // 15 % of white over the dark background #1c1a24: 0.15 + 0.85 × 28/255 = 0.2433, …
    ['dark', '--podspot-color-warning: #ffffff', 'rgb(255, 255, 255)', 'color(srgb 0.2433 0.2366 0.27)'],
  ])('%s scheme, %j', async (scheme, host, text, tint) => {
    const { page, context } = await b.open();
    await page.setContent(
      `<style>${BASE_CSS}</style><div class="ps-root" data-scheme="${scheme}" style="${host}">` +
        '<span id="badge" style="color: var(--ps-warning); background: var(--ps-warning-tint)">Pending</span></div>',
    );
    const seen = await page
      .locator('#badge')
      .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(seen[0]).toBe(text);
    expect(seen[1].replace(/(\d\.\d{4})\d+/g, '$1')).toBe(tint);
    await context.close();
  });
});
