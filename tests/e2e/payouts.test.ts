import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { DEMO_PARTNER_KEY } from '../../server-mock/client/demo.ts';
import { startReceiver, type Received } from '../../server-mock/test/webhook-receiver.ts';
import { expectAccessible, serveAxe } from './a11y-helpers.ts';
import { DESKTOP, expectNoSidewaysScroll, screenshot, useBrowser } from './browser.ts';
import { findLayoutProblems } from './layout-checks.ts';

/**
 * The payouts widget on Castwave's payouts page (another origin, an embed token from Castwave's backend), in a sandbox
 * of its own whose clock starts on Friday 2026-11-20: a withdrawal is expected 3 business days later (Wednesday 25th,
 * docs/decisions/0036-payout-dates.md) and this month's earnings become available on 2026-12-01.
 */
const b = useBrowser();
let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function payoutsPage(user: string, query = '', viewport = DESKTOP) {
  sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox({ now: '2026-11-20T12:00:00Z' });
  await sandbox.clock.freeze();
  const opened = await b.open(viewport);
  await opened.context.setExtraHTTPHeaders(sandbox.headers);
  await opened.page.goto(`${b.examplesUrl}/payouts.html?user=${user}${query}`);
  const widget = opened.page.locator('#payouts');
  return { ...opened, widget, sandbox };
}

const text = async (widget: Locator, id: string) => (await widget.getByTestId(id).textContent()) ?? '';
const dollars = (s: string) => Number(s.replace(/[^\d.]/g, ''));

async function withdraw(page: Page, widget: Locator, amount: string) {
  await widget.getByRole('button', { name: 'Withdraw funds' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Withdraw funds' });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  return dialog;
}

describe('payouts widget (Castwave, another origin, an embed token)', () => {
  it('withdraws, refuses an invalid amount, and follows the sandbox clock from accruing to paid', async () => {
    const { page, context, widget, errors } = await payoutsPage('publisher@podspot.test');
    await widget.getByTestId('way-accruing').waitFor();
    await expect.poll(() => text(widget, 'way-accruing')).toContain('Available on Dec 1, 2026');
    const accruing = dollars((await text(widget, 'way-accruing')).split('Available')[0]);
    expect(accruing).toBeGreaterThan(0);
    const before = dollars(await text(widget, 'available-balance'));
    expect(before).toBeGreaterThan(100);

    // More than the balance: the seed's message, and nothing changes.
    const refused = await withdraw(page, widget, String(Math.ceil(before) + 1000));
    await expect
      .poll(() => refused.getByRole('alert').textContent())
      .toMatch(/^The amount is more than your available balance of \$[\d,.]+\. Enter a smaller amount\.$/);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    expect(dollars(await text(widget, 'available-balance'))).toBe(before);
    expect(await text(widget, 'way-in-flight')).toContain('No withdrawal on the way');

    await withdraw(page, widget, '100');
    await expect.poll(async () => dollars(await text(widget, 'available-balance'))).toBe(before - 100);
    await expect.poll(() => text(widget, 'way-in-flight')).toContain('$100.00');
    expect(await text(widget, 'way-in-flight')).toContain('Expected Nov 25, 2026');
    await screenshot(page, 'payouts-in-flight');

    // A partner's backend listening, verifying each delivery with server-mock/README.md#webhooks' snippet.
    const receiver = await startReceiver();
    onTestFinished(() => receiver.stop());
    const registered = await fetch(`${b.consoleUrl}/api/partner/webhook_endpoints`, {
      method: 'POST',
      headers: { ...sandbox!.headers, 'x-partner-key': DEMO_PARTNER_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['earnings.available', 'payout.paid'] }),
    });
    expect(registered.status).toBe(201);
    receiver.secret(((await registered.json()) as { secret: string }).secret);

    // Past the month's end: this month's earnings are available, the withdrawal has been paid.
    // No reload: the tab shown again asks for the summary anew (docs/decisions/0049-payouts-refresh-themselves.md).
    await sandbox!.clock.set('2026-12-02T12:00:00Z');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => text(widget, 'way-paid')).toContain('Paid on Nov 25, 2026');
    expect(await text(widget, 'way-in-flight')).toContain('No withdrawal on the way');
    expect(await text(widget, 'way-accruing')).toContain('Available on Jan 1, 2027');
    // The whole of November is credited: at least what had accrued by the 20th.
    expect(dollars(await text(widget, 'available-balance'))).toBeGreaterThanOrEqual(before - 100 + accruing - 0.005);
    await expect.poll(() => widget.getByTestId('ledger').textContent()).toContain('Earnings for November 2026');
    // The same two moments reached the partner, signed.
    const heard: Received[] = [];
    const about = (d: Received) => d.data.publisher_email === 'publisher@podspot.test';
    while (
      !heard.some((d) => d.type === 'payout.paid' && about(d)) ||
      !heard.some((d) => d.type === 'earnings.available' && about(d))
    )
      heard.push(await receiver.next());
    for (const delivery of heard) expect(delivery, delivery.type).toMatchObject({ verified: true, tampered: false });
    expect(heard.find((d) => d.type === 'payout.paid' && about(d))?.data).toMatchObject({
      amount_cents: 10000,
      publisher_email: 'publisher@podspot.test',
      paid_at: '2026-11-25T00:00:00.000Z',
    });
    // The browser's own lines for failed requests, nothing else: the refused withdrawal's 400, and the 401s of the two
    // calls the page made with the embed token that expired on the sandbox's clock (the SDK fetched a new one and asked
    // again, as the figures above show).
    expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
    await context.close();
  });

  it('asks nopayout@podspot.test for a payout account and completes it through the country dialog', async () => {
    const { context, widget, errors } = await payoutsPage('nopayout@podspot.test');
    await widget.getByRole('button', { name: 'Set up payout account' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Select your bank country' });
    await dialog.getByLabel('Bank country').selectOption('GB');
    const [provider] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Continue' }).click(),
    ]);
    // The provider's page opened in its own tab, at the account's link, with no way back to the host page.
    await provider.getByRole('button', { name: 'Complete' }).waitFor();
    expect(provider.url()).toMatch(/\/payout-provider\/onboard\//);
    expect(await provider.evaluate(() => window.opener)).toBeNull();
    await provider.getByRole('button', { name: 'Complete' }).click();
    await provider.waitForLoadState();
    await provider.close();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await widget.getByRole('button', { name: 'Withdraw funds' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 280 px in dark and in Arabic, right to left, with no overflow, and axe finds nothing serious', async () => {
    for (const [name, query, scheme] of [
      ['280-dark', '&width=280', 'dark'],
      ['ar-rtl', '&locale=ar&dir=rtl', 'light'],
      ['ar-280-dark', '&locale=ar&dir=rtl&width=280', 'dark'],
    ] as const) {
      sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox({ now: '2026-11-20T12:00:00Z' });
      const { page, context, errors } = await b.open({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await context.setExtraHTTPHeaders(sandbox.headers);
      await serveAxe(page);
      await page.goto(`${b.examplesUrl}/payouts.html?user=publisher@podspot.test${query}`);
      const widget = page.locator('#payouts');
      await widget.getByTestId('ledger').waitFor();
      await widget.getByTestId('earnings-total').waitFor();
      await widget.getByRole('button', { name: /.+/ }).first().waitFor();
      const root = widget.locator('.ps-root').first();
      const { problems } = await root.evaluate(findLayoutProblems);
      expect(problems, name).toEqual([]);
      await expectNoSidewaysScroll(page, name);
      // Nor does the ledger inside its own box: at 280 px each row is a card (docs/behaviour/billing.md).
      const ledgerOverflow = await widget.getByTestId('ledger').evaluate((t) => {
        const box = t.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(ledgerOverflow, `${name}: the ledger scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `payouts ${name}`, '#payouts');
      await screenshot(page, `payouts-${name}`);
      expect(errors).toEqual([]);
      await context.close();
      await sandbox.close();
      sandbox = undefined;
    }
  });
});
