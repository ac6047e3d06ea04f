import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvertiserDailySpend } from '@sdk/api/advertiser-reports';
import { fakeClient, IS_PREACT, renderWidget } from '@sdk/test/render-widget';
import type { Loadable } from '../../../lib/insights-store';
import { InsightsChartCard, NO_DATA } from '../../../ui/insights-chart-card';
import { INSIGHTS_CHART } from './insights-chart';
import type { ChartTab } from './insights-store';

vi.mock('@sdk/ui/line-chart', () => ({
  LineChart: ({ label, xs, height }: { label: string; xs: number[]; height: number }) => (
    <div data-testid="chart" data-points={xs.length} data-height={height}>
      {label}
    </div>
  ),
  preloadLineChart: () => {},
}));

const daily: AdvertiserDailySpend = {
  data: [
    { date: '2026-11-01', spend: 0, impressions: 0 },
    { date: '2026-11-02', spend: 10.5, impressions: 300 },
    { date: 'not a day', spend: 3, impressions: 3 },
    { date: '2026-11-03', spend: 4, impressions: 100 },
  ],
  total_spend: 14.5,
  total_impressions: 400,
};
const ready = (data: AdvertiserDailySpend): Loadable<AdvertiserDailySpend> => ({ status: 'ready', data, error: null });

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function mount(
  spend: Loadable<AdvertiserDailySpend>,
  tab: ChartTab = 'spend',
  preset: 'all_time' | 'last_30_days' = 'last_30_days',
) {
  const picked: ChartTab[] = [];
  const view = await renderWidget(
    <InsightsChartCard
      {...INSIGHTS_CHART}
      daily={spend}
      preset={preset}
      tab={tab}
      onTab={(t) => picked.push(t)}
      onRetry={() => {}}
    />,
    fakeClient({}).client,
  );
  cleanup = view.unmount;
  const root = view.container;
  const tabs = within(root).getAllByRole<HTMLButtonElement>('tab');
  // The chart is the mock above: its canvas draws nothing to query in happy-dom.
  return { root, tabs, picked, chart: () => within(root).queryByTestId('chart') };
}

describe(`Advertise insights chart (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the totals in the tabs, Spend selected, and charts the valid days at 170 px', async () => {
    const { tabs, chart } = await mount(ready(daily));
    expect(tabs.map((t) => t.textContent)).toEqual(['Impressions400', 'Spend ($)$14.50']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(chart()?.getAttribute('data-points')).toBe('3');
    expect(chart()?.getAttribute('data-height')).toBe('170');
    expect(chart()?.textContent).toBe('Daily spend, $14.50 in total');
  });

  it('drops leading zero days on all time only', async () => {
    const { chart } = await mount(ready(daily), 'spend', 'all_time');
    expect(chart()?.getAttribute('data-points')).toBe('2');
  });

  it('charts impressions on the Impressions tab; clicks and arrow keys choose tabs', async () => {
    const { tabs, chart, picked } = await mount(ready(daily), 'impressions');
    expect(chart()?.textContent).toBe('Daily impressions, 400 in total');
    tabs[1].click();
    tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    tabs[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(picked).toEqual(['spend', 'spend', 'impressions']);
  });

  it.each<[string, Loadable<AdvertiserDailySpend>, string | null, boolean]>([
    ['no days', ready({ data: [], total_spend: 0, total_impressions: 0 }), NO_DATA, false],
    [
      'only zero days',
      ready({ data: [{ date: '2026-11-01', spend: 0, impressions: 0 }], total_spend: 0, total_impressions: 0 }),
      NO_DATA,
      false,
    ],
    [
      'a failure',
      { status: 'error', data: null, error: 'Failed to fetch daily report' },
      'Failed to fetch daily report',
      false,
    ],
    ['loading', { status: 'loading', data: null, error: null }, null, true],
  ])('%s', async (_name, spend, text, spinner) => {
    const { root, tabs, chart } = await mount(spend);
    expect(chart()).toBeNull();
    if (text) expect(root.textContent).toContain(text);
    expect(within(root).queryByRole('status', { name: 'Loading chart' }) !== null).toBe(spinner);
    if (!spend.data) expect(tabs.map((t) => t.textContent)).toEqual(['Impressions-', 'Spend ($)-']);
  });
});
