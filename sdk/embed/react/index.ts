'use client';
// @podspot/react: the Podspot widgets as React components (a client module; on the server they render empty elements).
import './jsx-elements';

export { PodspotProvider, usePodspot, type PodspotProviderProps } from './provider';
export * from './widgets.generated';
export type { PodspotWidgetProps, WrapperElementProps } from './widget-components';
// The same public types as @podspot/js (one list: sdk/embed/public-types.ts), not `export type * from '../js/index'`,
// which would export loadPodspot a second time, as a type-only name.
export type * from '../public-types';
export type { LoadPodspotOptions } from '../js/load-podspot';
export type { PodspotElementAttributes, PodspotElementTagNameMap } from '../element-types';
