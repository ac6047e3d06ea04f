import type { AdvertiserDailySpend } from '@sdk/api/advertiser-reports';
import type { DatePreset } from '@sdk/core/date-presets';
import { formatCount, formatMoney, formatWholeMoney } from '@sdk/core/format';
import { axisMoney, InsightsChartCard, type ChartTabSpec } from '../../../ui/insights-chart-card';
import type { ChartTab, Loadable } from './insights-store';

export { CHART_HEIGHT, NO_DATA } from '../../../ui/insights-chart-card';

const TABS = [
  {
    key: 'impressions',
    label: 'Impressions',
    field: 'impressions',
    chart: 'Daily impressions',
    formatValue: (v) => formatCount(v),
    total: (r) => formatCount(r.total_impressions),
  },
  // Zero on the axis as '$0', like the whole dollars above it.
  {
    key: 'spend',
    label: 'Spend ($)',
    field: 'spend',
    chart: 'Daily spend',
    formatValue: (v) => (v === 0 ? formatWholeMoney(v) : axisMoney(v)),
    total: (r) => formatMoney(r.total_spend),
  },
] as const satisfies readonly ChartTabSpec<ChartTab, AdvertiserDailySpend>[];

type Props = {
  spend: Loadable<AdvertiserDailySpend>;
  preset: DatePreset;
  tab: ChartTab;
  onTab(tab: ChartTab): void;
  onRetry(): void;
};

/** Spec §9: the daily chart card of /advertise/insights, Impressions and Spend ($) tabs carrying the period's totals. */
export function SpendChart({ spend, ...rest }: Props) {
  return <InsightsChartCard label="Daily spend and impressions" tabs={TABS} daily={spend} {...rest} />;
}
