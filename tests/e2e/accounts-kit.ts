import type { Page } from 'playwright-core';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot } from './browser.ts';
import { resized } from './settled.ts';

/** Calls the mock API from the test process (JSON in, JSON out); throws with the answer on failure. */
export const mockApi =
  (consoleUrl: string) =>
  async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const answer = await fetch(`${consoleUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (answer.status === 204 ? undefined : answer.json()) as T;
  };

/** One injected failure of `method path` (the client shows its first detail value, or the fallback when `detail` is empty). */
export const injectFault = (
  consoleUrl: string,
  method: string,
  path: string,
  status: number,
  detail: Record<string, string>,
) => mockApi(consoleUrl)('POST', '/__mock/faults', { method, path, status, detail, times: 1 });

/** A unique address per run, so a sign-up never collides with an earlier one on the shared server. */
export const freshEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@podspot.test`;

/** The current screen at desktop and phone width, left at desktop width; fails when the phone's scrolls sideways. */
export async function shootBoth(page: Page, name: string) {
  // Sticky bars are drawn where the last scroll left them: start full-page shots from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await resized(page, DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await resized(page, PHONE);
  await expectNoSidewaysScroll(page, `${name} on a phone`);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The user info the console keeps in local storage. */
export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('podspot.user') ?? 'null'));
