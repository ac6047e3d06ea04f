import type { facetOptions } from '../../core/opportunity-facets';
import { OFFERED_SORTS, type OpportunityFilters, type OpportunitySort } from '../../core/opportunities';
import { useMessages } from '../../ui/i18n';
import type { FacetSearchProps } from './facet-search-select';
import messages from './messages.en.json';
import { useFacetSearch } from './use-facet-search';

type Props = {
  /** The first page of each filter's choices and its total, whatever the filters (from the server's facets). */
  choices: ReturnType<typeof facetOptions>;
  /** Pass them through `offeredFacetFilters` so every value is one of the choices. */
  filters: OpportunityFilters;
  sort: OpportunitySort;
  onChange(next: { filters: OpportunityFilters; sort: OpportunitySort }): void;
  /** The podcast whose opportunities are the whole list (the widget's `podcastId`), for the filters' server search. */
  scopePodcastId?: number;
  /** False when the list is already limited to one podcast. Default true. */
  showPodcast?: boolean;
};

/**
 * One filter: a native select of the whole list while it is short (every choice came with the first page), else a
 * select that searches the server as the user types (docs/behaviour/earn.md#searchable-dropdown); until its code has
 * loaded, a native select of the first page.
 */
function FacetSelect<V extends string | number>(props: FacetSearchProps<V>) {
  const { label, allLabel, choices, value, onChange } = props;
  const Searchable = useFacetSearch(choices.total > choices.options.length);
  if (Searchable) return <Searchable {...props} />;
  return (
    <label className="ps-inbox__filter">
      <span className="ps-visually-hidden">{label}</span>
      <select
        className="ps-select"
        value={String(value)}
        onChange={(e) => {
          const picked = choices.options.find((o) => String(o.value) === e.currentTarget.value);
          onChange(picked ? picked.value : 'all');
        }}
      >
        <option value="all">{allLabel}</option>
        {choices.options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Advertiser and podcast filters and the sort select (docs/behaviour/earn.md#opportunities-earnopportunities). */
export function InboxFilters({ choices, filters, sort, onChange, scopePodcastId, showPodcast = true }: Props) {
  const t = useMessages(messages);
  return (
    <div className="ps-inbox__filters">
      <FacetSelect
        label={t('inbox.advertiser')}
        allLabel={t('inbox.allAdvertisers')}
        noun="advertisers"
        searchPlaceholder={t('inbox.searchAdvertisers')}
        emptyText={t('inbox.noAdvertisers')}
        choices={choices.advertisers}
        value={filters.advertiser}
        onChange={(advertiser) => onChange({ filters: { ...filters, advertiser }, sort })}
        scopePodcastId={scopePodcastId}
      />
      {showPodcast ? (
        <FacetSelect
          label={t('inbox.podcast')}
          allLabel={t('inbox.allPodcasts')}
          noun="podcasts"
          searchPlaceholder={t('inbox.searchPodcasts')}
          emptyText={t('inbox.noPodcasts')}
          choices={choices.podcasts}
          value={filters.podcastId}
          onChange={(podcastId) => onChange({ filters: { ...filters, podcastId }, sort })}
          scopePodcastId={scopePodcastId}
        />
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

const NO_CHOICES = { options: [], total: 0 };

/**
 * The filters' room while the list loads (sdk/README.md#layout): the same row of selects drawn as placeholder blocks,
 * inert (no focus, not read), so the head is as tall as it will be once they show.
 */
export function FiltersPlaceholder({ showPodcast }: { showPodcast: boolean }) {
  return (
    <div className="ps-inbox__held" inert>
      <InboxFilters
        choices={{ advertisers: NO_CHOICES, podcasts: NO_CHOICES }}
        filters={{ advertiser: 'all', podcastId: 'all' }}
        sort="recent"
        onChange={() => undefined}
        showPodcast={showPodcast}
      />
    </div>
  );
}
