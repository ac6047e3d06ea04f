import type { DatePreset } from '../../core/date-presets';

/** Props of the earnings card (`mount('earnings-card', …)`, `<podspot-earnings-card>`). */
export type EarningsCardProps = {
  /** Date range shown first; the user can change it. Default `last_30_days`. */
  preset?: DatePreset;
  /** Only this podcast's figures (an id from the publisher's podcasts), or `all` (default). */
  podcastId?: number | 'all';
  /** Where "View insights" links to; no link when absent. */
  href?: string;
};
