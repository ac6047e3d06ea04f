import { defineComponent, h, inject } from 'vue';
import type { WidgetName } from '../js/index';
import { PODSPOT_INSTANCE } from './provider';
import { useWidget } from './use-widget';
import { splitAttrs, type WidgetDataProps, type WidgetEmits } from './widget-props';

/** What the wrapping `<div>` takes besides `class` and `style`: everything else is the widget's. */
export type WrapperElementProps = {
  id?: string;
  [attribute: `data-${string}` | `aria-${string}`]: string | number | boolean | undefined;
};

/** A widget component's props: the widget's own but its callbacks (events of the component), and its element's. */
export type PodspotWidgetProps<N extends WidgetName> = WidgetDataProps<N> & WrapperElementProps;

const warned = new Set<string>();

/** The component of widget `name` (sdk/embed/vue/widgets.generated.ts names one per widget). */
export function widgetComponent<N extends WidgetName>(name: N, componentName: string) {
  return defineComponent<PodspotWidgetProps<N>, WidgetEmits<N>>(
    (_, { attrs }) => {
      const instance = inject(PODSPOT_INSTANCE, null);
      if (!instance) {
        if (!warned.has(name))
          console.warn(
            `[Podspot] <${componentName}> is outside a <PodspotProvider> and renders nothing. See sdk/README.md#component-outside-its-provider`,
          );
        warned.add(name);
        return () => null;
      }
      const element = useWidget(name, () => splitAttrs(attrs)[1], instance);
      return () => h('div', { ...splitAttrs(attrs)[0], ref: element, 'data-podspot-widget': name });
    },
    // No declared props or emits: every attribute reaches the widget, which checks them (sdk/core/prop-check.ts).
    { name: componentName, inheritAttrs: false },
  );
}
