import type { PropRules } from '../../core/prop-check';

/**
 * The go-live flow: Step 1 uploads the podspot's MP3 (picker or drop, with progress), Step 2 integrates the podcast's
 * smart feed. Emits `podspot_uploaded`, `smart_feed_integrated`, `export_downloaded` (the smart feed instructions PDF)
 * and `ready`. Needs a publisher's embed token.
 */
export type GoLiveUploaderProps = {
  /**
   * The podspot to take live (an `id` from `GET /api/earn/podspots`; attribute `podspot-id` on the custom element): its
   * two steps are shown in the widget itself. Without it (default) the widget lists the podspots that require attention
   * (drafts still to upload or to integrate, newest first), each opening the steps in a dialog. Changing it later
   * switches the widget; removing it goes back to the list.
   */
  podspotId?: number;
};

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const GO_LIVE_UPLOADER_PROP_RULES = {
  podspotId: { type: 'id', of: 'a podspot id' },
} as const satisfies PropRules<GoLiveUploaderProps>;
