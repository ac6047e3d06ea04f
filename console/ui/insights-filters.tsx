import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { INSIGHTS_PRESETS, PRESET_LABELS, isDatePreset } from '@sdk/core/date-presets';
import type { OptionPage } from '@sdk/core/option-search';
import { SearchSelect, type SearchOption } from '@sdk/ui/search-select';
import { adoptStyles } from '@sdk/ui/styles';
import type { InsightsStore, InsightsTypes } from '../lib/insights-store';
import { TopBarTwin } from './top-bar-twin';
import css from './insights-filters.css?raw';

adoptStyles(document, css);

const advertiserOption = (a: { id: number; name: string }): SearchOption<number> => ({ value: a.id, label: a.name });
const podcastOption = (p: { id: number; name: string; small_artwork: string }): SearchOption<number> => ({
  value: p.id,
  label: p.name,
  artwork: p.small_artwork,
});
const answer =
  <O,>(toOption: (o: O) => SearchOption<number>) =>
  ({ items, total }: OptionPage<O>) => ({ options: items.map(toOption), total });

type Props<T extends InsightsTypes> = {
  store: InsightsStore<T>;
  /** The podcast filter is the top bar's podcast choice too: phones then show only the top bar's. */
  podcastInTopBar?: boolean;
};

/**
 * The filters of an insights page: advertiser ('All advertisers'), podcast ('All podcasts') and duration. Each
 * dropdown names its own options in its search box and empty state (docs/behaviour/earn.md#filters).
 */
export function InsightsFilters<T extends InsightsTypes>({ store, podcastInTopBar }: Props<T>) {
  const advertisers = useStore(store, (s) => s.advertisers);
  const podcasts = useStore(store, (s) => s.podcasts);
  const totals = useStore(store, (s) => s.optionTotals);
  const advertiserId = useStore(store, (s) => s.advertiserId);
  const podcastId = useStore(store, (s) => s.podcastId);
  const preset = useStore(store, (s) => s.preset);
  const { setAdvertiser, setPodcast, setPreset, reloadOptions, searchOptions } = store.getState();
  const advertiserOptions = useMemo(() => (advertisers.data ?? []).map(advertiserOption), [advertisers.data]);
  const podcastOptions = useMemo(() => (podcasts.data ?? []).map(podcastOption), [podcasts.data]);
  const searchAdvertisers = useCallback(
    (query: string) => searchOptions.advertisers(query).then(answer(advertiserOption)),
    [searchOptions],
  );
  const searchPodcasts = useCallback(
    (query: string) => searchOptions.podcasts(query).then(answer(podcastOption)),
    [searchOptions],
  );
  const failures = [advertisers.error, podcasts.error].filter(Boolean);
  const podcastFilter = (
    <SearchSelect<number>
      label="Podcast"
      options={podcastOptions}
      total={totals.podcasts}
      search={searchPodcasts}
      value={podcastId}
      onChange={setPodcast}
      allLabel="All podcasts"
      disabled={podcasts.status === 'loading'}
    />
  );
  return (
    <div className="insights-filters">
      <SearchSelect<number>
        label="Advertiser"
        options={advertiserOptions}
        total={totals.advertisers}
        search={searchAdvertisers}
        value={advertiserId}
        onChange={setAdvertiser}
        allLabel="All advertisers"
        searchPlaceholder="Search advertisers..."
        emptyText="No advertisers found"
        disabled={advertisers.status === 'loading'}
      />
      {podcastInTopBar ? <TopBarTwin>{podcastFilter}</TopBarTwin> : podcastFilter}
      <label className="insights-filters__duration">
        <span className="insights-filters__label">Duration</span>
        <select
          className="ps-select"
          value={preset}
          onChange={(e) => isDatePreset(e.currentTarget.value) && setPreset(e.currentTarget.value)}
        >
          {INSIGHTS_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PRESET_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      {failures.length ? (
        <p className="insights-filters__error" role="alert">
          {failures.join('. ')}.{' '}
          <button type="button" className="insights-link-button" onClick={reloadOptions}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}
