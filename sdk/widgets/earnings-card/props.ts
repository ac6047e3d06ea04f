import { DATE_PRESETS, type DatePreset } from '../../core/date-presets';
import type { PropRules } from '../../core/prop-check';

/** Props of the earnings card (`mount('earnings-card', …)`, `<podspot-earnings-card>`). */
export type EarningsCardProps = {
  /** Date range shown first; the user can change it. Default `last_30_days`. */
  preset?: DatePreset;
  /** Only this podcast's figures (an id from the publisher's podcasts), or `all` (default). */
  podcastId?: number | 'all';
  /** Where "View insights" links to; no link when absent. */
  href?: string;
  /** Called instead of following `href`, for single-page apps that route themselves. */
  onNavigate?: (href: string) => void;
};

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const EARNINGS_CARD_PROP_RULES = {
  preset: { type: 'enum', values: DATE_PRESETS },
  podcastId: { type: 'id', all: true, of: 'a podcast id' },
  href: { type: 'string' },
  onNavigate: { type: 'function' },
} as const satisfies PropRules<EarningsCardProps>;
