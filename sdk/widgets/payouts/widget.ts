import css from './payouts.css?raw';
import { Payouts } from './payouts';
import { PAYOUTS_PROP_RULES, type PayoutsProps } from './props';
import { withStatusRegion } from '../../ui/status-region';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the payouts chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: withStatusRegion(Payouts),
  styles: [css],
  propRules: PAYOUTS_PROP_RULES,
} satisfies WidgetDefinition<PayoutsProps>;
