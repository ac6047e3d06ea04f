import type { AriaAttributes, CSSProperties } from 'react';
import { useContext } from './react-hooks';
import type { WidgetName, WidgetProps } from '../js/index';
import { PodspotContext } from './provider';
import { useWidget } from './use-widget';

/** What the wrapping `<div>` takes: everything else is the widget's. */
export type WrapperElementProps = AriaAttributes & {
  id?: string;
  className?: string;
  style?: CSSProperties;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/** A widget component's props: the widget's own (its lifecycle callbacks too), and those of the element it renders into. */
export type PodspotWidgetProps<N extends WidgetName> = WidgetProps[N] & WrapperElementProps;

const isWrapperProp = (key: string) =>
  key === 'id' || key === 'className' || key === 'style' || key.startsWith('data-') || key.startsWith('aria-');
const warned = new Set<string>();

/** The component of widget `name` (sdk/embed/react/widgets.generated.ts names one per widget). */
export function widgetComponent<N extends WidgetName>(name: N, displayName: string) {
  /** Renders a `<div data-podspot-widget>` (empty on the server) and mounts the widget into it in the browser. */
  function PodspotWidget(props: PodspotWidgetProps<N>) {
    const wrapper: Record<string, unknown> = {};
    const widget: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) (isWrapperProp(key) ? wrapper : widget)[key] = value;
    const outside = useContext(PodspotContext) === undefined;
    const ref = useWidget(name, widget as WidgetProps[N]);
    if (!outside) return <div {...wrapper} ref={ref} data-podspot-widget={name} />;
    if (!warned.has(name))
      console.warn(
        `[Podspot] <${displayName}> is outside a <PodspotProvider> and renders nothing. See sdk/README.md#component-outside-its-provider`,
      );
    warned.add(name);
    return null;
  }
  PodspotWidget.displayName = displayName;
  return PodspotWidget;
}
