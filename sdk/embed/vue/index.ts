// @podspot/vue: the Podspot widgets as Vue 3 components (SSR-safe: on the server they render empty elements).
export { PodspotProvider, usePodspot, type PodspotProviderProps } from './provider';
export {
  EarningsCard,
  GoLiveUploader,
  OpportunitiesInbox,
  SpendTable,
  type PodspotWidgetProps,
  type WrapperElementProps,
} from './widget-components';
export type { WidgetEmits } from './widget-props';
export type {
  Appearance,
  FontSource,
  DatePreset,
  EarningsCardProps,
  GoLiveUploaderProps,
  LifecycleProps,
  LoadErrorReason,
  LoadPodspotOptions,
  OpportunitiesInboxProps,
  OpportunitiesInboxView,
  PodspotElementAttributes,
  PodspotEvent,
  PodspotEvents,
  PodspotEventType,
  PodspotGlobal,
  PodspotInstance,
  PodspotOptions,
  SpendTableProps,
  WidgetHandle,
  WidgetName,
  WidgetProps,
  WidgetRef,
} from '../js/index';
