import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAD_ERROR_MESSAGE } from '@sdk/embed/loader/load-error.ts';
import { useBrowser } from './browser.ts';

// A widget's lifecycle as a host sees it on the examples origin with the built SDK: `loaderstart` as mount() is
// called, `loaderror` with the part that failed (its own chunk, or the runtime every widget shares), each with the
// widget's name and the host's id, to `onEvent` and to the widget's own callbacks; and a Retry that loads it.
const b = useBrowser();
type Seen = { type: string; detail: Record<string, unknown> }[];

/** The plain examples page, with `routes` set before it loads (the loader starts the runtime as it runs). */
async function openPage(routes: (page: Page) => Promise<unknown> = async () => {}) {
  const opened = await b.open();
  const requests: { url: string; auth: string | null }[] = [];
  opened.page.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push({ url: r.url(), auth: r.headers()['authorization'] ?? null });
  });
  await routes(opened.page);
  await opened.page.goto(`${b.examplesUrl}/plain.html`);
  await opened.page.waitForFunction(() => Boolean(window.Podspot && (window as { castwave?: unknown }).castwave));
  return { ...opened, requests };
}

/** Mounts `widget` into a fresh `#lifecycle` slot (more `init` options in `options`); events land in `window.seen`. */
const mountInPage = (page: Page, widget: string, fetchToken = 'window.castwave.fetchToken', options = '') =>
  page.evaluate(`(() => {
    const slot = document.body.appendChild(document.createElement('div'));
    slot.id = 'lifecycle';
    window.seen = [];
    const note = (type) => (detail) => window.seen.push({ type: 'prop:' + type, detail });
    const podspot = Podspot.init({ fetchToken: ${fetchToken}, onEvent: (e) => window.seen.push(e), ${options} });
    podspot.mount('${widget}', slot, {
      onLoaderStart: note('loaderstart'),
      onReady: note('ready'),
      onLoadError: note('loaderror'),
    });
  })()`);
const seen = (page: Page) => page.evaluate('window.seen') as Promise<Seen>;
const slot = (page: Page) => page.locator('#lifecycle');

describe('loaderstart', () => {
  it('fires when mount() is called, while the widget’s code is still on its way; leaves the start mark', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    const { page, context } = await openPage((p) => p.route('**/sdk/widgets/earnings-card.js', hold));
    await mountInPage(page, 'earnings-card');
    const ref = { widget: 'earnings-card', id: 'lifecycle' };
    expect(await seen(page)).toEqual([
      { type: 'loaderstart', detail: ref },
      { type: 'prop:loaderstart', detail: ref },
    ]);
    const marks = await page.evaluate(() => performance.getEntriesByName('podspot:earnings-card:start').length);
    expect(marks).toBeGreaterThan(0);
    release();
    await expect.poll(async () => (await seen(page)).map((e) => e.type), { timeout: 20_000 }).toContain('ready');
    expect((await seen(page)).filter((e) => e.type === 'loaderstart')).toHaveLength(1);
    await context.close();
  });
});

describe('loaderror when code cannot load', () => {
  const cases = [
    ["the widget's own chunk", 'chunk', '**/sdk/widgets/earnings-card.js'],
    ['the runtime every widget shares', 'script', '**/sdk/chunks/runtime-*.js'],
  ] as const;
  it.each(cases)(
    '%s: reason %s, widget and id, the user message and a Retry that loads it',
    async (_n, reason, glob) => {
      const abort = (route: Route) => route.abort('connectionreset');
      const { page, context } = await openPage((p) => p.route(glob, abort));
      await mountInPage(page, 'earnings-card');
      await slot(page).getByText(LOAD_ERROR_MESSAGE).waitFor({ timeout: 20_000 });
      const detail = {
        widget: 'earnings-card',
        id: 'lifecycle',
        reason,
        message: "Podspot could not load the earnings-card widget. Check the network and the page's CSP.",
      };
      await expect
        .poll(async () => (await seen(page)).filter((e) => e.type.endsWith('loaderror')))
        .toEqual([
          { type: 'loaderror', detail },
          { type: 'prop:loaderror', detail },
        ]);
      await page.unroute(glob, abort);
      await slot(page).getByRole('button', { name: 'Retry' }).click();
      await expect.poll(async () => (await seen(page)).map((e) => e.type), { timeout: 20_000 }).toContain('ready');
      expect(await slot(page).getByText(LOAD_ERROR_MESSAGE).count()).toBe(0);
      await context.close();
    },
  );
});

describe('a token that never comes', () => {
  it('ends the wait of a widget whose first call started early: loaderror with reason timeout', async () => {
    const { page, context } = await openPage();
    await mountInPage(page, 'earnings-card', '() => new Promise(() => {})', 'tokenTimeout: 1000');
    await expect
      .poll(async () => (await seen(page)).find((e) => e.type === 'loaderror')?.detail, { timeout: 25_000 })
      .toMatchObject({ widget: 'earnings-card', id: 'lifecycle', reason: 'timeout' });
    await context.close();
  }, 40_000);
});

describe('an object-valued token', () => {
  it('never reaches the API, not even in the early first call', async () => {
    const { page, context, requests } = await openPage();
    const before = requests.length;
    await mountInPage(
      page,
      'earnings-card',
      `async () => (await fetch('/my-backend/podspot-token', { method: 'POST' })).json()`,
    );
    await expect.poll(async () => (await seen(page)).map((e) => e.type), { timeout: 20_000 }).toContain('loaderror');
    const sent = requests.slice(before).filter((r) => r.auth === 'Bearer [object Object]');
    expect(sent).toEqual([]);
    await context.close();
  });
});
