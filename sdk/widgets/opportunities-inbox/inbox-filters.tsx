import { useMemo } from 'react';
import type { facetOptions } from '../../core/opportunity-facets';
import { useMessages } from '../../ui/i18n';
import { useLongOptions } from '../../ui/use-long-options';
import { OFFERED_SORTS, type OpportunityFilters, type OpportunitySort } from '../../core/opportunities';
import messages from './messages.en.json';

type Props = {
  /** The choices of the whole list, whatever the filters (from the server's facets). */
  choices: ReturnType<typeof facetOptions>;
  /** Pass them through `offeredFacetFilters` so every value is one of the choices. */
  filters: OpportunityFilters;
  sort: OpportunitySort;
  onChange(next: { filters: OpportunityFilters; sort: OpportunitySort }): void;
  /** False when the list is already limited to one podcast. Default true. */
  showPodcast?: boolean;
};

/** Advertiser and podcast filters and the sort select (docs/behaviour/earn.md#opportunities-earnopportunities). */
export function InboxFilters({ choices: options, filters, sort, onChange, showPodcast = true }: Props) {
  const advertisers = useLongOptions(options.advertisers, filters.advertiser);
  const podcasts = useLongOptions(options.podcasts, filters.podcastId);
  const t = useMessages(messages);
  // The same elements while the choices stay: a new filter or sort then re-renders the selects without comparing
  // 2,000 options one by one.
  const advertiserOptions = useMemo(
    () =>
      advertisers.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.value === 'all' ? t('inbox.allAdvertisers') : o.label}
        </option>
      )),
    [advertisers.options, t],
  );
  const podcastOptions = useMemo(
    () =>
      podcasts.options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.value === 'all' ? t('inbox.allPodcasts') : o.label}
        </option>
      )),
    [podcasts.options, t],
  );
  return (
    <div className="ps-inbox__filters">
      <label className="ps-inbox__filter">
        <span className="ps-visually-hidden">{t('inbox.advertiser')}</span>
        <select
          className="ps-select"
          value={filters.advertiser}
          {...advertisers.reveal}
          onChange={(e) => onChange({ filters: { ...filters, advertiser: e.currentTarget.value }, sort })}
        >
          {advertiserOptions}
        </select>
      </label>
      {showPodcast ? (
        <label className="ps-inbox__filter">
          <span className="ps-visually-hidden">{t('inbox.podcast')}</span>
          <select
            className="ps-select"
            value={String(filters.podcastId)}
            {...podcasts.reveal}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange({ filters: { ...filters, podcastId: value === 'all' ? 'all' : Number(value) }, sort });
            }}
          >
            {podcastOptions}
          </select>
        </label>
      ) : null}
      <label className="ps-inbox__filter ps-inbox__filter--sort">
        <span className="ps-visually-hidden">{t('inbox.sortBy')}</span>
        <select
          className="ps-select"
          value={sort}
          onChange={(e) => onChange({ filters, sort: e.currentTarget.value as OpportunitySort })}
        >
          {OFFERED_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`inbox.sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
