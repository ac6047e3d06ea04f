import type { PublisherDailyReport } from '@sdk/api/reports';
import { formatCount, formatMoney, formatTooltipMoney } from '@sdk/core/format';
import { axisMoney, type ChartSpec } from '../../../ui/insights-chart-card';
import type { ChartTab } from './insights-store';

/** The insights chart card: Earnings and Downloads tabs carrying the period's totals (docs/behaviour/earn.md#chart). */
export const INSIGHTS_CHART = {
  label: 'Daily earnings and downloads',
  block: 'earn-chart',
  tabs: [
    {
      key: 'earnings',
      label: 'Earnings',
      field: 'earnings',
      chart: 'Daily earnings',
      formatValue: axisMoney,
      formatTip: (v) => formatTooltipMoney(v),
      total: (r) => formatMoney(r.total_earnings),
    },
    {
      key: 'downloads',
      label: 'Downloads',
      field: 'ep_download_count_daily',
      chart: 'Daily downloads',
      formatValue: (v) => formatCount(v),
      formatTip: (v) => formatCount(v),
      total: (r) => formatCount(r.total_downloads),
    },
  ],
} as const satisfies ChartSpec<ChartTab, PublisherDailyReport>;
