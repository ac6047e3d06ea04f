import { useMemo } from 'react';
import { useStore } from 'zustand';
import { INSIGHTS_PRESETS, PRESET_LABELS, isDatePreset } from '@sdk/core/date-presets';
import { SearchSelect } from '@sdk/ui/search-select';
import { adoptStyles } from '@sdk/ui/styles';
import type { InsightsStore, InsightsTypes } from '../lib/insights-store';
import { TopBarTwin } from './top-bar-twin';
import css from './insights-filters.css?raw';

adoptStyles(document, css);

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
  const advertiserId = useStore(store, (s) => s.advertiserId);
  const podcastId = useStore(store, (s) => s.podcastId);
  const preset = useStore(store, (s) => s.preset);
  const { setAdvertiser, setPodcast, setPreset, reloadOptions } = store.getState();
  const advertiserOptions = useMemo(
    () => (advertisers.data ?? []).map((a) => ({ value: a.id, label: a.name })),
    [advertisers.data],
  );
  const podcastOptions = useMemo(
    () => (podcasts.data ?? []).map((p) => ({ value: p.id, label: p.name, artwork: p.small_artwork })),
    [podcasts.data],
  );
  const failures = [advertisers.error, podcasts.error].filter(Boolean);
  const podcastFilter = (
    <SearchSelect<number>
      label="Podcast"
      options={podcastOptions}
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
