import { presetRange, type DatePreset } from '../core/date-presets';
import type { WidgetName } from '../core/widget-names';
import { offeredQuery } from './opportunities';
import { reportQuery } from './reports';
import type { Query } from './request-key';

export type FirstRequest = { url: string; params: Query };

/**
 * The GET a widget makes as it mounts, known from its name and props alone, so the loader can start it while the
 * widget's code downloads. The widgets build the same call from the same functions (a test holds them together).
 */
export function firstRequest(
  widget: WidgetName,
  props: Record<string, unknown>,
  today = new Date(),
): FirstRequest | null {
  if (widget === 'opportunities-inbox') return { url: '/earn/opportunities', params: offeredQuery() };
  if (widget === 'earnings-card') {
    const range = presetRange((props.preset ?? 'last_30_days') as DatePreset, today);
    if (!range) return null; // not a preset: the widget reports the bad prop itself
    return {
      url: '/earn/publisher/earnings',
      params: reportQuery({ ...range, podcastId: props.podcastId as number | 'all' | undefined }),
    };
  }
  return null;
}
