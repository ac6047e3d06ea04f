import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { strictCsp } from '../../examples/server.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser.ts';
import { nextFrames } from './settled.ts';
import { embedApi, expected, hostStyles, readWidgets, waitForWidgets, widgetStyles } from './examples-kit.ts';

/** The examples site (another origin) as integrators will copy it: every page, every widget, isolation both ways. */
const b = useBrowser();
const PUBLISHER = 'publisher@podspot.test';
const ADVERTISER = 'advertiser@podspot.test';
const PUBLISHER_SLOTS = { earnings: '#earnings', inbox: '#inbox', golive: '#golive' };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
/** Screenshots the page, after checking it does not scroll sideways (phone layouts included). */
async function look(page: Page, name: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${name} overflows sideways`,
  ).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}
const innerSelect = (host: string) => `document.querySelector('${host}').shadowRoot.querySelector('select').value`;

describe('the Castwave dashboard (script tag)', () => {
  it.each(VIEWPORTS)(
    "shows the publisher's earnings card, opportunities inbox and go-live uploader with the API's data (%s)",
    async (name, viewport) => {
      const { page, context, errors } = await b.open(viewport);
      await page.goto(b.examplesUrl);
      await waitForWidgets(page, PUBLISHER_SLOTS);
      const api = await embedApi(b.consoleUrl, PUBLISHER);
      const shown = await readWidgets(page);
      expect(shown.inLight).toBe(false);
      expect(shown.totalEarnings).toBe(await expected.totalEarnings(api, 'last_30_days'));
      expect(shown.offeredIds.length).toBeGreaterThan(0);
      expect(shown.offeredIds).toEqual(await expected.offeredIds(api));
      expect(shown.attentionNames).toEqual(await expected.attentionNames(api));
      expect(await page.locator('#spend').isHidden()).toBe(true);
      for (const widget of ['earnings-card', 'opportunities-inbox', 'go-live-uploader']) {
        await page.locator('#event-log li', { hasText: `ready {"widget":"${widget}"` }).waitFor();
      }
      await page.locator('#earnings .ps-sparkline__line').waitFor();
      await look(page, `examples-pages-dashboard-publisher-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(VIEWPORTS)('shows the spend table for ?user=advertiser@podspot.test (%s)', async (name, viewport) => {
    const { page, context, errors } = await b.open(viewport);
    await page.goto(`${b.examplesUrl}/?user=${ADVERTISER}`);
    await waitForWidgets(page, { spend: '#spend' });
    const shown = await readWidgets(page);
    const spend = await expected.spend(await embedApi(b.consoleUrl, ADVERTISER), 'last_30_days');
    expect(shown.spendIds.length).toBeGreaterThan(0);
    expect(shown.spendIds).toEqual(spend.ids);
    expect(shown.totalSpend).toBe(spend.totalSpend);
    expect(await page.locator('#earnings').isHidden()).toBe(true);
    await page.locator('#event-log li', { hasText: 'ready {"widget":"spend-table"' }).waitFor();
    await look(page, `examples-pages-dashboard-advertiser-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("changes every widget's colour scheme at runtime with podspot.update", async () => {
    const { page, context, errors } = await b.open();
    await page.goto(b.examplesUrl);
    await waitForWidgets(page, PUBLISHER_SLOTS);
    const schemes = () =>
      page.evaluate(() =>
        ['#earnings', '#inbox', '#golive'].map(
          (s) => document.querySelector(s)!.shadowRoot!.querySelector<HTMLElement>('.ps-root')!.dataset.scheme,
        ),
      );
    expect(await schemes()).toEqual(['light', 'light', 'light']);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(schemes).toEqual(['dark', 'dark', 'dark']);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark'); // Castwave's page too
    const card = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('#earnings')!.shadowRoot!.querySelector('.ps-card')!).backgroundColor,
    );
    expect(card).toBe('rgb(21, 28, 24)'); // Castwave's dark surface, its colorBackground
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Scrolls the slot's widget through the view, then waits until each shown artwork place of it has its image. */
async function revealArtwork(page: Page, slot: string) {
  await page.evaluate(async (s) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = document.querySelector(s)!.getBoundingClientRect();
    const [top, bottom] = [box.top + scrollY, box.bottom + scrollY];
    for (let y = top - innerHeight; y < bottom + innerHeight / 2; y += innerHeight / 2) {
      scrollTo(0, Math.max(0, y));
      await frame();
    }
    // A box that scrolls inside the widget (the inbox's list) is scrolled through too, in view.
    scrollTo(0, Math.max(0, top - 16));
    for (const inner of document.querySelector(s)!.shadowRoot!.querySelectorAll('*')) {
      if (!/auto|scroll/.test(getComputedStyle(inner).overflowY)) continue;
      for (let y = 0; y < inner.scrollHeight; y += inner.clientHeight / 2) {
        inner.scrollTop = y;
        await frame();
      }
      inner.scrollTop = 0;
    }
    scrollTo(0, 0);
  }, slot);
  // Places in collapsed groups (not rendered) wait for their group to open, on both pages alike.
  await page.waitForFunction(
    (s) =>
      ![...document.querySelector(s)!.shadowRoot!.querySelectorAll('[class*="art--empty"]')].some(
        (e) => e.getClientRects().length,
      ),
    slot,
  );
}

describe("isolation between Castwave's CSS and the widgets", () => {
  const cases = [
    ['publisher', 'desktop', PUBLISHER, DESKTOP, PUBLISHER_SLOTS],
    ['publisher', 'phone', PUBLISHER, PHONE, PUBLISHER_SLOTS],
    ['advertiser', 'desktop', ADVERTISER, DESKTOP, { spend: '#spend' }],
  ] as const;
  it.each(cases)(
    "hostile host CSS does not reach in: the %s's widgets (%s) compute the same styles as on a page without CSS",
    async (_role, _size, user, viewport, slots) => {
      const { page: dashboard, context, errors } = await b.open(viewport);
      const plain = await context.newPage();
      // Castwave's own CSS, and the worst a host may add over it (hostile.css).
      await dashboard.goto(`${b.examplesUrl}/?user=${user}&css=hostile`);
      await plain.goto(`${b.examplesUrl}/plain.html?user=${user}`);
      await Promise.all([waitForWidgets(dashboard, slots), waitForWidgets(plain, slots)]);
      if ('earnings' in slots)
        await Promise.all([dashboard, plain].map((p) => p.locator('#earnings .ps-sparkline__line').waitFor()));
      for (const slot of Object.values(slots)) {
        // Same width as on the dashboard, so container queries inside the widget answer alike.
        const width = await dashboard.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().width, slot);
        await plain.evaluate(
          ([s, w]) => ((document.querySelector(s as string) as HTMLElement).style.width = `${w}px`),
          [slot, width] as const,
        );
        await nextFrames(plain); // laid out at the new width
        // Artwork loads as it comes near the view: scroll the whole widget past on both pages, so both show all of it.
        await Promise.all([dashboard, plain].map((p) => revealArtwork(p, slot)));
        const inside = await widgetStyles(dashboard, slot);
        expect(inside.length).toBeGreaterThan(10);
        expect(inside, `styles inside ${slot}`).toEqual(await widgetStyles(plain, slot));
      }
      expect(await dashboard.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(
        /Impact/,
      ); // the hostile CSS is there
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('widget CSS does not leak out: the host page computes the same styles before and after the widgets mount', async () => {
    const { page, context, errors } = await b.open();
    // Hold the widget chunks: the loader and Castwave's script run, the widgets cannot render yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sdk/widgets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(b.examplesUrl);
    await page.locator('.host-grid[data-role="publisher"]:not([hidden])').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.querySelector('#earnings')!.shadowRoot)).toBeNull();
    const before = await hostStyles(page);
    const globals = await page.evaluate(() => Object.keys(window));
    const sheets = () =>
      page.evaluate(() => [
        document.adoptedStyleSheets.length,
        document.querySelectorAll('style, link[rel="stylesheet"]').length,
      ]);
    const sheetsBefore = await sheets();
    release();
    await waitForWidgets(page, PUBLISHER_SLOTS);
    await page.locator('#earnings .ps-sparkline__line').waitFor();
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(await hostStyles(page)).toEqual(before);
    expect(await sheets()).toEqual(sheetsBefore);
    expect(await page.evaluate((known) => Object.keys(window).filter((k) => !known.includes(k)), globals)).toEqual([]);
    expect(globals.filter((k) => /podspot/i.test(k))).toEqual(['Podspot']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the custom-elements page', () => {
  it.each(VIEWPORTS)(
    'mounts <podspot-*> tags through one init and follows attribute changes (%s)',
    async (name, viewport) => {
      const { page, context, errors } = await b.open(viewport);
      await page.goto(`${b.examplesUrl}/custom-elements.html`);
      await waitForWidgets(page, PUBLISHER_SLOTS);
      const api = await embedApi(b.consoleUrl, PUBLISHER);
      const shown = await readWidgets(page);
      expect(shown.totalEarnings).toBe(await expected.totalEarnings(api, 'last_30_days'));
      expect(shown.offeredIds).toEqual(await expected.offeredIds(api));
      expect(shown.attentionNames).toEqual(await expected.attentionNames(api));
      await page.locator('#event-log li', { hasText: '<podspot-go-live-uploader> podspot:ready' }).waitFor();
      await look(page, `examples-pages-custom-elements-${name}`);

      await page.selectOption('#preset-control', 'last_7_days');
      expect(await page.getAttribute('#earnings', 'preset')).toBe('last_7_days');
      await expect.poll(() => page.evaluate(innerSelect('#earnings'))).toBe('last_7_days');
      const week = await expected.totalEarnings(api, 'last_7_days');
      await expect.poll(() => page.locator('#earnings').getByTestId('total-earnings').textContent()).toBe(week);

      await page.getByRole('button', { name: 'Show not interested' }).click();
      await page
        .locator('#inbox')
        .getByRole('heading', { name: /^Not interested/ })
        .waitFor();
      await expect
        .poll(() =>
          page
            .locator('#inbox')
            .getByRole('button', { name: /^Undo:/ })
            .count(),
        )
        .toBe(await expected.rejectedCount(api));
      await look(page, `examples-pages-custom-elements-changed-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the strict-CSP page', () => {
  it.each(VIEWPORTS)('renders the earnings card and the inbox with no CSP violation (%s)', async (name, viewport) => {
    const { page, context, errors } = await b.open(viewport);
    const answer = await page.goto(`${b.examplesUrl}/strict-csp.html`);
    const policy = answer!.headers()['content-security-policy'];
    expect(policy).toBe(strictCsp(b.consoleUrl));
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    await waitForWidgets(page, { earnings: '#earnings', inbox: '#inbox' });
    await page.locator('#earnings .ps-sparkline__line').waitFor(); // the chart's inline styles (height) pass the policy
    // Artwork loads as it comes near the view: scroll the inbox through until every visible place holds an image, then
    // every image must load under the policy's img-src (counted in the frame where all are complete: none is pending).
    await revealArtwork(page, '#inbox');
    const images = await page.waitForFunction(() => {
      const all = [...document.querySelector('#inbox')!.shadowRoot!.querySelectorAll('img')];
      return all.every((i) => i.complete) && { count: all.length, broken: all.filter((i) => !i.naturalWidth).length };
    });
    const { count, broken } = (await images.jsonValue()) as { count: number; broken: number };
    expect(count).toBeGreaterThan(0);
    expect(broken).toBe(0);
    await page.locator('#csp-policy', { hasText: "default-src 'self'" }).waitFor();
    expect(await page.locator('#csp-status').textContent()).toBe('No CSP violation reported.');
    expect(await page.locator('#csp-violations li').count()).toBe(0);
    await look(page, `examples-pages-strict-csp-${name}`);

    // A native <dialog> and a PDF download (fetch + blob URL) under the same policy.
    await page
      .locator('#inbox')
      .getByRole('button', { name: /^Review / })
      .first()
      .click();
    const dialog = page.locator('#inbox dialog[open]');
    await dialog.getByRole('button', { name: 'Download instructions' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download instructions' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('podspot-campaign-instruction.pdf');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#csp-violations li').count()).toBe(0);
    expect(errors).toEqual([]);

    // The policy is really enforced and the page's listener really reports: an inline style is refused.
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })),
    );
    await page.locator('#csp-status', { hasText: '1 CSP violation(s) reported.' }).waitFor();
    expect(errors.some((e) => e.includes('Content Security Policy'))).toBe(true);
    await context.close();
  });
});

describe('the React host page', () => {
  it.each(VIEWPORTS)(
    'renders through PodspotProvider, passes prop changes on and unmounts cleanly (%s)',
    async (name, viewport) => {
      const { page, context, errors } = await b.open(viewport);
      await page.goto(`${b.examplesUrl}/react-host.html`);
      const card = '[data-podspot-widget="earnings-card"]';
      await waitForWidgets(page, {
        earnings: card,
        inbox: '[data-podspot-widget="opportunities-inbox"]',
        golive: '[data-podspot-widget="go-live-uploader"]',
      });
      const api = await embedApi(b.consoleUrl, PUBLISHER);
      const total = () => page.locator(card).getByTestId('total-earnings').textContent();
      expect(await total()).toBe(await expected.totalEarnings(api, 'last_30_days'));
      expect(await page.locator('script[src$="/sdk/podspot.js"]').count()).toBe(1);
      await page.locator('#event-log li', { hasText: 'ready {"widget":"opportunities-inbox"' }).waitFor();
      await look(page, `examples-pages-react-host-${name}`);

      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await expect.poll(() => page.evaluate(innerSelect(card))).toBe('last_7_days');
      const week = await expected.totalEarnings(api, 'last_7_days');
      await expect.poll(total).toBe(week);

      await page.getByRole('button', { name: 'Remove the card' }).click();
      await page.getByText('The card is unmounted.').waitFor();
      expect(await page.locator(card).count()).toBe(0);
      await page.getByRole('button', { name: 'Add the card' }).click();
      await expect.poll(total).toBe(week); // mounted afresh with the current props
      expect(await page.evaluate(innerSelect(card))).toBe('last_7_days');
      await look(page, `examples-pages-react-host-changed-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
