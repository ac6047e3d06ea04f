import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

// The script API cannot break the host's page (docs/decisions/0038-mount-never-throws.md), on the examples origin with
// the built SDK: a mistaken mount is one console line and the host's next mount works; a mount element the host
// removes without unmount() stops its widget.
const b = useBrowser();

/**
 * The plain examples page without its dashboard's widgets (Castwave's `fetchToken` only), with `routes` set before it
 * loads; its API requests are recorded.
 */
async function openPage(routes: (page: Page) => Promise<unknown> = async () => {}) {
  const opened = await b.open();
  const requests: string[] = [];
  opened.page.on('request', (r) => void (r.url().includes('/api/') && requests.push(r.url())));
  await opened.page.route('**/dashboard.js', (r) => r.fulfill({ body: '', contentType: 'text/javascript' }));
  await routes(opened.page);
  await opened.page.goto(`${b.examplesUrl}/plain.html`);
  await opened.page.waitForFunction(() => Boolean(window.Podspot && (window as { castwave?: unknown }).castwave));
  return { ...opened, requests };
}

/** Runs `body` in the page with a fresh `#slot`, `podspot` an instance whose events land in `window.seen`. */
const inPage = (page: Page, body: string) =>
  page.evaluate(`(() => {
    const slot = document.body.appendChild(document.createElement('div'));
    slot.id = 'slot';
    window.seen = [];
    const podspot = Podspot.init({ fetchToken: window.castwave.fetchToken, onEvent: (e) => window.seen.push(e.type) });
    window.podspot = podspot;
    ${body}
  })()`);
const seen = (page: Page) => page.evaluate('window.seen') as Promise<string[]>;

describe('a mistaken mount', () => {
  it('into "#missing" or "div[" returns, says so in one line each, and the next mount works', async () => {
    const { page, context, errors } = await openPage();
    await inPage(
      page,
      `podspot.mount('earnings-card', '#missing').update({ preset: 'last_7_days' });
       podspot.mount('earnings-card', 'div[');
       podspot.mount('earnings-card', slot);`,
    );
    await expect.poll(() => seen(page), { timeout: 20_000 }).toContain('ready');
    expect(errors).toEqual([
      'Podspot mount: no element matches "#missing" (yet)',
      'Podspot mount: no element matches "div[" (yet)',
    ]);
    await context.close();
  });

  it('after destroy(): refused in one line, nothing mounted', async () => {
    const { page, context, errors, requests } = await openPage();
    await inPage(page, `podspot.destroy(); podspot.mount('spend-table', slot);`);
    await page.waitForTimeout(1000);
    expect(errors).toEqual(['Podspot mount: instance destroyed']);
    expect(await page.evaluate(() => document.querySelector('#slot')!.shadowRoot)).toBeNull();
    expect(requests).toEqual([]);
    await context.close();
  });
});

describe('a mount element removed without unmount()', () => {
  it('before the widget’s code arrived: the widget never mounts, asks nothing more, sends no ready', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    const { page, context, requests } = await openPage((p) => p.route('**/sdk/widgets/opportunities-inbox.js', hold));
    await inPage(page, `podspot.mount('opportunities-inbox', slot); slot.remove();`);
    // The loader's early first call went out at mount(), before the removal: nothing may follow it.
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const asked = requests.length;
    release();
    await page.waitForTimeout(3000);
    expect(requests.slice(asked)).toEqual([]);
    expect(await seen(page)).toEqual(['loaderstart']);
    await context.close();
  });

  it('once shown: at its next render (a locale change) it is unmounted and asks nothing more', async () => {
    const { page, context, requests } = await openPage();
    await inPage(page, `window.slot = slot; podspot.mount('opportunities-inbox', slot);`);
    await expect.poll(() => seen(page), { timeout: 20_000 }).toContain('ready');
    await page.evaluate('window.slot.remove()');
    const asked = requests.length;
    await page.evaluate(`window.podspot.update({ locale: 'fr-FR' })`);
    await expect.poll(() => page.evaluate('window.slot.shadowRoot.childNodes.length')).toBe(0);
    await page.waitForTimeout(1500);
    // Covers the list drew before the removal load near the view, on an observer's turn that can come after `ready`:
    // the browser fetching images already drawn, not the widget asking (a render would ask the API again).
    expect(requests.slice(asked).filter((url) => !url.includes('/api/artwork/'))).toEqual([]);
    await context.close();
  });
});
