import css from './notification-banner.css?raw';
import { NotificationBanner } from './notification-banner';
import { NOTIFICATION_BANNER_PROP_RULES, type NotificationBannerProps } from './props';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the notification-banner chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: NotificationBanner,
  styles: [css],
  propRules: NOTIFICATION_BANNER_PROP_RULES,
} satisfies WidgetDefinition<NotificationBannerProps>;
