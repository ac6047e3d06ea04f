import { DATE_PRESETS, type DatePreset } from '../../core/date-presets';
import type { PropRules } from '../../core/prop-check';

/** Props of the spend table (`mount('spend-table', …)`, `<podspot-spend-table>`). */
export type SpendTableProps = {
  /**
   * Date range shown first; the user can change it in the widget's duration list (every preset but `last_3_month`).
   * Changing the prop later switches the widget to it. Default `last_30_days`.
   */
  preset?: DatePreset;
  /** Only this advertiser's campaigns (an advertiser podcast id from `GET /api/advertise/advertisers`), or `all` (default). */
  advertiserId?: number | 'all';
  /**
   * Called when the selection changes: the user clicked a podcast's row (its publisher podcast id) or the selected row
   * again (`all`), or the selected podcast left the report after a reload (`all`). The selection bolds its row and
   * narrows "Export all" to that podcast; the table keeps showing every podcast.
   */
  onSelect?: (podcastId: number | 'all') => void;
};

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const SPEND_TABLE_PROP_RULES = {
  preset: { type: 'enum', values: DATE_PRESETS },
  advertiserId: { type: 'id', all: true, of: 'an advertiser podcast id' },
  onSelect: { type: 'function' },
} as const satisfies PropRules<SpendTableProps>;
