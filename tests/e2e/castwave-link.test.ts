import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { DEMO_PARTNER_KEY } from '../../server-mock/client/demo.ts';
import { expectAccessible, serveAxe } from './a11y-helpers.ts';
import { DESKTOP, DEMO_PASSWORD, expectNoSidewaysScroll, screenshot, useBrowser } from './browser.ts';

/**
 * Castwave's join flow for a user whose email already has a Podspot account (examples/public/join-link.js): "Start
 * earning" offers to connect it, the user connects (or cancels) in the console in a new tab, and back on Castwave the
 * panel goes on to the onboarding, or offers a new link. Noor Haddad (`cw_1130`) is the demo's newpub@podspot.test.
 */
const b = useBrowser();
const USER = 'cw_1130';
const EMAIL = 'newpub@podspot.test';

let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** Castwave's page as Noor, in a sandbox of its own, up to the link offer. */
async function offered(viewport = DESKTOP, scheme: 'light' | 'dark' = 'light') {
  sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
  const opened = await b.open(viewport);
  await opened.page.emulateMedia({ colorScheme: scheme });
  await opened.context.setExtraHTTPHeaders(sandbox.headers);
  await serveAxe(opened.page);
  await opened.page.goto(`${b.examplesUrl}/?user=${USER}`);
  await opened.page.getByRole('button', { name: 'Start earning with Podspot' }).click();
  const link = opened.page.getByRole('link', { name: 'Connect your Podspot account' });
  await link.waitFor();
  return { ...opened, link };
}

/** Follows the offer into the console's new tab and logs in there as Noor's Podspot account. */
async function followSignedIn(context: BrowserContext, link: ReturnType<Page['getByRole']>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForURL(`${b.consoleUrl}/login`);
  await tab.getByLabel('Email').fill(EMAIL);
  await tab.getByLabel('Password').fill(DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Log in' }).click();
  await tab.getByRole('heading', { level: 1, name: 'Connect to Demo hosting platform' }).waitFor();
  return tab;
}

/**
 * Headless Chromium keeps every tab visible, so the test plays the browser's part when the user leaves Castwave's tab
 * for the console's and comes back: the page's visibilityState and its visibilitychange event.
 */
const tabShown = (page: Page, visible: boolean) =>
  page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    visible ? 'visible' : 'hidden',
  );

const accountsOf = async (externalId: string) => {
  const answer = await fetch(`${b.consoleUrl}/api/partner/accounts?external_id=${externalId}`, {
    headers: { 'x-partner-key': DEMO_PARTNER_KEY, ...sandbox!.headers },
  });
  return (await answer.json()) as { total: number; accounts: Record<string, unknown>[] };
};

describe('Castwave’s join flow for an email that has a Podspot account', () => {
  it('offers the link, and once connected in the console goes on to the onboarding when the tab is back', async () => {
    const { page, context, link, errors } = await offered();
    const offer = page.getByRole('region', { name: 'Podspot', exact: true });
    expect(await offer.textContent()).toContain(`Your email already has a Podspot account: ${EMAIL}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${b.consoleUrl}/link-account\\?token=`));
    // The button the user pressed is gone; focus is on what the offer says, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim())).toBe(
      `Your email already has a Podspot account: ${EMAIL}`,
    );
    await expectAccessible(page, 'castwave link offer');

    const tab = await followSignedIn(context, link);
    await tabShown(page, false);
    await tab.getByRole('button', { name: 'Connect' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Connected to Demo hosting platform' }).waitFor();
    await tab.close();
    await tabShown(page, true); // back on Castwave's tab: it asks again, with no button pressed

    await page.locator('#onboarding').getByRole('heading', { name: 'Start earning with Podspot' }).waitFor();
    expect(await page.getByRole('link', { name: 'Connect your Podspot account' }).isHidden()).toBe(true);
    const { accounts } = await accountsOf(USER);
    expect(accounts).toMatchObject([
      {
        email: EMAIL,
        onboarding_completed: false,
        podcasts: [{ name: 'Morning Pages', feed_managed_by_partner: true }],
      },
    ]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('after Cancel says it is not connected and gives a new link that works', async () => {
    const { page, context, link } = await offered();
    const first = await link.getAttribute('href');
    const tab = await followSignedIn(context, link);
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Not connected' }).waitFor();

    await page.bringToFront();
    await page.getByRole('button', { name: 'I’ve connected it' }).click();
    await page.getByText('Your Podspot account is not connected yet.').waitFor();
    await screenshot(page, 'castwave-link-not-connected');
    await page.getByRole('button', { name: 'Get a new link' }).click();
    await page.getByRole('button', { name: 'Get a new link' }).waitFor({ state: 'hidden' });
    const second = await link.getAttribute('href');
    expect(second).not.toBe(first);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect your Podspot account');
    expect((await accountsOf(USER)).total).toBe(0);

    // The new link is live: the console offers Connect again where the cancelled one says it cannot be used.
    await tab.goto(second!);
    await tab.getByRole('heading', { level: 1, name: 'Connect to Demo hosting platform' }).waitFor();
    await tab.goto(first!);
    await tab.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
    await context.close();
  });

  it.each([
    ['light', 280],
    ['dark', 280],
    ['light', DESKTOP.width],
    ['dark', DESKTOP.width],
  ] as const)('reads in the %s at %i px without sideways scroll', async (scheme, width) => {
    const { page, context } = await offered({ width, height: 800 }, scheme);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `castwave link offer ${scheme} ${width}`);
    await page.locator('#join').scrollIntoViewIfNeeded();
    await screenshot(page, `castwave-link-offer-${scheme}-${width}`);
    await context.close();
  });
});
