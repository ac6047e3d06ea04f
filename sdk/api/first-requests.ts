import { presetRange, type DatePreset } from '../core/date-presets';
import type { WidgetName } from '../core/widget-names';
import { firstInboxParams } from './opportunities';
import { rangeQuery } from './reports';
import { requestKey } from './request-key';

/** A podcast id the widget may use (a fraction is left to the API); anything else, `all` included, is every podcast. */
const validId = (id: unknown) => ((id as number) > 0 ? (id as number) : undefined);

/**
 * The key (`requestKey`) of the GET a widget makes as it mounts, known from its name and props alone, so the loader
 * can start it while the widget's code downloads; null when the widget has no such call. The widgets build the same
 * call from the same functions (a test holds them together).
 */
export function firstRequestKey(widget: WidgetName, props: Record<string, unknown>, today = new Date()): string | null {
  if (widget === 'opportunities-inbox')
    return requestKey('/earn/opportunities', firstInboxParams(validId(props.podcastId)));
  if (widget === 'earnings-card') {
    const range = presetRange((props.preset ?? 'last_30_days') as DatePreset, today);
    if (!range) return null; // not a preset: the widget reports the bad prop itself
    return requestKey(
      '/earn/publisher/earnings',
      // As the widget does: an id it cannot use is dropped (sdk/core/prop-check.ts), never sent.
      rangeQuery({ ...range, podcastId: validId(props.podcastId) }),
    );
  }
  return null;
}
