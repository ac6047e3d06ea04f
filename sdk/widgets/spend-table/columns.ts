import { formatCount, formatMoney, orDash } from '../../core/format';
import type { AdvertiserFigures } from '../../api/advertiser-reports';
import type { SpendField } from '../../stores/spend-store';

type FigureField = Exclude<SpendField, 'name'>;
export type SpendColumn = { field: FigureField; label: string; tooltip?: string; kind: 'money' | 'count' };

/**
 * The figure columns after Name, their tooltips and how each value shows
 * (docs/behaviour/advertise.md#podcasts-table).
 */
export const FIGURE_COLUMNS: readonly SpendColumn[] = [
  { field: 'spend', label: 'Spend', kind: 'money' },
  { field: 'impressions', label: 'Impressions', kind: 'count' },
  { field: 'cpm', label: 'CPM', kind: 'money' },
  { field: 'acquisitions', label: 'Acquisitions', tooltip: 'Acquired unique listeners', kind: 'count' },
  { field: 'cpa', label: 'CPA', tooltip: 'Cost per acquisition', kind: 'money' },
  { field: 'downloads', label: 'Downloads', tooltip: 'Acquired downloads', kind: 'count' },
  { field: 'cpd', label: 'CPD', tooltip: 'Cost per acquired download', kind: 'money' },
];

/** Money as $ with 2 fixed decimals, counts with thousands separators, '-' when missing. */
export const formatFigure = (figures: AdvertiserFigures, column: SpendColumn, locale: string) =>
  orDash(figures[column.field], (v: number) =>
    column.kind === 'money' ? formatMoney(v, locale) : formatCount(v, locale),
  );
