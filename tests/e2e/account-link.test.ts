import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { DEMO_PARTNER_KEY, OTHER_PARTNER_KEY } from '../../server-mock/client/demo.ts';
import { expectAccessible, serveAxe } from './a11y-helpers.ts';
import { DESKTOP, DEMO_PASSWORD, expectNoSidewaysScroll, screenshot, useBrowser } from './browser.ts';

/**
 * A platform links an account its user already has (docs/behaviour/partner-accounts.md#linking-an-existing-account):
 * its backend asks for a link, the user opens it signed out, logs in, lands back on the link and connects; the
 * platform then finds the account by its external_id and mints its token by it. In a sandbox of its own.
 */
const b = useBrowser();
const USER = 'publisher@podspot.test';

let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** A call of the platform's backend in the sandbox: its status and JSON answer. */
const partner = async (method: string, path: string, body?: unknown, key = DEMO_PARTNER_KEY) => {
  const answer = await fetch(`${b.consoleUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-partner-key': key, ...sandbox!.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, never> };
};

describe('linking an existing account', () => {
  it('goes from the partner’s call through login and Connect to a token minted by external_id', async () => {
    sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
    const refused = await partner('POST', '/partner/accounts', {
      external_id: 'cw_link_1',
      email: USER,
      first_name: 'Pat',
      last_name: 'Publisher',
      podcasts: [{ name: 'Linked Show', rss_url: 'https://feeds.castwave.test/linked.xml' }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ email: expect.stringContaining('POST /partner/account_links') });
    const link = await partner('POST', '/partner/account_links', { external_id: 'cw_link_1', email: USER });
    expect(link.status).toBe(201);
    const url = link.body.url as string;
    expect(url.startsWith(`${b.consoleUrl}/link-account?token=`)).toBe(true);

    const { page, context, errors } = await b.open(DESKTOP);
    await context.setExtraHTTPHeaders(sandbox.headers);
    await serveAxe(page);
    await page.goto(url);
    await page.waitForURL(`${b.consoleUrl}/login`);
    await page.getByLabel('Email').fill(USER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connect to Demo hosting platform' }).waitFor();
    expect(page.url()).toBe(url);
    await expectAccessible(page, 'link account');
    await screenshot(page, 'link-account-desktop');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connected to Demo hosting platform' }).waitFor();
    await expectAccessible(page, 'link account connected');

    const listed = await partner('GET', '/partner/accounts?external_id=cw_link_1');
    expect(listed.body).toMatchObject({ total: 1, accounts: [{ email: USER, external_id: 'cw_link_1' }] });
    const minted = await partner('POST', '/partner/embed_tokens', { external_id: 'cw_link_1' });
    expect(minted.status).toBe(201);
    const me = await fetch(`${b.consoleUrl}/api/user`, {
      headers: { authorization: `Bearer ${minted.body.token}`, ...sandbox.headers },
    });
    expect(((await me.json()) as { email: string }).email).toBe(USER);
    const id = (listed.body.accounts as unknown as { id: number }[])[0].id;
    expect((await partner('GET', `/partner/accounts/${id}`, undefined, OTHER_PARTNER_KEY)).status).toBe(404);

    // The link is spent: opening it again says so.
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('already been used');
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
    await context.close();
  });

  it.each([
    ['light', 280],
    ['dark', 280],
    ['dark', DESKTOP.width],
  ] as const)(
    'reads in the %s at %i px without sideways scroll; Cancel says it was not connected',
    async (scheme, width) => {
      sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
      const link = await partner('POST', '/partner/account_links', { external_id: 'cw_link_2', email: USER });
      const { page, context } = await b.open({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await context.setExtraHTTPHeaders(sandbox.headers);
      await serveAxe(page);
      await page.goto(`${b.consoleUrl}/login`);
      await page.getByLabel('Email').fill(USER);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${b.consoleUrl}/earn`);
      await page.goto(link.body.url);
      await page.getByRole('heading', { level: 1, name: 'Connect to Demo hosting platform' }).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `link account ${scheme} ${width}`);
      await screenshot(page, `link-account-${scheme}-${width}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('heading', { level: 1, name: 'Not connected' }).waitFor();
      expect((await partner('GET', '/partner/accounts?external_id=cw_link_2')).body.total).toBe(0);
      await context.close();
    },
  );
});
