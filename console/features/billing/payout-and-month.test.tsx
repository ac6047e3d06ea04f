import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByWholeText } from '@sdk/test/whole-text';
import { controlledBy } from '@sdk/test/accessible-names';
import { within } from '@testing-library/dom';
import { IS_PREACT } from '@sdk/test/render-widget';
import { flushRender, renderPage, waitFor } from '../../test/render-page';
import { CountryDialog } from '@sdk/widgets/payouts/country-dialog';
import { PodcastEarnings } from '@sdk/widgets/payouts/podcast-earnings';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`CountryDialog (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  const setup = async (reply: Parameters<typeof renderPage>[1]['POST /stripe/create_account']) => {
    const redirect = vi.fn();
    const page = await renderPage(<CountryDialog open onClose={() => {}} redirect={redirect} />, {
      'POST /stripe/create_account': reply,
    });
    cleanup = page.view.unmount;
    return {
      ...page,
      redirect,
      select: () =>
        within(within(page.root).getByRole('dialog')).getByRole<HTMLSelectElement>('combobox', {
          name: 'Bank country',
        }),
    };
  };

  it('offers the nine bank countries with US chosen, creates the account and goes to the returned link', async () => {
    const page = await setup({ status: 201, body: { stripe_link: 'http://pay.test/onboard/abc' } });
    expect([...page.select().options].map((o) => o.value)).toEqual([
      'AU',
      'CA',
      'HK',
      'IE',
      'NL',
      'NZ',
      'SG',
      'GB',
      'US',
    ]);
    expect(page.select().value).toBe('US');
    page.select().value = 'GB';
    page.select().dispatchEvent(new Event('change', { bubbles: true }));
    await flushRender();
    page.button('Continue').click();
    await waitFor(() => expect(page.redirect).toHaveBeenCalledWith('http://pay.test/onboard/abc'));
    expect(page.calls[0].body).toEqual({ country_code: 'GB' });
  });

  it('says why creating the account failed and lets the user try again', async () => {
    const page = await setup({ status: 500, body: { detail: { error: 'Provider down.' } } });
    page.button('Continue').click();
    await waitFor(() => expect(page.calls).toHaveLength(1));
    await waitFor(() => expect(page.button('Continue').disabled).toBe(false));
    expect(page.redirect).not.toHaveBeenCalled();
    expect(page.text()).toContain('Provider down.');
  });
});

describe(`PodcastEarnings (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  const overview = {
    total_earnings: 1234.5,
    transactions: [
      {
        podcast_id: 1,
        podcast_name: 'Night Owls',
        total_amount: 1000,
        line_count: 1,
        line_items: [{ id: 7, description: 'Podspot for Acme', amount: 1000 }],
      },
      {
        podcast_id: 2,
        podcast_name: 'Garden Talk',
        total_amount: 234.5,
        line_count: 1,
        line_items: [{ id: 8, description: 'Podspot for Bloom', amount: 234.5 }],
      },
    ],
  };
  const setup = async (
    download: Parameters<typeof renderPage>[1]['GET /billing/podcast_earnings/download'] = { body: 'csv' },
  ) => {
    const page = await renderPage(<PodcastEarnings today={new Date('2026-03-15T12:00:00')} />, {
      'GET /billing/podcast_earnings': { body: overview },
      'GET /billing/podcast_earnings/download': download,
    });
    cleanup = page.view.unmount;
    const selects = () =>
      ['Month', 'Year'].map((name) => within(page.root).getByRole<HTMLSelectElement>('combobox', { name }));
    await waitFor(() => getByWholeText(page.root, 'Total $ 1,234.50'));
    return { ...page, selects };
  };

  it('starts on last month, sends the offset range, and lists years 2020 to this year', async () => {
    const page = await setup();
    const [month, year] = page.selects();
    expect(month.value).toBe('2');
    expect(year.value).toBe('2026');
    expect([...year.options].map((o) => o.value)).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    const query = page.calls[0].url.searchParams;
    expect([query.get('start_date'), query.get('end_date')]).toEqual(['2026-03-02', '2026-04-01']);
    month.value = '12';
    month.dispatchEvent(new Event('change', { bubbles: true }));
    year.value = '2025';
    year.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(page.calls.at(-1)!.url.searchParams.get('start_date')).toBe('2026-01-02'));
    expect(page.calls.at(-1)!.url.searchParams.get('end_date')).toBe('2026-02-01');
  });

  it('expands a podcast to its line items', async () => {
    const page = await setup();
    const head = page.button('▸Night Owls$1,000.00');
    expect(head.getAttribute('aria-expanded')).toBe('false');
    expect(controlledBy(head).hidden).toBe(true);
    head.click();
    await waitFor(() => expect(head.getAttribute('aria-expanded')).toBe('true'));
    const lines = controlledBy(head);
    expect(lines.hidden).toBe(false);
    expect(lines.textContent).toBe('Podspot for Acme$1,000.00');
  });

  it('downloads the CSV for the chosen month, and says why when it fails', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const page = await setup({ status: 500, body: { detail: { error: 'The export is not ready.' } } });
    page.button('Download CSV').click();
    await waitFor(() =>
      expect(page.root.querySelector('[role="alert"]')?.textContent).toBe('500: The export is not ready.'),
    );
    const call = page.calls.find((c) => c.url.pathname.endsWith('/download'))!;
    expect([call.url.searchParams.get('start_date'), call.url.searchParams.get('end_date')]).toEqual([
      '2026-03-02',
      '2026-04-01',
    ]);
  });
});
