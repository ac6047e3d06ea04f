import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Committed baselines; `npm run test:visual:update` rewrites them (VISUAL_UPDATE=1). */
export const BASELINE_DIR = 'tests/visual/baselines';
/** Where a failing comparison writes the actual image and the diff. */
export const DIFF_DIR = 'test-results/visual';
export const UPDATING = process.env.VISUAL_UPDATE === '1';
/** pixelmatch's per-pixel colour threshold (0–1), and how many differing pixels a screenshot may have. */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;

const FONT_ROUTE = '/__visual-test/fonts/';
/** The bundled test font, served on every origin of the context (the page loads it through `appearance.fonts`). */
export async function serveTestFonts(context: BrowserContext) {
  await context.route(`**${FONT_ROUTE}*`, (route) =>
    route.fulfill({
      path: `tests/visual/fonts/${new URL(route.request().url()).pathname.split('/').pop()}`,
      contentType: 'font/ttf',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
}
/** The appearance tokens that make every screenshot use the bundled font. */
export const testFont = (origin: string) => ({
  fontFamily: 'PodspotTest',
  fonts: [
    { family: 'PodspotTest', src: `url(${origin}${FONT_ROUTE}LiberationSans-Regular.ttf)`, weight: '400' },
    { family: 'PodspotTest', src: `url(${origin}${FONT_ROUTE}LiberationSans-Bold.ttf)`, weight: '700' },
  ],
});

/** Waits for the test font to have loaded and the page to be still. */
export async function settleForScreenshot(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let i = 0; i < 50 && !document.fonts.check('700 14px PodspotTest'); i++)
      await new Promise((r) => setTimeout(r, 50));
  });
  await page.waitForLoadState('networkidle');
  // A cover shown by a new width (the spend table hides them at 280 px) is asked for when its observer fires, which
  // can be after network idle on a busy machine: wait until no drawn artwork is pending and every drawn image has
  // arrived (Chromium does not load a hidden one).
  // A cover scrolled out of a box that scrolls (the inbox's list) is not drawn either: it loads when scrolled to.
  await page.waitForFunction(() => {
    const roots = [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (!/auto|scroll/.test(getComputedStyle(p).overflowY)) continue;
        const box = p.getBoundingClientRect();
        if (r.bottom <= box.top || r.top >= box.bottom) return false;
      }
      return true;
    };
    const drawn = (root: ShadowRoot, selector: string) =>
      [...root.querySelectorAll(selector)].filter((el) => el.getClientRects().length > 0 && inView(el));
    return roots.every(
      (root) =>
        drawn(root, '[data-pending]').length === 0 &&
        drawn(root, 'img').every((img) => (img as HTMLImageElement).complete),
    );
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Compares `target`'s screenshot with its baseline: null when within the tolerance, else what differs (and the actual
 * image and diff are written to test-results/visual/). Under VISUAL_UPDATE=1 it writes the baseline instead.
 */
export async function compareScreenshot(target: Locator, name: string): Promise<string | null> {
  const actual = await target.screenshot({ animations: 'disabled', caret: 'hide' });
  const baselinePath = `${BASELINE_DIR}/${name}.png`;
  const write = (path: string, data: Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  };
  if (UPDATING) {
    write(baselinePath, actual);
    return null;
  }
  if (!existsSync(baselinePath)) {
    write(`${DIFF_DIR}/${name}.actual.png`, actual);
    return `${name}: no baseline (run \`npm run test:visual:update\` and judge the image)`;
  }
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(readFileSync(baselinePath));
  if (a.width !== b.width || a.height !== b.height) {
    write(`${DIFF_DIR}/${name}.actual.png`, actual);
    return `${name}: ${a.width}×${a.height}, baseline ${b.width}×${b.height}`;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  if (count <= MAX_DIFF_RATIO * a.width * a.height) return null;
  write(`${DIFF_DIR}/${name}.actual.png`, actual);
  write(`${DIFF_DIR}/${name}.diff.png`, PNG.sync.write(diff));
  return `${name}: ${count} pixels differ (diff in ${DIFF_DIR}/${name}.diff.png)`;
}
