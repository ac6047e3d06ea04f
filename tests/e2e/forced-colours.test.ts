import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

/**
 * Forced colours (Windows High Contrast) drop fills and box-shadows: a primary button keeps a visible border in the
 * system's colour, so it still reads as a button (sdk/ui/base.css).
 */
const b = useBrowser();

describe('forced colours', () => {
  it('a primary button keeps a visible border', async () => {
    const { page, context, errors } = await b.open(DESKTOP);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${b.examplesUrl}/layout-test.html?widget=golive&width=480&user=publisher%40podspot.test`);
    await page.waitForSelector('body[data-ready]');
    const button = page.locator('#slot .ps-golive-row__action').first();
    const edge = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return { width: parseFloat(s.borderTopWidth), style: s.borderTopStyle, colour: s.borderTopColor };
    });
    expect(edge.width).toBeGreaterThanOrEqual(1);
    expect(edge.style).toBe('solid');
    expect(edge.colour).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
