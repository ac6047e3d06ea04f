import css from './spend-table.css?raw';
import { SpendTableWidget } from './spend-table-widget';
import { SPEND_TABLE_PROP_RULES, type SpendTableProps } from './props';
import { withStatusRegion } from '../../ui/status-region';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the spend-table chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: withStatusRegion(SpendTableWidget),
  styles: [css],
  propRules: SPEND_TABLE_PROP_RULES,
} satisfies WidgetDefinition<SpendTableProps>;
