import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGE, unreachableMessage } from '@sdk/api/errors.ts';
import { LOAD_ERROR_MESSAGE } from '@sdk/embed/loader/load-error.ts';
import { AUTH_MESSAGE } from '@sdk/ui/status-view.tsx';
import { screenshot, useBrowser } from './browser.ts';

/**
 * The four widgets on one Castwave page (both@podspot.test has both roles): each failure stays inside its widget,
 * says what happened, offers Retry and an event, and leaves the other widgets and the host page working.
 */
const b = useBrowser();
/** The examples page calls the API on another origin: no answer names both the API origin and the page's. */
const NO_ANSWER = unreachableMessage(b.consoleUrl, b.examplesUrl);
const WIDGETS = [
  {
    widget: 'earnings-card',
    slot: '#earnings',
    api: '/api/earn/publisher/earnings',
    loading: 'Loading earnings',
    data: '[data-testid="total-earnings"]',
  },
  {
    widget: 'opportunities-inbox',
    slot: '#inbox',
    api: '/api/earn/opportunities',
    loading: 'Loading opportunities...',
    data: 'li[data-opportunity-id]',
  },
  {
    widget: 'go-live-uploader',
    slot: '#golive',
    api: '/api/earn/podspots',
    loading: 'Loading podspots',
    data: '.ps-golive-row, .ps-golive-empty',
  },
  {
    widget: 'spend-table',
    slot: '#spend',
    api: '/api/advertise/advertiser/report',
    loading: 'Loading report',
    data: '.ps-spend__totals',
  },
] as const;
type Widget = (typeof WIDGETS)[number];

const mock = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${b.consoleUrl}/api/__mock/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer.status === 204 ? null : (answer.json() as Promise<{ id: number }>);
};
afterEach(async () => {
  await mock('DELETE', 'faults');
});

/** The dashboard with all four widgets, its uncaught exceptions, and the widgets' events as the page logs them. */
async function openDashboard(prepare?: (page: Page) => Promise<unknown>) {
  const { page, context } = await b.open();
  const thrown: string[] = [];
  page.on('pageerror', (e) => thrown.push(String(e)));
  await prepare?.(page);
  await page.goto(`${b.examplesUrl}/?user=both@podspot.test`);
  return { page, context, thrown };
}
const shows = (page: Page, w: Widget) => page.locator(`${w.slot} ${w.data}`).first();
const alertOf = (page: Page, w: Widget) => page.locator(w.slot).getByRole('alert');
const events = (page: Page, type: string, w: Widget) =>
  page.locator(`#event-log li[data-type="${type}"]`).filter({ hasText: `"widget":"${w.widget}"` });

/** The host page still works: its own button, and every widget but `failed` shows its data. */
async function hostAndOthersWork(page: Page, failed: Widget[]) {
  for (const w of WIDGETS.filter((x) => !failed.includes(x))) await shows(page, w).waitFor();
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  await expect
    .poll(() =>
      page
        .locator('#earnings')
        .evaluate((el) => (el.shadowRoot!.querySelector('.ps-root') as HTMLElement).dataset.scheme),
    )
    .toBe('dark');
  await toggle.click();
}

/** Retry inside the widget brings its data. */
async function retryWorks(page: Page, w: Widget) {
  await alertOf(page, w).getByRole('button', { name: 'Retry' }).click();
  await shows(page, w).waitFor();
  expect(await alertOf(page, w).count()).toBe(0);
}

describe("one widget's calls fail; the message, Retry and event stay in that widget", () => {
  it.each(WIDGETS)('$widget: network failure (the request is aborted)', async (w) => {
    const abort = (route: Route) => route.abort('connectionreset');
    const calls = (url: URL) => url.pathname === w.api;
    const { page, context, thrown } = await openDashboard((p) => p.route(calls, abort));
    // The user reads a text for them; the developer's cause (the API's origin, the page's) is in the event.
    await alertOf(page, w).getByText(NETWORK_MESSAGE).waitFor();
    expect(await alertOf(page, w).getByText(NO_ANSWER).count()).toBe(0);
    await alertOf(page, w).getByRole('button', { name: 'Retry' }).waitFor();
    expect(await events(page, 'error', w).first().textContent()).toContain(NO_ANSWER);
    await hostAndOthersWork(page, [w]);
    await screenshot(page, `widget-robustness-network-${w.widget}`);
    await page.unroute(calls, abort);
    await retryWorks(page, w);
    expect(thrown).toEqual([]);
    await context.close();
  });

  it.each(WIDGETS)('$widget: the server answers 500', async (w) => {
    const rule = await mock('POST', 'faults', {
      path: w.api.replace(/^\/api/, ''),
      method: 'GET',
      status: 500,
      detail: { error: 'The reports database is restarting.' },
    });
    const { page, context, thrown } = await openDashboard();
    await alertOf(page, w).getByText('The reports database is restarting.').waitFor();
    expect(await events(page, 'error', w).first().textContent()).toContain('"status":500');
    await hostAndOthersWork(page, [w]);
    await mock('DELETE', `faults/${rule!.id}`);
    await retryWorks(page, w);
    expect(thrown).toEqual([]);
    await context.close();
  });

  it('a widget whose code cannot load shows a message with Retry, and loads on Retry', async () => {
    const w = WIDGETS[3];
    const abort = (route: Route) => route.abort('connectionreset');
    const { page, context, thrown } = await openDashboard((p) => p.route('**/sdk/widgets/spend-table.js', abort));
    await alertOf(page, w).getByText(LOAD_ERROR_MESSAGE).waitFor();
    const loadError = await events(page, 'loaderror', w).first().textContent();
    expect(loadError).toContain('could not load the spend-table widget');
    expect(loadError).toContain('"reason":"chunk"');
    await hostAndOthersWork(page, [w]);
    await screenshot(page, 'widget-robustness-chunk');
    await page.unroute('**/sdk/widgets/spend-table.js', abort);
    await retryWorks(page, w);
    expect(thrown).toEqual([]);
    await context.close();
  });
});

describe('tokens the API refuses: every widget says so, with Retry and auth_error', () => {
  const cases: [string, (route: Route) => Promise<void>][] = [
    ['an invalid token', (route) => route.fulfill({ json: { token: 'not-a-podspot-token' } })],
    [
      'an expired token',
      (route) =>
        route.fulfill({
          json: {
            token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2NvcGUiOiJlbWJlZCIsImV4cCI6MTYwMDAwMDAwMH0.c2lnbmF0dXJl',
          },
        }),
    ],
    ['the token endpoint unreachable', (route) => route.abort('connectionrefused')],
  ];
  it.each(cases)('%s', async (name, answer) => {
    const { page, context, thrown } = await openDashboard((p) => p.route('**/my-backend/podspot-token', answer));
    for (const w of WIDGETS) {
      await alertOf(page, w).getByText(AUTH_MESSAGE).waitFor();
      await events(page, 'auth_error', w).first().waitFor();
    }
    expect(await page.locator('#event-log li[data-type="error"]').count()).toBe(0);
    await hostAndOthersWork(page, [...WIDGETS]);
    if (name === 'an invalid token') await screenshot(page, 'widget-robustness-auth');
    await page.unroute('**/my-backend/podspot-token', answer);
    for (const w of WIDGETS) await retryWorks(page, w);
    expect(thrown).toEqual([]);
    await context.close();
  });
});

describe('slow answers', () => {
  it('each widget shows its loading state until the answer comes', async () => {
    for (const w of WIDGETS)
      await mock('POST', 'faults', { path: w.api.replace(/^\/api/, ''), method: 'GET', delay_ms: 2500, times: 1 });
    const { page, context, thrown } = await openDashboard();
    for (const w of WIDGETS) {
      // The widget's status region says it (sdk/ui/skeleton.tsx), once the region is on the screen.
      await page.locator(w.slot).getByRole('status').filter({ hasText: w.loading }).waitFor();
    }
    await screenshot(page, 'widget-robustness-loading');
    for (const w of WIDGETS) await shows(page, w).waitFor();
    expect(thrown).toEqual([]);
    await context.close();
  });
});
