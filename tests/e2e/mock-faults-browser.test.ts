import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { useBrowser } from './browser.ts';

/**
 * Fault rules as a page in real Chromium meets them (server-mock/README.md#reset-and-browser-retries): its HTTP cache,
 * which must not keep a spoiled answer, and its connection pool, which retries a reset call on its own.
 */
const b = useBrowser();
let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** What `fetch` of `/api/user` gave the page: its JSON's email, `not JSON` or the network error's name. */
const fetchUser = (page: Page, token: string) =>
  page.evaluate(async (authorization) => {
    try {
      const res = await fetch('/api/user', { headers: { authorization } });
      const text = await res.text();
      try {
        return `${res.status} ${(JSON.parse(text) as { email: string }).email}`;
      } catch {
        return `${res.status} not JSON`;
      }
    } catch (error) {
      return (error as Error).name;
    }
  }, `Bearer ${token}`);

async function openInSandbox() {
  sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
  const { jwt_token } = await sandbox.signIn('publisher@podspot.test');
  const opened = await b.open();
  await opened.context.setExtraHTTPHeaders(sandbox.headers);
  await opened.page.goto(`${b.consoleUrl}/api/__mock/clock`); // a same-origin page that calls nothing itself
  return { ...opened, box: sandbox, token: jwt_token };
}

describe('a page in Chromium and fault rules', () => {
  it('gets a whole answer on its next call after one malformed_body, from its HTTP cache or the server', async () => {
    const { page, context, box, token } = await openInSandbox();
    expect(await fetchUser(page, token)).toBe('200 publisher@podspot.test'); // cached, with its ETag
    await box.faults.add({ path: '/user', fault: 'malformed_body', times: 1 });
    expect(await fetchUser(page, token)).toBe('200 not JSON');
    expect(await fetchUser(page, token)).toBe('200 publisher@podspot.test');
    expect(await fetchUser(page, token)).toBe('200 publisher@podspot.test');
    expect((await box.requests({ path: '/user', fault: 'malformed_body' })).length).toBe(1);
    await context.close();
  });

  it('sees a reset with cover_retry, which Chromium would otherwise retry on a fresh connection', async () => {
    const { page, context, box, token } = await openInSandbox();
    expect(await fetchUser(page, token)).toBe('200 publisher@podspot.test'); // a kept-alive connection to reuse

    const plain = await box.faults.add({ path: '/user', fault: 'reset', times: 1 });
    expect(await fetchUser(page, token)).toBe('200 publisher@podspot.test'); // retried by Chromium: not seen
    const [reset, retry] = (await box.requests({ path: '/user' })).slice(-2);
    expect([reset.status, reset.fault?.ruleId]).toEqual([0, plain.id]);
    // The retry revalidates what the first call cached: 304, or 200 had the cache let it go.
    expect([retry.status === 304 ? 200 : retry.status, retry.fault]).toEqual([200, undefined]);

    await box.clearRequests();
    const covering = await box.faults.add({ path: '/user', fault: 'reset', times: 1, cover_retry: true });
    expect(await fetchUser(page, token)).toBe('TypeError'); // "Failed to fetch": the page sees the reset
    const resets = await box.requests({ path: '/user' });
    expect(resets.length).toBeGreaterThanOrEqual(2); // the call and Chromium's retry
    expect(resets.every((e) => e.status === 0 && e.fault?.ruleId === covering.id)).toBe(true);
    expect(await box.faults.list()).toEqual([]);
    expect(await fetchUser(page, token)).toBe('200 publisher@podspot.test');
    await context.close();
  });
});
