import type { WidgetName } from './widget-names';

/** What each event means and carries. Also dispatched as DOM `CustomEvent`s named `podspot:<type>` (bubbling, composed). */
export type PodspotEvents = {
  /** A widget has loaded its data and is showing it. */
  ready: { widget: WidgetName };
  /** The publisher accepted an opportunity; a draft podspot now exists. */
  opportunity_accepted: { opportunityId: number };
  /** The publisher marked an opportunity as not interested (`undo: true` when restored). */
  opportunity_rejected: { opportunityId: number; undo: boolean };
  /** An MP3 was uploaded for a podspot. */
  podspot_uploaded: { podspotId: number };
  /** The publisher confirmed the smart feed is in their podcast host. */
  smart_feed_integrated: { podcastId: number };
  /** A CSV or PDF was downloaded. */
  export_downloaded: { fileName: string };
  /** No token could be had, or the API refused it after one refresh: the widget shows a sign-in message. */
  auth_error: { widget?: WidgetName; message: string };
  /** Any other failure inside a widget; the widget shows it with a Retry. */
  error: { widget?: WidgetName; message: string; status?: number };
};
/** An event's name: a key of `PodspotEvents`. */
export type PodspotEventType = keyof PodspotEvents;
