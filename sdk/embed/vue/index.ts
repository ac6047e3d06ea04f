// @podspot/vue: the Podspot widgets as Vue 3 components (SSR-safe: on the server they render empty elements).
export { PodspotProvider, usePodspot, type PodspotProviderProps } from './provider';
export * from './widgets.generated';
export type { PodspotWidgetProps, WrapperElementProps } from './widget-components';
export type { WidgetEmits } from './widget-props';
// The same public types as @podspot/js (one list: sdk/embed/public-types.ts), as @podspot/react exports them.
export type * from '../public-types';
export type { LoadPodspotOptions } from '../js/load-podspot';
export type { PodspotElementAttributes, PodspotElementTagNameMap } from '../element-types';
