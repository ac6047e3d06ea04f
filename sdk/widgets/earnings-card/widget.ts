import css from './earnings-card.css?raw';
import { EarningsCard } from './earnings-card';
import { EARNINGS_CARD_PROP_RULES, type EarningsCardProps } from './props';
import { withStatusRegion } from '../../ui/status-region';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the earnings-card chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: withStatusRegion(EarningsCard),
  styles: [css],
  propRules: EARNINGS_CARD_PROP_RULES,
} satisfies WidgetDefinition<EarningsCardProps>;
