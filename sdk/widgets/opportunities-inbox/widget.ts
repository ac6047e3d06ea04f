import css from './opportunities-inbox.css?raw';
import { OpportunitiesInbox } from './opportunities-inbox';
import { OPPORTUNITIES_INBOX_PROP_RULES, type OpportunitiesInboxProps } from './props';
import { withStatusRegion } from '../../ui/status-region';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the opportunities-inbox chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: withStatusRegion(OpportunitiesInbox),
  styles: [css],
  propRules: OPPORTUNITIES_INBOX_PROP_RULES,
} satisfies WidgetDefinition<OpportunitiesInboxProps>;
