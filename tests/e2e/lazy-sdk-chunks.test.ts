import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

/**
 * What an English page with the first four appearance options does not download (docs/decisions/0029): the message
 * parser's chunk and the full appearance check; a token beyond the four loads the check and applies, without a
 * remount. The examples' earnings page passes `colorPrimary` and `radius`.
 */
const b = useBrowser();
const LAZY = /\/chunks\/(theme-full|catalogue-fetch)-[\w-]+\.js$/;

describe('lazy SDK chunks', () => {
  it('an English page with the first four options downloads neither; another token loads the check once', async () => {
    const { page, context } = await b.open(DESKTOP);
    const lazy: string[] = [];
    page.on('request', (request) => {
      const name = LAZY.exec(new URL(request.url()).pathname)?.[1];
      if (name) lazy.push(name);
    });
    await page.goto(`${b.examplesUrl}/earnings-test.html?locale=en-GB`);
    await page.locator('#earnings [data-testid="total-earnings"]').waitFor();
    expect(lazy).toEqual([]);

    const card = await page.locator('#earnings .ps-root').elementHandle();
    await page.evaluate(() =>
      (0, eval)('podspot').update({ appearance: { colorBackground: '#111827', frame: 'none' } }),
    );
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('#earnings')!).getPropertyValue('--podspot-color-background') ===
        '#111827',
    );
    expect(lazy).toEqual(['theme-full']);
    await page.evaluate(() => (0, eval)('podspot').update({ appearance: { colorBorder: '#334155' } }));
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('#earnings')!).getPropertyValue('--podspot-color-border') === '#334155',
    );
    expect(lazy).toEqual(['theme-full']);
    expect(await page.locator('#earnings .ps-root').getAttribute('data-frame')).toBe('none');
    // The same root: applied in place, not remounted.
    expect(await card!.evaluate((el) => el.isConnected)).toBe(true);
    await context.close();
  });
});
