import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PHONE, signIn, useBrowser } from './browser.ts';
import { injectFault, mockApi, shootBoth } from './accounts-kit.ts';

const b = useBrowser();
const api = mockApi(b.consoleUrl);
const tokenOf = async (email: string, password = DEMO_PASSWORD) =>
  (await api<{ jwt_token: string }>('POST', '/signin/', { email, password })).jwt_token;

describe('settings', () => {
  it('shows the profile read-only and the podcasts with filter, tooltips and copy', async () => {
    const { page, context } = await b.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.consoleUrl });
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const me = await api<{ first_name: string; email: string }>(
      'GET',
      '/user',
      undefined,
      await tokenOf('publisher@podspot.test'),
    );
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(me.email);
    expect(await page.getByLabel('First name').inputValue()).toBe(me.first_name);
    expect(await page.getByLabel('First name').isDisabled()).toBe(true);
    const rows = page.locator('.podcast-row');
    await rows.first().waitFor();
    const total = await rows.count();
    expect(total).toBeGreaterThan(0);
    await page.getByLabel('Filter podcasts').selectOption({ label: 'Smart feed integrated' });
    const integrated = await rows.count();
    await page.getByLabel('Filter podcasts').selectOption({ label: 'Not integrated' });
    expect(integrated + (await rows.count())).toBe(total);
    await page.getByLabel('Filter podcasts').selectOption({ label: 'All podcasts' });
    await rows.first().locator('.feed-status').hover();
    expect(await rows.first().getByRole('tooltip').isVisible()).toBe(true);
    await shootBoth(page, 'settings');
    await rows
      .first()
      .getByRole('button', { name: /^Copy smart feed/ })
      .click();
    await page.getByText('Smart feed copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/feeds\/.+\.xml$/);
    await context.close();
  });

  it('opens the change-password modal, closes it on Escape and on the backdrop, and shows every failure', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'both@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.goto(`${b.consoleUrl}/settings`);
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor();
    await page.mouse.click(8, 8); // the backdrop
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Current password is required.').waitFor();
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('new-secret-1');
    await dialog.getByLabel('Repeat new password').fill('new-secret-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('New password and repeat password do not match').waitFor();
    await dialog.getByLabel('Repeat new password').fill('new-secret-1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Your current password is incorrect.').waitFor();
    await shootBoth(page, 'settings-change-password');
    await injectFault(b.consoleUrl, 'POST', '/user/change_password', 500, {});
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Something went wrong, Please try again later', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await dialog.locator('.form-error').count()).toBe(0);
    await context.close();
  });

  it('changes the password (then the old one no longer works)', async () => {
    const { page, context } = await b.open(PHONE);
    await signIn(page, b.consoleUrl, 'nopayout@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.goto(`${b.consoleUrl}/settings`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('changed-secret-1');
    await dialog.getByLabel('Repeat new password').fill('changed-secret-1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your password has been changed.').waitFor();
    await expect(tokenOf('nopayout@podspot.test')).rejects.toThrow(/401/);
    const token = await tokenOf('nopayout@podspot.test', 'changed-secret-1');
    // Put the demo password back for every other test.
    await api('POST', '/user/change_password', { password: 'changed-secret-1', new_password: DEMO_PASSWORD }, token);
    await context.close();
  });
});

describe('billing', () => {
  it('shows the publisher balance, ledger, earnings by podcast and the CSV', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL(`${b.consoleUrl}/billing/earnings`);
    expect(await page.getByTestId('available-balance').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    await page.getByRole('button', { name: 'Withdraw funds' }).waitFor();
    expect(await page.locator('[data-testid="ledger"] tbody tr').count()).toBeGreaterThan(0);
    const total = page.getByTestId('earnings-total');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/^\$ [\d,]+\.\d\d$/);
    const first = page.locator('.ps-payouts__row-head').first();
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await shootBoth(page, 'billing-earnings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^podcast_earnings_[A-Z][a-z]+_\d{4}\.csv$/);
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await injectFault(b.consoleUrl, 'GET', '/stripe/details', 500, {});
    await page.goto(`${b.consoleUrl}/billing/earnings`);
    await page.getByText('Something went wrong. Our team has been notified and is looking into it.').waitFor();
    await context.close();
  });

  it('creates the payout account at the provider, comes back and withdraws', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'nopayout@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.goto(`${b.consoleUrl}/billing/earnings`);
    await page.getByRole('button', { name: 'Set up payout account' }).click();
    const country = page.getByRole('dialog', { name: 'Select your bank country' });
    expect(await country.getByLabel('Bank country').inputValue()).toBe('US');
    await shootBoth(page, 'billing-bank-country');
    await injectFault(b.consoleUrl, 'POST', '/stripe/create_account', 500, {});
    await country.getByRole('button', { name: 'Continue' }).click();
    await country.getByRole('button', { name: 'Continue' }).and(page.locator(':enabled')).waitFor();
    expect(page.url()).toBe(`${b.consoleUrl}/billing/earnings`);
    await country.getByLabel('Bank country').selectOption('GB');
    await country.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/api\/payout-provider\/onboard\//);
    const providerPage = page.url();
    // Leaving the provider unfinished: "Finish payout setup" resumes there, without asking the country again.
    await page.goto(`${b.consoleUrl}/billing/earnings`);
    const finish = page.getByRole('link', { name: 'Finish payout setup' });
    await finish.waitFor();
    await shootBoth(page, 'billing-finish-payout-setup');
    await finish.click();
    await page.waitForURL(providerPage);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(`${b.consoleUrl}/billing/earnings`);

    const balance = page.getByTestId('available-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())!.replace(/[$,]/g, ''));
    await page.getByRole('button', { name: 'Withdraw funds' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw funds' });
    const amount = withdraw.getByLabel('Amount (USD)');
    await amount.pressSequentially('1.5');
    expect(await amount.inputValue()).toBe('');
    await amount.fill(String(Math.ceil(before) + 100));
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await withdraw.getByText(/is more than your available balance/).waitFor();
    await shootBoth(page, 'billing-withdraw');
    await amount.fill('1');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await withdraw.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="available-balance"]')?.textContent === expected,
      `$${(before - 1).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(await page.locator('[data-testid="ledger"] tbody tr').first().locator('td').last().textContent()).toBe(
      '−$1.00',
    );
    await context.close();
  });

  it('shows the advertiser prepaid budget and its transactions, also for a user with both roles', async () => {
    for (const email of ['advertiser@podspot.test', 'both@podspot.test']) {
      const { page, context } = await b.open();
      await signIn(page, b.consoleUrl, email);
      await page.waitForURL(/\/(earn|advertise\/campaigns)$/);
      await page.goto(`${b.consoleUrl}/billing/advertising`);
      expect(await page.getByTestId('available-budget').textContent()).toMatch(/^-?\$[\d,]+\.\d\d$/);
      await page.locator('[data-testid="ledger"] tbody tr').first().waitFor();
      expect(await page.locator('[data-testid="ledger"]').textContent()).toContain('Campaign spend');
      if (email === 'advertiser@podspot.test') {
        expect(await page.getByRole('navigation', { name: 'Billing' }).getByRole('link').allTextContents()).toEqual([
          'Advertising',
        ]);
        await shootBoth(page, 'billing-advertising');
      } else {
        expect(await page.getByRole('navigation', { name: 'Billing' }).getByRole('link').allTextContents()).toEqual([
          'Earnings',
          'Advertising',
        ]);
        await page.setViewportSize(PHONE);
        await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Earnings' }).click();
        await page.waitForURL(`${b.consoleUrl}/billing/earnings`);
        await shootBoth(page, 'billing-earnings-both');
      }
      await context.close();
    }
  });
});
