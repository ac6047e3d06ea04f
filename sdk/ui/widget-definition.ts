import type { ComponentType } from 'react';
import type { PropRules } from '../core/prop-check';

/**
 * What a widget's folder exports from its `widget.ts`: the component its chunk mounts in a shadow root, the style
 * sheets it adopts there, and what each prop accepts (checked before any request, sdk/core/prop-check.ts). Written
 * `{ … } satisfies WidgetDefinition<Props>`: a plain object, whose fields the build reads without a call.
 */
export type WidgetDefinition<P extends object> = {
  component: ComponentType<P>;
  styles: readonly string[];
  propRules: PropRules<P>;
};
