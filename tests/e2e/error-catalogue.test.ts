import { existsSync, readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGE } from '@sdk/api/errors.ts';
import { mockApi } from './accounts-kit.ts';
import { screenshot, signIn, useBrowser } from './browser.ts';
import { ERROR_CATALOGUE } from './error-catalogue.ts';

const b = useBrowser();
const api = mockApi(b.consoleUrl);
const fault = (rule: {
  path: string;
  method?: string;
  status?: number;
  detail?: Record<string, string>;
  delay_ms?: number;
  times?: number;
}) => api<{ id: number }>('POST', '/__mock/faults', { times: 1, ...rule });
afterEach(async () => {
  await api('DELETE', '/__mock/faults');
});

/** The areas whose screens the console shows; each has an "## Errors" table in docs/behaviour/. */
const BEHAVIOUR_DOCS = ['accounts', 'onboarding', 'settings', 'billing', 'frame', 'earn', 'advertise'].map(
  (area) => `docs/behaviour/${area}.md`,
);

/** Every text a user reads in a doc's "## Errors" table: the double-quoted strings of its rows. */
function documentedMessages(file: string) {
  const text = readFileSync(file, 'utf8');
  const start = text.search(/^## Errors$/m);
  expect(start, `${file} has no "## Errors" section`).toBeGreaterThan(-1);
  const section = text.slice(start).split(/^## (?!Errors)/m)[0];
  const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| situation'));
  return rows.flatMap((row) => [...row.matchAll(/"([^"]+)"/g)].map(([, quoted]) => quoted));
}
/** How a test name appears in its file: as a string literal in any quote style. */
const asLiteral = (name: string) => [`'${name.replace(/'/g, "\\'")}'`, `"${name}"`, `\`${name}\``];

describe('the error catalogue table (tests/e2e/error-catalogue.ts)', () => {
  it.each(BEHAVIOUR_DOCS)('checks every message of the Errors table of %s in a named test', (file) => {
    const messages = documentedMessages(file);
    expect(messages.length).toBeGreaterThan(0);
    const checked = new Set(ERROR_CATALOGUE.flatMap((row) => row.reachedBy.flatMap((reach) => reach.shows)));
    expect(messages.filter((m) => !checked.has(m))).toEqual([]);
  });

  it.each(ERROR_CATALOGUE.map((row) => [`${row.area}: ${row.situation}`, row] as const))(
    '%s: reached by a named test that checks the text',
    (_name, row) => {
      expect(row.reachedBy.length).toBeGreaterThan(0);
      for (const reach of row.reachedBy) {
        expect(existsSync(reach.file), reach.file).toBe(true);
        const source = readFileSync(reach.file, 'utf8');
        expect(
          asLiteral(reach.test).some((l) => source.includes(l)),
          `${reach.file} has no test named ${reach.test}`,
        ).toBe(true);
        expect(reach.shows.length).toBeGreaterThan(0);
        for (const text of reach.shows) expect(source, `${reach.file} never checks ${text}`).toContain(text);
      }
    },
  );
});

describe('rows no other test reached', () => {
  it('invite and reset failures show the first detail value, else the fallback, and keep what was typed', async () => {
    const { page, context } = await b.open();
    await page.goto(`${b.consoleUrl}/publisher/signup/apply-invite`);
    await page.getByLabel('Podcast name').fill('Night Owls');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(`catalogue-${Date.now()}@podspot.test`);
    const apply = page.getByRole('button', { name: 'Apply for an invite' });
    await fault({ path: '/invite/', method: 'POST', status: 503, detail: { error: 'Invites are paused this week.' } });
    await apply.click();
    await page.locator('.form-error').getByText('Invites are paused this week.').waitFor();
    await fault({ path: '/invite/', method: 'POST', status: 500, detail: {} });
    await apply.click();
    await page.locator('.form-error').getByText('Something went wrong. Please try again later.').waitFor();
    expect(await page.getByLabel('Podcast name').inputValue()).toBe('Night Owls');
    expect(await apply.isEnabled()).toBe(true);
    await screenshot(page, 'error-catalogue-invite');
    await apply.click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();

    await page.goto(`${b.consoleUrl}/reset-password?token=not-a-real-link`);
    await page.getByLabel('Password', { exact: true }).fill('new-secret-9');
    await page.getByLabel('Confirm password').fill('new-secret-9');
    const reset = page.getByRole('button', { name: 'Reset password' });
    await fault({
      path: '/reset_password',
      method: 'POST',
      status: 400,
      detail: { token: 'This reset link has expired. Ask for a new one.' },
    });
    await reset.click();
    await page.locator('.form-error').getByText('This reset link has expired. Ask for a new one.').waitFor();
    await fault({ path: '/reset_password', method: 'POST', status: 502, detail: {} });
    await reset.click();
    await page.locator('.form-error').getByText('Something went wrong. Please try again later.').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('new-secret-9');
    await reset.click(); // the real answer: this link is not valid, in the server's words
    await expect
      .poll(() => page.locator('.form-error').textContent())
      .not.toBe('Something went wrong. Please try again later.');
    await context.close();
  });

  it('withdraw failures show detail.stripe_account or detail.withdraw_error, keep the amount, and a retry withdraws', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.goto(`${b.consoleUrl}/billing/earnings`);
    const balance = page.getByTestId('available-balance');
    await balance.waitFor();
    const before = (await balance.textContent())!;
    await page.getByRole('button', { name: 'Withdraw funds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw funds' });
    await dialog.getByLabel('Amount (USD)').fill('1');
    const details: Record<string, string>[] = [
      { stripe_account: 'Your payout account needs attention at the provider.' },
      { withdraw_error: 'Withdrawals are paused until Monday.' },
    ];
    for (const detail of details) {
      await fault({ path: '/stripe/withdraw', method: 'POST', status: 400, detail });
      await dialog.getByRole('button', { name: 'Withdraw' }).click();
      await dialog.getByText(Object.values(detail)[0]).waitFor();
      expect(await dialog.getByLabel('Amount (USD)').inputValue()).toBe('1');
    }
    await screenshot(page, 'error-catalogue-withdraw');
    expect(await balance.textContent()).toBe(before);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => balance.textContent()).not.toBe(before);
    await context.close();
  });

  it('a failed CSV download in billing shows the status and the text, and the next one downloads', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.goto(`${b.consoleUrl}/billing/earnings`);
    await page.getByTestId('earnings-total').waitFor();
    await fault({
      path: '/billing/podcast_earnings/download',
      method: 'GET',
      status: 500,
      detail: { error: 'Exports are paused.' },
    });
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const failure = page.getByRole('alert').filter({ hasText: '500: Exports are paused.' });
    await failure.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^podcast_earnings_.+\.csv$/);
    expect(await failure.count()).toBe(0);
    await context.close();
  });

  it("the spend table's export says canceled, timed out, unknown, or the status and text, and exports afterwards", async () => {
    const { page, context } = await b.open();
    await page.clock.install(); // real time, which the test can jump ahead past the export's time limit
    await page.goto(`${b.examplesUrl}/spend-test.html`);
    await page.locator('#spend tbody tr').first().waitFor();
    const exportAll = page.locator('#spend').getByRole('button', { name: 'Export all' });
    const toast = (text: string) => page.locator('#spend .ps-toast--error').filter({ hasText: text });
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route);
    const downloads = (url: URL) => url.pathname.endsWith('/advertise/advertiser/report/download');

    await page.route(downloads, hold);
    await exportAll.click();
    await page.locator('#spend').getByRole('button', { name: 'Cancel' }).click();
    await toast('Download canceled').waitFor();
    await exportAll.click();
    await expect.poll(() => held.length).toBe(2);
    await page.clock.fastForward(61_000);
    await toast('Download timed out').waitFor();
    await page.unroute(downloads, hold);
    await Promise.all(held.map((r) => r.abort().catch(() => {})));

    await page.evaluate(() => {
      const original = URL.createObjectURL;
      URL.createObjectURL = () => {
        URL.createObjectURL = original;
        throw new Error('The browser could not store the file.');
      };
    });
    await exportAll.click();
    await toast('An unknown error occurred').waitFor();
    await fault({
      path: '/advertise/advertiser/report/download',
      method: 'GET',
      status: 503,
      detail: { error: 'Exports are paused.' },
    });
    await exportAll.click();
    await toast('503: Exports are paused.').waitFor();
    await screenshot(page, 'error-catalogue-spend-export');
    const [download] = await Promise.all([page.waitForEvent('download'), exportAll.click()]);
    expect(download.suggestedFilename()).toMatch(/^advertiser_spend_report_.+\.csv$/);
    await context.close();
  });
});

describe('slow and dropped answers in the console', () => {
  const openSettings = async (prepare: (page: Page) => Promise<unknown>) => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await prepare(page);
    await page.goto(`${b.consoleUrl}/settings`);
    return { page, context };
  };

  it('a slow answer shows the loading state, then the data', async () => {
    const { page, context } = await openSettings(() =>
      fault({ path: '/setting/podcasts', method: 'GET', delay_ms: 2000 }),
    );
    await page.getByRole('status', { name: 'Loading your podcasts' }).waitFor();
    await page.locator('.podcast-row').first().waitFor();
    expect(await page.getByRole('status', { name: 'Loading your podcasts' }).count()).toBe(0);
    await context.close();
  });

  it.each([
    [
      'the connection drops',
      NETWORK_MESSAGE,
      (page: Page) =>
        page.route(
          (u) => u.pathname === '/api/setting/podcasts',
          (r) => r.abort('connectionreset'),
          { times: 1 },
        ),
    ],
    [
      'the server is unavailable (503)',
      'The settings service is restarting.',
      () =>
        fault({
          path: '/setting/podcasts',
          method: 'GET',
          status: 503,
          detail: { error: 'The settings service is restarting.' },
        }),
    ],
  ])('%s: a clear message with Retry, and Retry loads', async (_name, message, prepare) => {
    const { page, context } = await openSettings(prepare);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('publisher@podspot.test'); // the rest of the page works
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.podcast-row').first().waitFor();
    await context.close();
  });
});
