import { afterEach, describe, expect, it } from 'vitest';
import { controlledBy } from '@sdk/test/accessible-names';
import { within } from '@testing-library/dom';
import { IS_PREACT } from '@sdk/test/render-widget';
import { flushRender, renderPage, typeInto, waitFor } from '../../test/render-page';
import { EarningsPage } from './earnings-page';

const ready = { is_account_created: true, is_onboarding_completed: true, stripe_link: 'http://x.test/onboard/1' };
const ledger = [
  { created_at: '2026-11-03T10:00:00Z', description: 'Withdrawal', amount: -50 },
  { created_at: '2026-11-01T00:00:00Z', description: 'Earnings for October 2026', amount: 1234.5 },
];
const earnings = { total_earnings: 0, transactions: [] };

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

type Routes = Parameters<typeof renderPage>[1];
async function setup(routes: Routes = {}) {
  let balance = 1500;
  const page = await renderPage(<EarningsPage />, {
    'GET /billing/balance': () => ({ body: { available_amount: balance } }),
    'GET /billing/transactions': { body: { transactions: ledger } },
    'GET /billing/podcast_earnings': { body: earnings },
    'GET /stripe/details': { body: ready },
    'POST /stripe/withdraw': ({ body }) => {
      balance -= (body as { amount: number }).amount;
      return { status: 201, body: { available_amount: balance, transaction: ledger[0] } };
    },
    ...routes,
  });
  cleanup = page.view.unmount;
  await waitFor(() => expect(within(page.root).getByTestId('available-balance').textContent).toBe('$1,500.00'));
  // The open dialog (a closed one is hidden from the accessibility tree).
  const dialog = () => within(page.root).queryByRole('dialog');
  const count = (path: string) => page.calls.filter((c) => c.url.pathname === `/api${path}`).length;
  return {
    ...page,
    dialog,
    count,
    amount: () => page.input('Amount (USD)'),
    withdraw: () => page.button('Withdraw').click(),
  };
}

describe(`EarningsPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the balance with the end-of-month note and the ledger with signed amounts', async () => {
    const page = await setup();
    expect(page.text()).toContain('Earnings are available for withdrawal at the end of the calendar month.');
    // The ledger's rows under its header row.
    const rows = () => within(within(page.root).getByTestId('ledger')).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const cells = rows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Nov 3, 2026', 'Withdrawal', '−$50.00'],
      ['Nov 1, 2026', 'Earnings for October 2026', '+$1,234.50'],
    ]);
    expect(page.calls.find((c) => c.url.pathname === '/api/billing/transactions')?.url.searchParams.get('ledger')).toBe(
      'earnings',
    );
  });

  it('offers payout setup instead of Withdraw funds until the payout account is onboarded', async () => {
    const page = await setup({
      'GET /stripe/details': { body: { is_account_created: false, is_onboarding_completed: false, stripe_link: null } },
    });
    await waitFor(() => expect(page.button('Set up payout account')).toBeTruthy());
    expect(() => page.button('Withdraw funds')).toThrow();
    page.button('Set up payout account').click();
    await waitFor(() =>
      expect(within(page.root).queryByRole('dialog', { name: 'Select your bank country' })).not.toBeNull(),
    );
    expect(page.dialog()).toBe(within(page.root).getByRole('dialog', { name: 'Select your bank country' }));
  });

  it('resumes an unfinished payout account at the provider, without asking the bank country again', async () => {
    const link = 'http://x.test/onboard/unfinished';
    const page = await setup({
      'GET /stripe/details': { body: { is_account_created: true, is_onboarding_completed: false, stripe_link: link } },
    });
    await waitFor(() => expect(page.root.textContent).toContain('Finish payout setup'));
    const finish = within(page.root).getByRole('link', { name: 'Finish payout setup' });
    expect(finish.getAttribute('href')).toBe(link);
    expect(() => page.button('Finish payout setup')).toThrow();
  });

  it('says so when the payout details do not load', async () => {
    const page = await setup({ 'GET /stripe/details': { status: 500, body: { detail: { error: 'boom' } } } });
    await waitFor(() =>
      expect(page.text()).toContain('Something went wrong. Our team has been notified and is looking into it.'),
    );
    expect(() => page.button('Withdraw funds')).toThrow();
  });

  it('validates the amount: required, digits only, at least 1', async () => {
    const page = await setup();
    await waitFor(() => expect(page.button('Withdraw funds')).toBeTruthy());
    page.button('Withdraw funds').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    expect(page.amount().min).toBe('1');
    expect(page.amount().step).toBe('1');
    page.withdraw();
    await waitFor(() => expect(page.fieldError('Amount (USD)')).toBe('Amount is required.'));
    typeInto(page.amount(), '12a');
    await waitFor(() => expect(page.amount().value).toBe(''));
    typeInto(page.amount(), '0');
    await flushRender();
    page.withdraw();
    await waitFor(() => expect(page.fieldError('Amount (USD)')).toBe('Enter a whole number of dollars, at least 1.'));
    expect(page.count('/stripe/withdraw')).toBe(0);
  });

  it.each([
    [
      { stripe_account: 'Finish setting up your payout account first.' },
      'Finish setting up your payout account first.',
    ],
    [
      { withdraw_error: 'The amount is more than your available balance.' },
      'The amount is more than your available balance.',
    ],
  ])('shows the withdraw failure %j', async (detail, message) => {
    const page = await setup({ 'POST /stripe/withdraw': { status: 400, body: { detail } } });
    await waitFor(() => expect(page.button('Withdraw funds')).toBeTruthy());
    page.button('Withdraw funds').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    typeInto(page.amount(), '5000');
    await flushRender();
    page.withdraw();
    await waitFor(() => expect(within(page.dialog()!).getByRole('alert').textContent).toBe(message));
  });

  it('withdraws, closes the modal and refetches the balance and the transactions', async () => {
    const page = await setup();
    await waitFor(() => expect(page.button('Withdraw funds')).toBeTruthy());
    const before = { balance: page.count('/billing/balance'), ledger: page.count('/billing/transactions') };
    page.button('Withdraw funds').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    typeInto(page.amount(), '200');
    await flushRender();
    page.withdraw();
    await waitFor(() => expect(page.dialog()).toBeNull());
    expect(page.calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 200 });
    await waitFor(() => expect(within(page.root).getByTestId('available-balance').textContent).toBe('$1,300.00'));
    expect(page.count('/billing/balance')).toBe(before.balance + 1);
    expect(page.count('/billing/transactions')).toBe(before.ledger + 1);
  });

  it("loads the month without line items, and a podcast's lines the first time its row opens", async () => {
    const entry = { podcast_id: 7, podcast_name: 'Modern Jazz Club', total_amount: 30, line_count: 2 };
    const lines = [
      { id: 71, description: 'Podspot for Acme', amount: 20 },
      { id: 72, description: 'Podspot for Bloom', amount: 10 },
    ];
    const page = await setup({
      'GET /billing/podcast_earnings': ({ url }) =>
        url.searchParams.get('podcast_id') === '7'
          ? { body: { total_earnings: 30, transactions: [{ ...entry, line_items: lines }] } }
          : { body: { total_earnings: 30, transactions: [{ ...entry, line_items: [] }] } },
    });
    // A podcast's row opens by its button, named by the podcast and its total.
    const rowButton = () =>
      within(page.root).queryByRole<HTMLButtonElement>('button', { name: /^▸?▾?\s*Modern Jazz Club/ });
    await waitFor(() => expect(rowButton()).not.toBeNull());
    const asked = page.calls.filter((c) => c.url.pathname === '/api/billing/podcast_earnings');
    expect(asked.map((c) => c.url.searchParams.get('line_items'))).toEqual(['false']);
    const row = rowButton()!;
    row.click();
    const lineItems = () => within(controlledBy(row));
    await waitFor(() =>
      expect(
        lineItems()
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Podspot for Acme$20.00', 'Podspot for Bloom$10.00']),
    );
    row.click();
    row.click();
    expect(page.count('/billing/podcast_earnings')).toBe(2);
  });
});
