import css from './go-live-uploader.css?raw';
import { GoLiveUploader } from './go-live-uploader';
import { GO_LIVE_UPLOADER_PROP_RULES, type GoLiveUploaderProps } from './props';
import { withStatusRegion } from '../../ui/status-region';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the go-live-uploader chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: withStatusRegion(GoLiveUploader),
  styles: [css],
  propRules: GO_LIVE_UPLOADER_PROP_RULES,
} satisfies WidgetDefinition<GoLiveUploaderProps>;
