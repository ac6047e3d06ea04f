import type { PropRules } from '../../core/prop-check';

/** The inbox's two views: the offered opportunities, and the ones marked not interested (each with Undo). */
export const OPPORTUNITIES_INBOX_VIEWS = ['inbox', 'not-interested'] as const;
/** One of `OPPORTUNITIES_INBOX_VIEWS`. */
export type OpportunitiesInboxView = (typeof OPPORTUNITIES_INBOX_VIEWS)[number];
/** Props of the opportunities inbox (`mount('opportunities-inbox', …)`, `<podspot-opportunities-inbox>`). */
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

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const OPPORTUNITIES_INBOX_PROP_RULES = {
  podcastId: { type: 'id', all: true, of: 'a podcast id' },
  compact: { type: 'boolean' },
  view: { type: 'enum', values: OPPORTUNITIES_INBOX_VIEWS },
  acceptedHref: { type: 'string' },
  notInterestedHref: { type: 'string' },
  onViewChange: { type: 'function' },
  onNavigate: { type: 'function' },
} as const satisfies PropRules<OpportunitiesInboxProps>;
