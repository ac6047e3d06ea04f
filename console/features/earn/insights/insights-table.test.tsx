import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { declaredStyle } from '@sdk/test/declared-style';
import { InsightsTableCard } from '../../../ui/insights-table-card';
import { createEarnInsightsStore } from './insights-store';
import { INSIGHTS_TABLE } from './insights-table';

// Read from the file: vitest hands the tests an empty string for any CSS import.
const earnCss = readFileSync(join(import.meta.dirname, '../earn.css'), 'utf8');

const item = (id: number, earnings: number) => ({
  podcast_id: id,
  name: `Show ${id}`,
  small_artwork: '',
  earnings,
  ep_download_count_daily: earnings * 10,
});
const podcasts = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Show ${i + 1}`, small_artwork: '' }));

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function mount(rows: ReturnType<typeof item>[], podcastId: number | 'all' = 'all') {
  const fake = fakeClient({
    'GET /earn/publisher/earnings': { body: { data: [], total_earnings: 0, total_downloads: 0 } },
    'GET /earn/publisher/report': { body: { podcast_data: rows, podcast_totals: [{ earnings: 1, downloads: 2 }] } },
    'GET /earn/publishers': { body: { publishers: podcasts } },
    'GET /earn/advertisers': { body: { advertisers: [] } },
  });
  const store = createEarnInsightsStore(fake.client, { podcastId });
  store.getState().start();
  const view = await renderWidget(
    <InsightsTableCard store={store} {...INSIGHTS_TABLE} onExportError={() => {}} />,
    fake.client,
  );
  cleanup = view.unmount;
  const table = await within(view.container).findByRole('table');
  await waitFor(() => expect(store.getState().podcasts.status).toBe('ready'));
  /** The podcasts' row headers, in order; the footer's Totals row is not one of them. */
  const names = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((t) => t.textContent)
      .filter((name) => name !== 'Totals');
  const row = (name: string | RegExp) => within(table).getByRole('row', { name });
  return { ...view, names, row, box: () => within(view.container).getByRole('region', { name: 'Podcasts table' }) };
}

describe(`Earn insights table (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('scrolls inside its box above 8 rows, not at 8', async () => {
    const nine = await mount(Array.from({ length: 9 }, (_, i) => item(i + 1, 100 - i)));
    // The insights page's sheet limits the box's height, so the rows scroll inside it.
    expect(declaredStyle(nine.box(), earnCss)['max-height']).toBeDefined();
    await nine.unmount();
    const eight = await mount(Array.from({ length: 8 }, (_, i) => item(i + 1, 100 - i)));
    cleanup = eight.unmount;
    expect(declaredStyle(eight.box(), earnCss)['max-height']).toBeUndefined();
  });

  it('hides zero rows unless selected, sorts by earnings descending, flips on a header click', async () => {
    const view = await mount([item(1, 5), item(2, 0), item(3, 9)], 2);
    expect(view.names()).toEqual(['Show 3', 'Show 1', 'Show 2']);
    expect(within(view.container).getByRole('row', { current: true }).textContent).toMatch(/^Show 2/);
    expect(view.row(/^Totals/).textContent).toBe('Totals$1.002');
    const earnings = within(view.container).getByRole('columnheader', { name: /Earnings/ });
    expect(earnings.getAttribute('aria-sort')).toBe('descending');
    within(earnings).getByRole('button').click();
    await waitFor(() => expect(view.names()).toEqual(['Show 2', 'Show 1', 'Show 3']));
  });

  it('a selected podcast missing from the report gets an empty row', async () => {
    const view = await mount([item(1, 5)], 7);
    await waitFor(() => expect(view.names()).toEqual(['Show 1', 'Show 7']));
    expect(within(view.row(/^Show 7/)).getAllByRole('cell')[0].textContent).toBe('$0.00');
  });
});
