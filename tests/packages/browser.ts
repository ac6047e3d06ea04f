import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/find-chromium.ts';

export const launchChromium = async (): Promise<Browser> =>
  chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS, headless: true });

/**
 * Counts `Podspot.init` calls: when the loader script has run (a load event, seen in the capture phase before the
 * script's own `onload`), its `init` is wrapped. Nothing else on the page changes, so `'Podspot' in window` stays
 * false until the loader really ran.
 */
const COUNT_INITS = () => {
  const counter = { inits: 0 };
  Object.assign(window, { __podspotCount: counter });
  document.addEventListener(
    'load',
    (event) => {
      const global = (window as { Podspot?: { init(...args: unknown[]): unknown } }).Podspot;
      if (!(event.target instanceof HTMLScriptElement) || !global || (global.init as { counted?: boolean }).counted)
        return;
      const init = global.init;
      const counted = Object.assign(
        function (this: unknown, ...args: unknown[]) {
          counter.inits += 1;
          return init.apply(this, args);
        },
        { counted: true },
      );
      global.init = counted;
    },
    true,
  );
};

/** What a page logged that a consumer would see in the console: errors, warnings and uncaught exceptions. */
export type Complaints = string[];

/** A page in a fresh context, counting `Podspot.init` and collecting console errors and warnings. */
export async function openCountingPage(browser: Browser): Promise<{ page: Page; complaints: Complaints }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(COUNT_INITS);
  const page = await context.newPage();
  const complaints: Complaints = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      complaints.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => complaints.push(`uncaught: ${String(e)}`));
  return { page, complaints };
}

export const initCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __podspotCount: { inits: number } }).__podspotCount.inits);

/** What is left of Podspot in the page's DOM: shadow hosts, `podspot-*` elements, wrapper elements. */
export const podspotLeftovers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.shadowRoot || el.localName.startsWith('podspot-') || el.matches('[data-podspot-widget]'))
      .map((el) => el.outerHTML.slice(0, 120)),
  );

/** The `<script>` elements whose URL is the loader's. */
export const loaderScripts = (page: Page) =>
  page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => /\/podspot\.js(\?|$)/.test(src)));

/** Each widget waits for what shows its API data (inside its shadow root; Playwright's CSS pierces it). */
export async function waitForWidgets(page: Page, ids: { earnings?: string; inbox?: string; golive?: string }) {
  const waits: Promise<void>[] = [];
  if (ids.earnings) waits.push(page.locator(`#${ids.earnings} [data-testid="total-earnings"]`).waitFor());
  if (ids.inbox) waits.push(page.locator(`#${ids.inbox} li[data-opportunity-id]`).first().waitFor());
  if (ids.golive) waits.push(page.locator(`#${ids.golive} :is(.ps-golive-row, .ps-golive-empty)`).first().waitFor());
  await Promise.all(waits);
}
