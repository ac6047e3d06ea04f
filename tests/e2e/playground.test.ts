import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/** The examples' appearance playground: a control changes the mounted widget live and rewrites the code to copy. */
const b = useBrowser();

describe('the appearance playground', () => {
  it('applies a token without a remount, and writes it into all four snippets', async () => {
    const { page, context, errors } = await b.open({ width: 1280, height: 900 });
    await page.goto(`${b.examplesUrl}/playground?widget=earnings-card`);
    const root = page.locator('#widget .ps-root');
    await root.locator('.ps-earnings').waitFor();
    await root.evaluate((el) => el.setAttribute('data-test-mark', 'before'));
    await page.locator('input[name="colorPrimary"]').fill('#f97316');
    await page.locator('input[name="colorPrimary"]').press('Enter');
    await page.locator('select[name="frame"]').selectOption('none');
    await expect
      .poll(() => root.evaluate((el) => getComputedStyle(el).getPropertyValue('--ps-primary').trim()))
      .toBe('#f97316');
    expect(await root.getAttribute('data-frame')).toBe('none');
    // The same root element: updated in place, not remounted.
    expect(await root.getAttribute('data-test-mark')).toBe('before');
    const code = await page.locator('#code pre').allTextContents();
    expect(code).toHaveLength(4);
    for (const snippet of code) expect(snippet).toMatch(/colorPrimary: "#f97316",\s+frame: "none"/);
    expect(page.url()).toContain(encodeURIComponent('"colorPrimary":"#f97316"'));
    await page.locator('#width-control').fill('320');
    expect(await page.locator('#widget').evaluate((el) => el.getBoundingClientRect().width)).toBe(320);
    expect(errors).toEqual([]);
    await context.close();
  });
});
