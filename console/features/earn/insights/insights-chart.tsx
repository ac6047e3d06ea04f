import type { PublisherDailyReport } from '@sdk/api/reports';
import type { DatePreset } from '@sdk/core/date-presets';
import { formatCount, formatMoney } from '@sdk/core/format';
import { axisMoney, InsightsChartCard, type ChartTabSpec } from '../../../ui/insights-chart-card';
import type { ChartTab, Loadable } from './insights-store';

const TABS = [
  {
    key: 'earnings',
    label: 'Earnings',
    field: 'earnings',
    chart: 'Daily earnings',
    formatValue: axisMoney,
    total: (r) => formatMoney(r.total_earnings),
  },
  {
    key: 'downloads',
    label: 'Downloads',
    field: 'ep_download_count_daily',
    chart: 'Daily downloads',
    formatValue: (v) => formatCount(v),
    total: (r) => formatCount(r.total_downloads),
  },
] as const satisfies readonly ChartTabSpec<ChartTab, PublisherDailyReport>[];

type Props = {
  daily: Loadable<PublisherDailyReport>;
  preset: DatePreset;
  tab: ChartTab;
  onTab(tab: ChartTab): void;
  onRetry(): void;
};

/** Spec §2: the chart card of /earn/insights, Earnings and Downloads tabs carrying the period's totals. */
export function InsightsChart(props: Props) {
  return <InsightsChartCard label="Daily earnings and downloads" block="earn-chart" tabs={TABS} {...props} />;
}
