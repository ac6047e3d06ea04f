import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessage } from '../../core/message-format';
import de from '../../locales/de.json';
import { fakeClient, flushRender, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { Payouts } from './payouts';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  vi.useRealTimers();
});

const ledger = Array.from({ length: 12 }, (_, i) => ({
  created_at: `2026-10-${String(20 - i).padStart(2, '0')}T10:00:00Z`,
  description: `Entry ${i + 1}`,
  amount: i === 0 ? -50 : 100,
}));

/** A publisher with $1,500 available, $320.50 accruing, and the server's rules for a withdrawal. */
function server() {
  let available = 1500;
  const inFlight: { id: number; amount: number; requested_at: string; expected_on: string }[] = [];
  return fakeClient({
    'GET /billing/summary': () => ({
      body: {
        accruing: { month: '2026-11', amount: 320.5, available_on: '2026-12-01' },
        available_amount: available,
        withdrawals_in_flight: inFlight,
        withdrawals_paid: [{ id: 1, amount: 50, requested_at: '2026-10-01T10:00:00Z', paid_on: '2026-10-06' }],
        withdrawals_paid_count: 7,
        payout_account: { is_account_created: true, is_onboarding_completed: true },
      },
    }),
    'GET /billing/transactions': { body: { transactions: ledger } },
    'GET /billing/podcast_earnings': { body: { total_earnings: 0, transactions: [] } },
    'GET /stripe/details': {
      body: { is_account_created: true, is_onboarding_completed: true, stripe_link: 'http://pay.test/1' },
    },
    'POST /stripe/withdraw': ({ body }) => {
      const amount = (body as { amount: number }).amount;
      if (amount > available)
        return { status: 400, body: { detail: { withdraw_error: 'The amount is more than your available balance.' } } };
      available -= amount;
      inFlight.unshift({ id: 9, amount, requested_at: '2026-11-20T10:00:00Z', expected_on: '2026-11-25' });
      return { status: 201, body: { available_amount: available, transaction: ledger[0] } };
    },
  });
}

const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe(`Payouts (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the way from earned to paid with dates, the balance, a paged ledger, then emits ready', async () => {
    const { client } = server();
    const view = await renderWidget(<Payouts />, client);
    cleanup = view.unmount;
    const page = within(view.container);
    await waitFor(() => expect(page.getByTestId('way-accruing').textContent).toContain('$320.50'));
    expect(page.getByTestId('way-accruing').textContent).toContain('Available on Dec 1, 2026');
    expect(page.getByTestId('way-available').textContent).toContain('$1,500.00');
    expect(page.getByTestId('way-in-flight').textContent).toContain('No withdrawal on the way');
    expect(page.getByTestId('way-paid').textContent).toContain('Paid on Oct 6, 2026');
    expect(page.getByTestId('way-paid').textContent).toContain('7 withdrawals paid in all');
    expect(page.getByTestId('available-balance').textContent).toBe('$1,500.00');
    await waitFor(() => expect(page.getByTestId('ledger').querySelectorAll('tbody tr')).toHaveLength(10));
    expect(view.container.textContent).toContain('Showing 10 of 12 transactions');
    page.getByRole('button', { name: 'Show more' }).click();
    await waitFor(() => expect(page.getByTestId('ledger').querySelectorAll('tbody tr')).toHaveLength(12));
    expect(view.events).toContainEqual({ type: 'ready', detail: { widget: 'payouts' } });
  });

  it('withdraws a valid amount: the balance drops and the withdrawal is on its way with its date', async () => {
    const { client, calls } = server();
    const view = await renderWidget(<Payouts />, client);
    cleanup = view.unmount;
    const page = within(view.container);
    const withdraw = await waitFor(() => page.getByRole('button', { name: 'Withdraw funds' }));
    withdraw.click();
    const dialog = await waitFor(() => within(page.getByRole('dialog')));
    typeInto(dialog.getByLabelText<HTMLInputElement>('Amount (USD)'), '9999');
    await flushRender();
    dialog.getByRole('button', { name: 'Withdraw' }).click();
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toContain('more than your available balance'));
    expect(page.getByTestId('available-balance').textContent).toBe('$1,500.00');
    typeInto(dialog.getByLabelText<HTMLInputElement>('Amount (USD)'), '200');
    await flushRender();
    dialog.getByRole('button', { name: 'Withdraw' }).click();
    await waitFor(() => expect(page.getByTestId('available-balance').textContent).toBe('$1,300.00'));
    expect(page.getByTestId('way-in-flight').textContent).toContain('$200.00');
    expect(page.getByTestId('way-in-flight').textContent).toContain('Expected Nov 25, 2026');
    expect(view.container.textContent).toContain('$200.00 is on its way to your bank account.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ amount: 9999 }, { amount: 200 }]);
  });

  it("speaks the podcaster's language", async () => {
    const { client } = server();
    const messages = Object.fromEntries(Object.entries(de).map(([key, text]) => [key, compileMessage(text)]));
    const view = await renderWidget(<Payouts />, client, 'de', { messages });
    cleanup = view.unmount;
    const page = within(view.container);
    await waitFor(() => expect(page.getByTestId('way-accruing').textContent).toContain('320,50'));
    expect(page.getByTestId('way-accruing').textContent).toContain('Verfügbar am 1. Dez. 2026');
    expect(page.getByRole('heading', { name: 'Vom Verdienst zur Auszahlung' })).toBeTruthy();
    await waitFor(() => expect(page.getByRole('button', { name: 'Guthaben auszahlen' })).toBeTruthy());
  });

  it("asks again at the month's end and when the page is shown again, and not in between", async () => {
    // The server credits November at 00:00 UTC on December 1st (docs/decisions/0036-payout-dates.md).
    const credited = () => Date.now() >= Date.parse('2026-12-01T00:00:00Z');
    const { client, calls } = fakeClient({
      'GET /billing/summary': () => ({
        body: {
          accruing: credited()
            ? { month: '2026-12', amount: 0, available_on: '2027-01-01' }
            : { month: '2026-11', amount: 320.5, available_on: '2026-12-01' },
          available_amount: credited() ? 1820.5 : 1500,
          withdrawals_in_flight: [],
          withdrawals_paid: [],
          withdrawals_paid_count: 0,
          payout_account: { is_account_created: true, is_onboarding_completed: true },
        },
      }),
      'GET /billing/transactions': { body: { transactions: ledger } },
      'GET /billing/podcast_earnings': { body: { total_earnings: 0, transactions: [] } },
      'GET /stripe/details': { body: { is_account_created: true, is_onboarding_completed: true, stripe_link: null } },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-30T23:58:00Z') });
    const asked = () => calls.filter((c) => c.url.pathname === '/api/billing/summary').length;
    const view = await renderWidget(<Payouts />, client);
    cleanup = view.unmount;
    const page = within(view.container);
    for (let i = 0; i < 5; i++) await flushRender();
    expect(page.getByTestId('way-accruing').textContent).toContain('Available on Dec 1, 2026');
    expect(asked()).toBe(1);

    await vi.advanceTimersByTimeAsync(60_000); // 23:59: nothing to ask yet
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(65_000); // 5 s past midnight
    for (let i = 0; i < 5; i++) await flushRender();
    expect(asked()).toBe(2);
    expect(page.getByTestId('way-accruing').textContent).toContain('Available on Jan 1, 2027');
    expect(page.getByTestId('available-balance').textContent).toBe('$1,820.50');

    // The next date is a month away: no polling meanwhile.
    await vi.advanceTimersByTimeAsync(6 * 60 * 60_000);
    expect(asked()).toBe(2);
    // The tab shown again (hidden, then visible).
    document.dispatchEvent(new Event('visibilitychange'));
    for (let i = 0; i < 5; i++) await flushRender();
    expect(asked()).toBe(3);
  });
});
