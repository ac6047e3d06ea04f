import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * @guidepup/virtual-screen-reader in the page: what a screen reader announces, read from the accessibility tree of a
 * widget's shadow root (or the page), as the user moves by keyboard or the reader's own next/previous.
 */
const ROUTE = '/__a11y-test/virtual-screen-reader.js';
/** The package's browser build (ESM, its dependencies bundled in). */
const ENTRY = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
let bundle: Promise<string> | null = null;
/** Its browser build as one classic script (`window.acrScreenReader.Virtual`), bundled once per test file. */
const script = () =>
  (bundle ??= build({
    stdin: { contents: `export { Virtual } from ${JSON.stringify(ENTRY)};`, resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    globalName: 'acrScreenReader',
    write: false,
    minify: true,
  }).then((out) => out.outputFiles[0].text));

/** Answers ROUTE on every origin of the context: the console's CSP (`script-src 'self'`) refuses inline scripts. */
export async function serveReader(context: BrowserContext) {
  const body = await script();
  await context.route(`**${ROUTE}`, (route) => route.fulfill({ body, contentType: 'text/javascript' }));
}

type Reader = {
  start(o: object): Promise<void>;
  next(): Promise<void>;
  spokenPhraseLog(): Promise<string[]>;
  clearSpokenPhraseLog(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts the reader on `container` (a shadow host's first element, `#host >>> .card`, or a page selector) and returns
 * what drives it. The log holds every phrase since the start: what the reader's cursor read, what focus moves
 * announced, and what live regions said.
 */
export async function startReader(page: Page, host: string | null, inner: string) {
  if (!(await page.evaluate(() => 'acrScreenReader' in window)))
    await page.addScriptTag({ url: new URL(ROUTE, page.url()).href });
  await page.evaluate(
    async ([h, s]) => {
      const root = h ? document.querySelector(h)!.shadowRoot! : document;
      const container = root.querySelector(s)!;
      const w = window as unknown as { acrScreenReader: { Virtual: new () => Reader }; acrReader: Reader };
      w.acrReader = new w.acrScreenReader.Virtual();
      await w.acrReader.start({ container, displayCursor: false });
      // An element inserted with role="alert" makes the browser fire an alert event, which screen readers announce;
      // the virtual reader hears only changes inside a live region that was already there, so these are added here.
      const alerts: { at: number; text: string }[] = [];
      Object.assign(window, { acrAlerts: alerts });
      new MutationObserver((records) => {
        for (const added of records.flatMap((r) => [...r.addedNodes]))
          if (added instanceof Element)
            for (const alert of [added, ...added.querySelectorAll('[role="alert"]')].filter((e) =>
              e.matches('[role="alert"]'),
            ))
              void w.acrReader
                .spokenPhraseLog()
                .then((log) => alerts.push({ at: log.length, text: `alert: ${alert.textContent!.trim()}` }));
      }).observe(container, { childList: true, subtree: true });
    },
    [host, inner] as const,
  );
  const call = <T>(fn: (r: Reader) => Promise<T>) =>
    page.evaluate(`(${fn.toString()})(window.acrReader)`) as Promise<T>;
  return {
    /** Moves the reader's cursor `times` items on, as a user swiping or pressing the reader's next key. */
    async next(times = 1) {
      for (let i = 0; i < times; i++) await call((r) => r.next());
    },
    /** Every phrase since the start (or the last `clear`), inserted alerts at the place they came. */
    async log() {
      const phrases = await call((r) => r.spokenPhraseLog());
      const alerts = await page.evaluate(
        () => (window as unknown as { acrAlerts: { at: number; text: string }[] }).acrAlerts,
      );
      const merged = [...phrases];
      for (const { at, text } of [...alerts].reverse()) merged.splice(Math.min(at, merged.length), 0, text);
      return merged;
    },
    async clear() {
      await call((r) => r.clearSpokenPhraseLog());
      await page.evaluate(() => (window as unknown as { acrAlerts: unknown[] }).acrAlerts.splice(0));
    },
    stop: () => call((r) => r.stop()),
  };
}
