import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { useBrowser } from './browser.ts';

/**
 * A test that needs time to pass, without waiting: the widgets of the Castwave page run in a sandbox of their own
 * (every call of the page carries its header, as a Playwright worker would set it), whose clock moves 16 minutes on.
 */
const b = useBrowser();
const USER = 'both@podspot.test';
let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
});

describe('an embed token expires when the sandbox clock passes its 15 minutes', () => {
  it('the earnings card gets a new token from fetchToken and shows its data, without an error', async () => {
    sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
    const { page, context, errors } = await b.open();
    await context.setExtraHTTPHeaders(sandbox.headers);
    // Castwave's backend mints the embed tokens in the sandbox its page's calls name (examples/server.ts).
    const minted = async () => (await sandbox!.requests({ path: '/partner/embed_tokens', status: 201 })).length;
    await page.goto(`${b.examplesUrl}/?user=${USER}`);
    const card = page.locator('#earnings');
    await card.getByTestId('total-earnings').waitFor();
    const mintedAtStart = await minted();
    expect(mintedAtStart).toBeGreaterThanOrEqual(1);

    await sandbox.clock.advance('16m');
    await card.locator('select').selectOption('last_7_days');
    await expect
      .poll(async () => (await card.getByRole('img').getAttribute('aria-label')) ?? '')
      .toContain('Last 7 days');
    await card.getByTestId('total-earnings').waitFor();

    expect(await card.getByRole('alert').count()).toBe(0);
    expect(await minted()).toBe(mintedAtStart + 1); // one refresh after the 401, as the SDK does
    const refused = await sandbox.requests({ path: '/earn/publisher', status: 401 });
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
