// @podspot/js: loads the Podspot SDK into the page and types everything it adds (window.Podspot, the podspot:*
// DOM events, the <podspot-*> elements). The widgets themselves come from the loader script, not from this package.
import '../global-types';

export { loadPodspot, type LoadPodspotOptions } from './load-podspot';
export type {
  Appearance,
  FontSource,
  DatePreset,
  EarningsCardProps,
  GoLiveUploaderProps,
  LifecycleProps,
  LoadErrorReason,
  OpportunitiesInboxProps,
  OpportunitiesInboxView,
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
} from '../public-types';
export type { CallbackProp, PodspotCallbackEvents, PodspotElementAttributes } from '../element-types';
