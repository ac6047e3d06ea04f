import type { DatePreset } from '../core/date-presets';

/** Every widget the SDK ships; the loader, the custom elements and the React wrapper all derive from this list. */
export const WIDGETS = ['opportunities-inbox', 'go-live-uploader', 'earnings-card', 'spend-table'] as const;
export type WidgetName = (typeof WIDGETS)[number];

export type EarningsCardProps = {
  /** Date range shown first; the user can change it. Default `last_30_days`. */
  preset?: DatePreset;
  /** Only this podcast's figures (an id from the publisher's podcasts), or `all` (default). */
  podcastId?: number | 'all';
  /** Where "View insights" links to; no link when absent. */
  href?: string;
};
/** The inbox's two views: the offered opportunities, and the ones marked not interested (each with Undo). */
export type OpportunitiesInboxView = 'inbox' | 'not-interested';
export type OpportunitiesInboxProps = {
  /** Only opportunities for this podcast (an id from the publisher's podcasts; hides the podcast filter), or `all` (default). */
  podcastId?: number | 'all';
  /** A denser list without the filters bar. Default false. */
  compact?: boolean;
  /** The view shown; changing it later switches the widget. The user can switch too (see `onViewChange`). Default `inbox`. */
  view?: OpportunitiesInboxView;
  /** Where the accept toast's 'View accepted opportunities' link goes (e.g. your page with the go-live uploader); no link when absent. */
  acceptedHref?: string;
  /** Where the 'Not interested' links go (footer and reject toast); when absent they switch the widget to its own not-interested view. */
  notInterestedHref?: string;
  /** Called when the user switches the widget's own view (footer link, toast link, back arrow). */
  onViewChange?: (view: OpportunitiesInboxView) => void;
  /** Called instead of following `acceptedHref`/`notInterestedHref`, for single-page apps that route themselves. */
  onNavigate?: (href: string) => void;
};
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
export type SpendTableProps = {
  /**
   * Date range shown first; the user can change it in the widget's duration list (every preset but `last_3_month`).
   * Changing the prop later switches the widget to it. Default `last_30_days`.
   */
  preset?: DatePreset;
  /** Only this advertiser's campaigns (an advertiser podcast id from `GET /api/advertise/advertisers`), or `all` (default). */
  advertiserId?: number | 'all';
  /**
   * Called when the selection changes: the user clicked a podcast's row (its publisher podcast id) or the selected row
   * again (`all`), or the selected podcast left the report after a reload (`all`). The selection bolds its row and
   * narrows "Export all" to that podcast; the table keeps showing every podcast.
   */
  onSelect?: (podcastId: number | 'all') => void;
};

/** Fails to compile when the props map and the widget list drift apart. */
type OnePerWidget<T extends Record<WidgetName, object> & { [K in Exclude<keyof T, WidgetName>]: never }> = T;

/** Props of each widget. */
export type WidgetProps = OnePerWidget<{
  'earnings-card': EarningsCardProps;
  'opportunities-inbox': OpportunitiesInboxProps;
  'go-live-uploader': GoLiveUploaderProps;
  'spend-table': SpendTableProps;
}>;

/** Look of every widget of an instance, as CSS custom properties (`--podspot-*`) on each widget's shadow host. */
export type Appearance = {
  /** Buttons, links, focus rings. Default `#5b3df5`. */
  colorPrimary?: string;
  /** Any CSS font-family; `inherit` uses the host page's font. Default a system font stack. */
  fontFamily?: string;
  /** Corner radius of cards and buttons, a CSS length. Default `8px`. */
  radius?: string;
  /** `light`, `dark`, or `auto` (follows the user's system setting). Default `auto`. */
  colorScheme?: 'light' | 'dark' | 'auto';
};

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
export type PodspotEventType = keyof PodspotEvents;
export type PodspotEvent = { [K in PodspotEventType]: { type: K; detail: PodspotEvents[K] } }[PodspotEventType];

export type PodspotOptions = {
  /** Returns a short-lived embed token minted by the host's backend (`POST /api/partner/embed_tokens`). Required. */
  fetchToken: () => Promise<string>;
  /** The API's base URL. Default: `/api` on the origin the loader script came from. */
  apiBase?: string;
  appearance?: Appearance;
  /** BCP 47 tag for numbers, money and dates. Default the browser's language. */
  locale?: string;
  /** Called for every event of every widget of this instance. */
  onEvent?: (event: PodspotEvent) => void;
};

export type WidgetHandle<P = object> = {
  /** Merges new props into the mounted widget. */
  update(props: Partial<P>): void;
  /** Removes the widget and everything it added; the target element is left empty. */
  unmount(): void;
};

export type PodspotInstance = {
  mount<N extends WidgetName>(name: N, target: string | Element, props?: WidgetProps[N]): WidgetHandle<WidgetProps[N]>;
  update(options: { appearance?: Appearance; locale?: string }): void;
  on<K extends PodspotEventType>(type: K, listener: (detail: PodspotEvents[K]) => void): () => void;
  /** Unmounts every widget of this instance. */
  destroy(): void;
};

/** What the loader hands each widget chunk: the instance's settings and its event channel. */
export type HostContext = {
  apiBase: string;
  fetchToken: () => Promise<string>;
  getAppearance(): Appearance;
  getLocale(): string;
  /** Called when appearance or locale change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  emit<K extends PodspotEventType>(type: K, detail: PodspotEvents[K], from: Element): void;
  /** One object per instance: widget chunks cache the instance's API client on it. */
  key: object;
  /** The answer of a first call the loader started for this GET (by `requestKey`), if any; taken once. */
  takeEarly?: (key: string) => Promise<Response> | undefined;
};

export type WidgetModule = {
  mountWidget(target: Element, props: object, host: HostContext): WidgetHandle;
};
