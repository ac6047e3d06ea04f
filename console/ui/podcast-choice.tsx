import { useMemo } from 'react';
import { SearchSelect, type SearchAnswer, type SearchOption } from '@sdk/ui/search-select';
import { podcastFilter, searchPodcasts, usePodcastFilter, type PublisherPodcast } from '../lib/podcast-filter';

const toOption = (p: PublisherPodcast): SearchOption<number> => ({
  value: p.id,
  label: p.name,
  artwork: p.small_artwork,
});
const asPodcast = (o: SearchOption<number>): PublisherPodcast => ({
  id: o.value,
  name: o.label,
  small_artwork: o.artwork ?? '',
});
const search = (query: string): Promise<SearchAnswer<number>> =>
  searchPodcasts(query).then(({ items, total }) => ({ options: items.map(toOption), total }));

/**
 * The searchable dropdown bound to the top bar's podcast choice (console/lib/podcast-filter.ts): a long list shows its
 * first page and searches on the server (docs/behaviour/earn.md#searchable-dropdown).
 */
export function PodcastChoiceSelect(props: { label: string; hideLabel?: boolean; menuAtEnd?: boolean }) {
  const { label, hideLabel, menuAtEnd } = props;
  const podcasts = usePodcastFilter((s) => s.podcasts);
  const total = usePodcastFilter((s) => s.total);
  const chosen = usePodcastFilter((s) => s.chosen);
  const selected = usePodcastFilter((s) => s.selected);
  const options = useMemo(() => (podcasts ?? []).map(toOption), [podcasts]);
  return (
    <SearchSelect<number>
      label={label}
      hideLabel={hideLabel}
      menuAtEnd={menuAtEnd}
      options={options}
      total={total}
      search={search}
      chosen={chosen ? toOption(chosen) : undefined}
      value={selected}
      allLabel="All podcasts"
      disabled={!podcasts}
      onChange={(value, option) => podcastFilter.getState().select(value, option && asPodcast(option))}
    />
  );
}
