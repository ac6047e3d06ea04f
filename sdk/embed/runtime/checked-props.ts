import { warnOnce } from '../../core/diagnostics';
import type { LifecycleProps } from '../../core/events';
import { checkProps, type PropRule } from '../../core/prop-check';
import type { WidgetName } from '../../core/widget-names';

/** Every widget takes its lifecycle callbacks (sdk/core/events.ts). */
export const LIFECYCLE_RULES: Record<keyof LifecycleProps, PropRule> = {
  onLoaderStart: { type: 'function' },
  onReady: { type: 'function' },
  onLoadError: { type: 'function' },
};

/** The props a widget can use; each one it cannot is named on the console once, with what it expects. */
export function checkedProps(widget: WidgetName, rules: Record<string, PropRule>, props: object): object {
  const checked = checkProps(rules, props as Record<string, unknown>);
  for (const { prop, given, expected, unknown } of checked.problems) {
    if (unknown)
      warnOnce(
        `${widget}: \`${prop}\` is not a prop of this widget (given ${given}); its props are ${expected.replace(/^one of /, '')}. It is ignored.`,
        'unknown-widget-prop-or-option',
      );
    else
      warnOnce(
        `${widget}: prop \`${prop}\` is ${given}; expected ${expected}. The widget uses its default instead, and sends nothing with it to the API.`,
        'invalid-prop-or-option',
      );
  }
  return checked.props;
}

/** A handle used after `unmount()`: the call does nothing. */
export const warnGone = (widget: WidgetName, call: 'update') =>
  warnOnce(
    `${call}() was called on the handle of a ${widget} widget that is already unmounted; it does nothing. Mount again for a new handle.`,
    'unmounted-handle',
  );
