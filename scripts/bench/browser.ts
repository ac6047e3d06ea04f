import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/find-chromium.ts';
import { collectApiAnswers, type ApiAnswer } from './api-answers.ts';

export const median = (values: number[]) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context (cold cache) whose console origin already holds a signed-in user's info. */
export async function contextFor(browser: Browser, consoleUrl: string, userInfo: unknown): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([origin, info]) => {
      // tsx (esbuild keepNames) wraps named functions of page code sent from here in __name(…): give the page one.
      (globalThis as unknown as { __name: <T>(f: T) => T }).__name ??= (f) => f;
      if (location.origin === origin) localStorage.setItem('podspot.user', info as string);
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { __longTasks: number[] }).__longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        /* longtask entries are not supported everywhere */
      }
    },
    [new URL(consoleUrl).origin, JSON.stringify(userInfo)] as const,
  );
  return context;
}

export type PageLoad = {
  ms: number;
  bytes: number;
  heapMb: number;
  longTasks: number;
  longTaskMs: number;
  /** The answers of `apiOrigin`'s API, when asked for. */
  answers: ApiAnswer[];
};

/** What `measureLoad` looks at besides time and bytes. */
export type LoadOptions = {
  /** Wait for `ready` in the frame whose URL matches, not in the page. */
  frameUrl?: RegExp;
  /** List the answers of this origin's `/api/` (`PageLoad.answers`). */
  apiOrigin?: string;
  /** Measure the JavaScript heap after a full GC (default true; false saves the GC's time, heapMb is then NaN). */
  heap?: boolean;
};

/**
 * Opens `url` and waits until `ready` (run in the page, or in the frame `frameUrl` names) is true. Time is from the top
 * document's navigation start; bytes are every response's encoded size, all frames included.
 */
export async function measureLoad(
  context: BrowserContext,
  url: string,
  ready: () => boolean,
  { frameUrl, apiOrigin, heap = true }: LoadOptions = {},
): Promise<PageLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  const answers = apiOrigin ? collectApiAnswers(cdp, apiOrigin) : () => [];
  await page.goto(url, { waitUntil: 'commit' });
  const target = frameUrl ? await waitForFrame(page, frameUrl) : page.mainFrame();
  await target.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300); // let the last responses finish counting
  let heapMb = NaN;
  if (heap) {
    await cdp.send('HeapProfiler.collectGarbage');
    heapMb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;
  }
  const tasks = await target.evaluate(() => (window as unknown as { __longTasks?: number[] }).__longTasks ?? []);
  await page.close();
  return {
    ms,
    bytes,
    heapMb,
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((s, t) => s + t, 0),
    answers: answers(),
  };
}

async function waitForFrame(page: Page, pattern: RegExp) {
  for (let i = 0; i < 300; i++) {
    const frame = page.frames().find((f) => pattern.test(f.url()));
    if (frame) return frame;
    await page.waitForTimeout(20);
  }
  throw new Error(`no frame matching ${pattern}`);
}
