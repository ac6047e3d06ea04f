import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { IS_PREACT } from '@sdk/test/render-widget';
import { renderPage, waitFor } from '../../test/render-page';
import { AdvertisingPage } from './advertising-page';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`AdvertisingPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the available prepaid budget and the budget ledger', async () => {
    const page = await renderPage(<AdvertisingPage />, {
      'GET /billing/budget': { body: { available_budget: 750, total_budget: 1000 } },
      'GET /billing/transactions': {
        body: { transactions: [{ created_at: '2026-10-01T00:00:00Z', description: 'Budget deposit', amount: 1000 }] },
      },
    });
    cleanup = page.view.unmount;
    const budget = () => within(page.root).getByRole('region', { name: 'Available budget' });
    await waitFor(() => within(budget()).getByText('$750.00'));
    expect(page.text()).toContain('$1,000.00 in total, $250.00 spent');
    expect(within(page.root).getByRole('progressbar', { name: 'Budget spent' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    await waitFor(() => expect(page.text()).toContain('Budget deposit'));
    expect(page.calls.find((c) => c.url.pathname === '/api/billing/transactions')?.url.searchParams.get('ledger')).toBe(
      'budget',
    );
  });

  it('shows a load failure with Retry', async () => {
    let fail = true;
    const page = await renderPage(<AdvertisingPage />, {
      'GET /billing/budget': () =>
        fail
          ? { status: 500, body: { detail: { error: 'Budget service unavailable.' } } }
          : { body: { available_budget: 5, total_budget: 5 } },
      'GET /billing/transactions': { body: { transactions: [] } },
    });
    cleanup = page.view.unmount;
    await waitFor(() => expect(page.text()).toContain('Budget service unavailable.'));
    expect(page.text()).toContain('No transactions yet.');
    fail = false;
    page.button('Retry').click();
    await waitFor(() => within(within(page.root).getByRole('region', { name: 'Available budget' })).getByText('$5.00'));
  });
});
