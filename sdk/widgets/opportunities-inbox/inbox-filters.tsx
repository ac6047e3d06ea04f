import { useMemo } from 'react';
import type { Opportunity } from '../../api/opportunities';
import {
  filterOptions,
  OFFERED_SORTS,
  SORT_LABELS,
  type OpportunityFilters,
  type OpportunitySort,
} from '../../core/opportunities';

type Props = {
  /** All opportunities (the choices come from them, not from the filtered list). */
  items: Opportunity[];
  /** The choices when `items` is only a page of the list (from the server's facets: `facetOptions`). */
  choices?: ReturnType<typeof filterOptions>;
  /** Pass them through `offeredFilters` so every value is one of the choices. */
  filters: OpportunityFilters;
  sort: OpportunitySort;
  onChange(next: { filters: OpportunityFilters; sort: OpportunitySort }): void;
  /** False when the list is already limited to one podcast. Default true. */
  showPodcast?: boolean;
};

/** Advertiser and podcast filters and the sort select (docs/behaviour/earn.md#opportunities-earnopportunities). */
export function InboxFilters({ items, choices, filters, sort, onChange, showPodcast = true }: Props) {
  const options = useMemo(() => choices ?? filterOptions(items), [choices, items]);
  return (
    <div className="ps-inbox__filters">
      <label className="ps-inbox__filter">
        <span className="ps-visually-hidden">Advertiser</span>
        <select
          className="ps-select"
          value={filters.advertiser}
          onChange={(e) => onChange({ filters: { ...filters, advertiser: e.currentTarget.value }, sort })}
        >
          {options.advertisers.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {showPodcast ? (
        <label className="ps-inbox__filter">
          <span className="ps-visually-hidden">Podcast</span>
          <select
            className="ps-select"
            value={String(filters.podcastId)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange({ filters: { ...filters, podcastId: value === 'all' ? 'all' : Number(value) }, sort });
            }}
          >
            {options.podcasts.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="ps-inbox__filter ps-inbox__filter--sort">
        <span className="ps-visually-hidden">Sort by</span>
        <select
          className="ps-select"
          value={sort}
          onChange={(e) => onChange({ filters, sort: e.currentTarget.value as OpportunitySort })}
        >
          {OFFERED_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
