import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/**
 * `appearance.fonts` under the examples' strict Content-Security-Policy (examples/server.ts, `strictCsp`): a stylesheet
 * (`{ cssSrc }`) and a font face (`{ family, src }`) on the page's own origin load with nothing added to the policy,
 * and the widget draws with them; a stylesheet from an origin the policy does not list is blocked by the browser and
 * the widget says so in one console line (sdk/docs/appearance.md#fonts).
 */
const b = useBrowser();
const FONT_PATH = '/__fonts-csp-test/';

/** The bundled test fonts and a stylesheet of `@font-face` rules for them, served on every origin of the context. */
async function serveFonts(context: BrowserContext) {
  await context.route(`**${FONT_PATH}*`, (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (file === 'fonts.css')
      return route.fulfill({
        contentType: 'text/css',
        body: `@font-face { font-family: CspSheet; font-weight: 700; src: url(${FONT_PATH}LiberationSans-Bold.ttf); }`,
        headers: { 'access-control-allow-origin': '*' },
      });
    return route.fulfill({
      path: `tests/visual/fonts/${file}`,
      contentType: 'font/ttf',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}

/** A second instance on the strict-CSP page, with `fonts`, mounting the earnings card into a new slot. */
const mountWithFonts = (page: Page, fonts: object[], fontFamily: string) =>
  page.evaluate(
    ({ fonts, fontFamily }) => {
      const w = window as unknown as {
        castwave: { podspotOrigin: string; fetchToken(): Promise<string> };
        Podspot: { init(o: object): { mount(w: string, t: string, p: object): void } };
      };
      const slot = Object.assign(document.createElement('div'), { id: 'font-probe' });
      document.body.append(slot);
      const podspot = w.Podspot.init({
        apiBase: `${w.castwave.podspotOrigin}/api`,
        fetchToken: w.castwave.fetchToken,
        appearance: { fonts, fontFamily },
        locale: 'en-US',
      });
      podspot.mount('earnings-card', '#font-probe', { preset: 'last_30_days' });
    },
    { fonts, fontFamily },
  );

/** Each font face of the document by family: its status once every load has settled. */
const faceStatus = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return Object.fromEntries([...document.fonts].map((f) => [`${f.family.replace(/"/g, '')} ${f.weight}`, f.status]));
  });

describe('appearance.fonts under the strict CSP of the examples', () => {
  it('a same-origin stylesheet and font face load with no violation, and the widget uses them', async () => {
    const { page, context } = await b.open();
    await serveFonts(context);
    await page.goto(`${b.examplesUrl}/strict-csp.html`);
    await page.waitForFunction(() => 'Podspot' in window && 'castwave' in window);
    const fonts = [
      { cssSrc: `${FONT_PATH}fonts.css` },
      { family: 'CspFace', src: `url(${FONT_PATH}LiberationSans-Regular.ttf)`, weight: '400' },
    ];
    await mountWithFonts(page, fonts, 'CspFace, CspSheet, monospace');
    await page.locator('#font-probe .ps-root').first().waitFor();
    await expect.poll(() => faceStatus(page)).toMatchObject({ 'CspFace 400': 'loaded' });
    // The stylesheet's face loads when text asks for it: bold text in the widget, not drawn by CspFace (400 only).
    await page.evaluate(() => document.fonts.load('700 14px CspSheet'));
    await expect.poll(() => faceStatus(page)).toMatchObject({ 'CspSheet 700': 'loaded', 'CspFace 400': 'loaded' });
    const family = await page
      .locator('#font-probe .ps-root')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toBe('CspFace, CspSheet, monospace');
    expect(await page.locator('#csp-status').textContent()).toBe('No CSP violation reported.');
    await context.close();
  });

  it('a stylesheet from an origin style-src does not list is blocked, and the widget says so once', async () => {
    const { page, context } = await b.open();
    await serveFonts(context);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${b.examplesUrl}/strict-csp.html`);
    await page.waitForFunction(() => 'Podspot' in window && 'castwave' in window);
    // The Podspot origin is in the policy's script-src and connect-src, not in style-src.
    const cssSrc = `${b.consoleUrl}${FONT_PATH}fonts.css`;
    await mountWithFonts(page, [{ cssSrc }], 'CspSheet, sans-serif');
    await page.locator('#font-probe .ps-root').first().waitFor();
    await expect
      .poll(() => page.locator('#csp-violations li').allTextContents())
      .toEqual([expect.stringMatching(new RegExp(`^style-src-elem blocked ${cssSrc.replace(/[.?]/g, '\\$&')} in `))]);
    await expect
      .poll(() => warnings.filter((w) => w.startsWith('[Podspot] appearance.fonts')))
      .toEqual([
        `[Podspot] appearance.fonts: ${JSON.stringify({ cssSrc })} could not be loaded; the next font of fontFamily is used.`,
      ]);
    await context.close();
  });
});
