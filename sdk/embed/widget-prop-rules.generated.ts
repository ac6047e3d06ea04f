// Written by `npm run gen:widgets` from sdk/core/widget-table.ts: edit the table, not this file.

import type { PropRule } from '../core/prop-check';
import type { WidgetName } from '../core/widget-names';
import { OPPORTUNITIES_INBOX_PROP_RULES } from '../widgets/opportunities-inbox/props';
import { GO_LIVE_UPLOADER_PROP_RULES } from '../widgets/go-live-uploader/props';
import { EARNINGS_CARD_PROP_RULES } from '../widgets/earnings-card/props';
import { SPEND_TABLE_PROP_RULES } from '../widgets/spend-table/props';
import { ONBOARDING_PROP_RULES } from '../widgets/onboarding/props';
import { PAYOUTS_PROP_RULES } from '../widgets/payouts/props';
import { NOTIFICATION_BANNER_PROP_RULES } from '../widgets/notification-banner/props';

/** What each widget's props accept, by name (the widget chunks check the same rules as they mount). */
export const WIDGET_PROP_RULES: Record<WidgetName, Record<string, PropRule>> = {
  'opportunities-inbox': OPPORTUNITIES_INBOX_PROP_RULES,
  'go-live-uploader': GO_LIVE_UPLOADER_PROP_RULES,
  'earnings-card': EARNINGS_CARD_PROP_RULES,
  'spend-table': SPEND_TABLE_PROP_RULES,
  onboarding: ONBOARDING_PROP_RULES,
  payouts: PAYOUTS_PROP_RULES,
  'notification-banner': NOTIFICATION_BANNER_PROP_RULES,
};
