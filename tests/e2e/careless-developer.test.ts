import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGE } from '@sdk/ui/status-view.tsx';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { useBrowser } from './browser.ts';

// The mistakes a careless new integrator makes, on the examples origin with the built SDK: each gives the developer
// one console line saying what to change (sdk/README.md#troubleshooting) and the user a text meant for them.
const b = useBrowser();

const reset = () =>
  fetch(`${b.consoleUrl}/api/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY },
    body: JSON.stringify({ scenario: 'demo' }),
  });
// The one-instance test accepts an opportunity: start from, and leave behind, a fresh demo.
beforeAll(reset);
afterAll(reset);

/** The plain examples page (the loader, castwave's fetchToken), with its console warnings and API requests recorded. */
async function openPage() {
  const opened = await b.open();
  const warnings: string[] = [];
  const requests: string[] = [];
  opened.page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  opened.page.on('request', (r) => void (r.url().includes('/api/') && requests.push(r.url())));
  await opened.page.goto(`${b.examplesUrl}/plain.html`);
  await opened.page.waitForFunction(() => Boolean(window.Podspot && (window as { castwave?: unknown }).castwave));
  return { ...opened, warnings, requests };
}

/** Runs `body` in the page with a fresh slot and an instance whose events land in `window.seen`. */
const inPage = (page: Page, body: string) =>
  page.evaluate(`(async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    slot.id = 'careless';
    window.seen = [];
    const onEvent = (e) => window.seen.push(e);
    const castwaveToken = window.castwave.fetchToken;
    ${body}
  })()`);
const seen = (page: Page) =>
  page.evaluate('window.seen') as Promise<{ type: string; detail: Record<string, unknown> }[]>;
const slotText = (page: Page) =>
  page.evaluate(() => document.querySelector('#careless')?.shadowRoot?.textContent ?? '');

describe('fetchToken mistakes', () => {
  it('resolving the endpoint’s whole answer: one line says to return response.token; the user reads the sign-in text', async () => {
    const { page, context, warnings } = await openPage();
    await inPage(
      page,
      `const fetchToken = async () => (await fetch('/my-backend/podspot-token', { method: 'POST' })).json();
       Podspot.init({ fetchToken, onEvent }).mount('earnings-card', slot);`,
    );
    await expect.poll(() => slotText(page), { timeout: 20_000 }).toContain(AUTH_MESSAGE);
    const line = warnings.filter((w) => w.includes('resolve `response.token`'));
    expect(line).toEqual([
      "[Podspot] `fetchToken` resolved an object with keys `token`, `expires_at`, not the token string: resolve `response.token` (the `token` field of your endpoint's answer). See sdk/README.md#fetchtoken-mistakes",
    ]);
    await expect.poll(async () => (await seen(page)).map((e) => e.type)).toContain('loaderror');
    const events = await seen(page);
    expect(events.find((e) => e.type === 'auth_error')?.detail).toMatchObject({
      widget: 'earnings-card',
      id: 'careless',
      reason: 'auth',
      message: expect.stringContaining('resolve `response.token`'),
    });
    expect(events.find((e) => e.type === 'loaderror')?.detail).toMatchObject({ reason: 'auth' });
    await context.close();
  });

  it('never settling: the wait ends after tokenTimeout with auth_error and loaderror, reason timeout', async () => {
    const { page, context, warnings } = await openPage();
    await inPage(
      page,
      `Podspot.init({ fetchToken: () => new Promise(() => {}), tokenTimeout: 1000, onEvent }).mount('spend-table', slot);`,
    );
    await expect.poll(() => slotText(page), { timeout: 10_000 }).toContain(AUTH_MESSAGE);
    await expect
      .poll(async () => (await seen(page)).map((e) => e.type))
      .toEqual(['loaderstart', 'auth_error', 'loaderror']);
    const [, auth, load] = await seen(page);
    expect(auth.detail).toMatchObject({
      reason: 'timeout',
      message: expect.stringContaining('did not settle within 1000 ms'),
    });
    expect(load.detail).toMatchObject({ widget: 'spend-table', id: 'careless', reason: 'timeout' });
    expect(warnings.filter((w) => w.includes('did not settle'))).toHaveLength(1);
    await context.close();
  });
});

describe('props and options a widget cannot use', () => {
  it('are named once each, never sent to the API, and the widget shows its default', async () => {
    const { page, context, warnings, requests } = await openPage();
    await inPage(
      page,
      `const podspot = Podspot.init({ fetchToken: castwaveToken, theme: 'dark', onEvent });
       podspot.mount('earnings-card', slot, { preset: 'last_week', podcastId: 'abc' });
       const inbox = document.body.appendChild(document.createElement('div'));
       podspot.mount('opportunities-inbox', inbox, { view: 'archived' });`,
    );
    await page.locator('#careless').getByTestId('total-earnings').waitFor({ timeout: 20_000 });
    expect(await page.locator('#careless select').inputValue()).toBe('last_30_days');
    const ours = warnings.filter((w) => w.startsWith('[Podspot]'));
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/`theme` is not an option \(given "dark"\).*#unknown-widget-prop-or-option$/),
        expect.stringMatching(
          /earnings-card: prop `preset` is "last_week"; expected one of "this_month", .*#invalid-prop-or-option$/,
        ),
        expect.stringMatching(
          /earnings-card: prop `podcastId` is "abc"; expected a podcast id \(a positive integer\) or "all"/,
        ),
        expect.stringMatching(
          /opportunities-inbox: prop `view` is "archived"; expected one of "inbox", "not-interested"/,
        ),
      ]),
    );
    expect(new Set(ours).size).toBe(ours.length);
    expect(requests.filter((r) => /last_week|=abc|archived/.test(r))).toEqual([]);
    await context.close();
  });
});

describe('mounting', () => {
  it('into an occupied element is refused in one line naming the widget there; the first keeps working', async () => {
    const { page, context, errors } = await openPage();
    await inPage(
      page,
      `const podspot = Podspot.init({ fetchToken: castwaveToken, onEvent });
       window.h1 = podspot.mount('earnings-card', slot);
       podspot.mount('spend-table', '#careless').unmount();`,
    );
    await page.locator('#careless').getByTestId('total-earnings').waitFor({ timeout: 20_000 });
    expect(errors.filter((e) => e.startsWith('Podspot mount:'))).toEqual([
      'Podspot mount: element holds a earnings-card widget, unmount() it first',
    ]);
    await context.close();
  });
});

describe('one instance, one picture', () => {
  it('an accept in the inbox adds the draft to the go-live uploader beside it, with no host action', async () => {
    const { page, context } = await openPage();
    const rows = page.locator('#golive .ps-golive-row');
    await rows.first().waitFor({ timeout: 20_000 });
    const before = await rows.count();
    await page
      .locator('#inbox li[data-opportunity-id]')
      .first()
      .getByRole('button', { name: /^Review/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page.locator('#inbox .ps-toast').filter({ hasText: 'Opportunity accepted' }).waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(before + 1);
    // The toast sits inside the inbox, not fixed over the host's page.
    const inside = await page
      .locator('#inbox .ps-toasts')
      .evaluate((toasts) => getComputedStyle(toasts).position !== 'fixed');
    expect(inside).toBe(true);
    await context.close();
  });
});
