import { formatCount, formatMoney, orDash } from '../../core/format';
import type { AdvertiserFigures } from '../../api/advertiser-reports';
import type { SpendField } from '../../stores/spend-store';

type FigureField = Exclude<SpendField, 'name'>;
/** A figure column; its header is the message `spend.col.<field>`, its tooltip `spend.tip.<field>` when `tip`. */
export type SpendColumn = { field: FigureField; tip?: true; kind: 'money' | 'count' };

/**
 * The figure columns after Name, their tooltips and how each value shows
 * (docs/behaviour/advertise.md#podcasts-table).
 */
export const FIGURE_COLUMNS: readonly SpendColumn[] = [
  { field: 'spend', kind: 'money' },
  { field: 'impressions', kind: 'count' },
  { field: 'cpm', kind: 'money' },
  { field: 'acquisitions', tip: true, kind: 'count' },
  { field: 'cpa', tip: true, kind: 'money' },
  { field: 'downloads', tip: true, kind: 'count' },
  { field: 'cpd', tip: true, kind: 'money' },
];

/** Money as $ with 2 fixed decimals, counts with thousands separators, '-' when missing. */
export const formatFigure = (figures: AdvertiserFigures, column: SpendColumn, locale: string) =>
  orDash(figures[column.field], (v: number) =>
    column.kind === 'money' ? formatMoney(v, locale) : formatCount(v, locale),
  );
