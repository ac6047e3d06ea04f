import { searchOpportunityAdvertisers, searchOpportunityPodcasts } from '../../api/opportunity-facets';
import type { FacetChoices } from '../../core/opportunity-facets';
import { SearchSelect } from '../../ui/search-select';
import { useWidgetEnvironment } from '../../ui/widget-context';

export type FacetSearchProps<V extends string | number> = {
  label: string;
  allLabel: string;
  /** 'advertisers' or 'podcasts': the list searched. */
  noun: V extends number ? 'podcasts' : 'advertisers';
  /** The search box's 'Search advertisers...' and 'No advertisers found', in the widget's language. */
  searchPlaceholder: string;
  emptyText: string;
  choices: FacetChoices<V>;
  value: V | 'all';
  onChange(value: V | 'all'): void;
  /** The podcast whose opportunities are the whole list (the widget's `podcastId`). */
  scopePodcastId?: number;
};

/**
 * A long filter list of the inbox: the searchable dropdown over the first page of choices, asking the server as the
 * user types (GET /earn/opportunities/advertisers or /podcasts). A chunk of its own, with SearchSelect: loaded by
 * `useFacetSearch` only when a list is long.
 */
export function FacetSearchSelect<V extends string | number>(props: FacetSearchProps<V>) {
  const { client } = useWidgetEnvironment();
  const { noun, choices, scopePodcastId } = props;
  const search = (q: string) =>
    noun === 'podcasts'
      ? searchOpportunityPodcasts(client, { q, scopePodcastId }).then((r) => ({
          options: r.podcasts.map((p) => ({ value: p.id as V, label: p.name })),
          total: r.total,
        }))
      : searchOpportunityAdvertisers(client, { q, scopePodcastId }).then((r) => ({
          options: r.advertisers.map((name) => ({ value: name as V, label: name })),
          total: r.total,
        }));
  return (
    <div className="ps-inbox__filter">
      <SearchSelect
        label={props.label}
        hideLabel
        allLabel={props.allLabel}
        options={choices.options}
        total={choices.total}
        search={search}
        value={props.value}
        onChange={(next) => props.onChange(next)}
        searchPlaceholder={props.searchPlaceholder}
        emptyText={props.emptyText}
      />
    </div>
  );
}
