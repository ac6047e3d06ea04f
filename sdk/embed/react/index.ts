'use client';
// @podspot/react: the Podspot widgets as React components (a client module; on the server they render empty elements).
import './jsx-elements';

export { PodspotProvider, type PodspotProviderProps } from './provider';
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
  DatePreset,
  EarningsCardProps,
  GoLiveUploaderProps,
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
} from '../js/index';
