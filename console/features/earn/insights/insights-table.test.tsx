import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { InsightsTableCard } from '../../../ui/insights-table-card';
import { createEarnInsightsStore } from './insights-store';
import { INSIGHTS_TABLE } from './insights-table';

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
  await waitFor(() => expect(view.container.querySelector('.earn-table__table')).not.toBeNull());
  await waitFor(() => expect(store.getState().podcasts.status).toBe('ready'));
  const names = () => [...view.container.querySelectorAll('tbody th')].map((t) => t.textContent);
  return { ...view, names, box: () => view.container.querySelector('.earn-table__box')! };
}

describe(`Earn insights table (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('scrolls inside its box above 8 rows, not at 8', async () => {
    const nine = await mount(Array.from({ length: 9 }, (_, i) => item(i + 1, 100 - i)));
    expect(nine.box().classList.contains('earn-table__box--scroll')).toBe(true);
    await nine.unmount();
    const eight = await mount(Array.from({ length: 8 }, (_, i) => item(i + 1, 100 - i)));
    cleanup = eight.unmount;
    expect(eight.box().classList.contains('earn-table__box--scroll')).toBe(false);
  });

  it('hides zero rows unless selected, sorts by earnings descending, flips on a header click', async () => {
    const view = await mount([item(1, 5), item(2, 0), item(3, 9)], 2);
    expect(view.names()).toEqual(['Show 3', 'Show 1', 'Show 2']);
    expect(view.container.querySelector('tr.is-selected th')?.textContent).toBe('Show 2');
    expect(view.container.querySelector('tfoot')?.textContent).toBe('Totals$1.002');
    view.container.querySelector<HTMLButtonElement>('th[aria-sort="descending"] button')!.click();
    await waitFor(() => expect(view.names()).toEqual(['Show 2', 'Show 1', 'Show 3']));
  });

  it('a selected podcast missing from the report gets an empty row', async () => {
    const view = await mount([item(1, 5)], 7);
    await waitFor(() => expect(view.names()).toEqual(['Show 1', 'Show 7']));
    expect(view.container.querySelector('[data-podcast-id="7"] [data-field="earnings"]')?.textContent).toBe('$0.00');
  });
});
