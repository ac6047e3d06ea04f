import { warnOnce } from '../../core/diagnostics';
import { withOwnAppearance } from '../../core/element-appearance';
import type { WidgetName } from '../../core/widget-names';
import type { Appearance } from '../public-types';

/**
 * The `appearance` a widget's props carry: a `<podspot-*>` element's own (its `appearance` property, set before or
 * after mount), which `over` lays on the instance's appearance. One console line when it cannot be read.
 */
export function ownAppearance(widget: WidgetName, props: object) {
  const given = (props as { appearance?: unknown }).appearance;
  return {
    over(instance: Appearance): Appearance {
      const { appearance, warning } = withOwnAppearance(instance, given);
      if (warning) warnOnce(`${widget}: ${warning}`, 'invalid-prop-or-option');
      return appearance;
    },
  };
}

/** The props without `appearance`, which is the element's look and no prop of the widget itself. */
export function withoutAppearance(props: object): object {
  if (!('appearance' in props)) return props;
  const { appearance: _, ...rest } = props as { appearance?: unknown };
  return rest;
}
