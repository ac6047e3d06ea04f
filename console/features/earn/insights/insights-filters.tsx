import { useMemo } from 'react';
import { useStore } from 'zustand';
import { INSIGHTS_PRESETS, isDatePreset, PRESET_LABELS } from '@sdk/core/date-presets';
import { SearchSelect } from '@sdk/ui/search-select';
import type { EarnInsightsStore } from './insights-store';

/** Advertiser ('All advertisers'), podcast ('All podcasts') and duration (seven presets, All time first chosen). */
export function InsightsFilters({ store }: { store: EarnInsightsStore }) {
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
  return (
    <div className="earn-filters earn-insights__filters">
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
      <SearchSelect<number>
        label="Podcast"
        options={podcastOptions}
        value={podcastId}
        onChange={setPodcast}
        allLabel="All podcasts"
        disabled={podcasts.status === 'loading'}
      />
      <label className="earn-filters__field">
        <span className="earn-filters__label">Duration</span>
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
        <p className="earn-filters__error" role="alert">
          {failures.join('. ')}.{' '}
          <button type="button" className="ps-inbox__link-button" onClick={reloadOptions}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
}
