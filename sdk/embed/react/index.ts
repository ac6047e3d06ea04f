'use client';
// @podspot/react: the Podspot widgets as React components (a client module; on the server they render empty elements).
import './jsx-elements';

export { PodspotProvider, usePodspot, type PodspotProviderProps } from './provider';
export {
  EarningsCard,
  GoLiveUploader,
  OpportunitiesInbox,
  SpendTable,
  type PodspotWidgetProps,
  type WrapperElementProps,
} from './widget-components';
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
