import { presetRange, type DatePreset } from '../core/date-presets';
import type { WidgetName } from '../core/widget-names';
import { firstInboxParams } from './opportunities';
import { reportQuery } from './reports';
import { requestKey } from './request-key';

/**
 * The key (`requestKey`) of the GET a widget makes as it mounts, known from its name and props alone, so the loader
 * can start it while the widget's code downloads; null when the widget has no such call. The widgets build the same
 * call from the same functions (a test holds them together).
 */
export function firstRequestKey(widget: WidgetName, props: Record<string, unknown>, today = new Date()): string | null {
  const id = props.podcastId;
  // A bad id is not sent: the widget drops it and tells the developer (sdk/core/prop-check.ts).
  if (id !== undefined && id !== 'all' && !((id as number) > 0 && Number.isInteger(id))) return null;
  if (widget === 'opportunities-inbox') return requestKey('/earn/opportunities', firstInboxParams(props.podcastId));
  if (widget === 'earnings-card') {
    const range = presetRange((props.preset ?? 'last_30_days') as DatePreset, today);
    if (!range) return null; // not a preset: the widget reports the bad prop itself
    return requestKey(
      '/earn/publisher/earnings',
      reportQuery({ ...range, podcastId: props.podcastId as number | 'all' | undefined }),
    );
  }
  return null;
}
