import type { AdvertiserDailySpend } from '@sdk/api/advertiser-reports';
import { formatCount, formatMoney, formatTooltipMoney, formatWholeMoney } from '@sdk/core/format';
import { axisMoney, type ChartSpec } from '../../../ui/insights-chart-card';
import type { ChartTab } from './insights-store';

/**
 * The daily chart card of /advertise/insights, Impressions and Spend ($) tabs carrying the period's totals
 * (docs/behaviour/advertise.md#chart).
 */
export const INSIGHTS_CHART = {
  label: 'Daily spend and impressions',
  tabs: [
    {
      key: 'impressions',
      label: 'Impressions',
      field: 'impressions',
      chart: 'Daily impressions',
      formatValue: (v) => formatCount(v),
      formatTip: (v) => formatCount(v),
      total: (r) => formatCount(r.total_impressions),
    },
    // Zero on the axis as '$0', like the whole dollars above it.
    {
      key: 'spend',
      label: 'Spend ($)',
      field: 'spend',
      chart: 'Daily spend',
      formatValue: (v) => (v === 0 ? formatWholeMoney(v) : axisMoney(v)),
      formatTip: (v) => formatTooltipMoney(v),
      total: (r) => formatMoney(r.total_spend),
    },
  ],
} as const satisfies ChartSpec<ChartTab, AdvertiserDailySpend>;
