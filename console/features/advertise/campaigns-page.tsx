import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAdvertiserPodspots, type AdvertiserPodspot } from '@sdk/api/advertise';
import type { ApiError } from '@sdk/api/errors';
import {
  CAMPAIGN_SORT_LABELS,
  CAMPAIGN_SORTS,
  filterByPodcast,
  groupCampaigns,
  isCampaignSort,
  podcastNames,
  sortCampaigns,
  type CampaignSort,
} from '@sdk/core/advertiser-campaigns';
import { SearchSelect } from '@sdk/ui/search-select';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import { api } from '../../lib/api';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import advertiseCss from './advertise.css?raw';
import { CampaignCard } from './campaign-card';
import { EditPodspotDialog } from './edit-podspot-dialog';

adoptStyles(document, advertiseCss);

export const PODSPOT_UPDATED = 'Podspot updated';

/** The advertiser's podspots; `reload` keeps the list on screen while it refetches (after an edit). */
function useAdvertiserPodspots() {
  const [podspots, setPodspots] = useState<AdvertiserPodspot[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef(0);
  const reload = useCallback(() => {
    const call = ++latest.current;
    setError(null);
    getAdvertiserPodspots(api).then(
      (rows) => call === latest.current && setPodspots(rows),
      (failure: ApiError) => call === latest.current && setError(failure),
    );
  }, []);
  useEffect(() => {
    reload();
    return () => void (latest.current += 1); // answers after leaving the page are dropped
  }, [reload]);
  return { podspots, error, reload };
}

/** /advertise/campaigns: the advertiser's campaigns, filtered by publisher podcast and sorted, each expandable. */
export function AdvertiseCampaignsPage() {
  const { podspots, error, reload } = useAdvertiserPodspots();
  const [podcast, setPodcast] = useState<string | 'all'>('all');
  const [sort, setSort] = useState<CampaignSort>('recent');
  const [editing, setEditing] = useState<AdvertiserPodspot | null>(null);
  const { toasts, show, dismiss } = useToasts();

  const all = useMemo(() => groupCampaigns(podspots ?? []), [podspots]);
  const names = useMemo(() => podcastNames(podspots ?? []).map((name) => ({ value: name, label: name })), [podspots]);
  const campaigns = useMemo(() => sortCampaigns(filterByPodcast(all, podcast), sort), [all, podcast, sort]);
  const podcastCounts = useMemo(() => new Map(all.map((g) => [g.id, g.podspots.length])), [all]);

  return (
    <div className="page adv-page">
      <Breadcrumbs trail={[{ label: 'Advertise', to: '/advertise' }, { label: 'Campaigns' }]} />
      <div className="adv-page__head">
        <h1 className="page__title">
          Campaigns{' '}
          {podspots ? (
            <span className="badge" aria-label={`${campaigns.length} campaigns`}>
              {campaigns.length}
            </span>
          ) : null}
        </h1>
        <div className="adv-filters">
          <SearchSelect<string>
            label="Podcast"
            hideLabel
            options={names}
            value={podcast}
            onChange={setPodcast}
            allLabel="All podcasts"
            disabled={!podspots}
          />
          <label className="adv-sort">
            <span className="ps-visually-hidden">Sort by</span>
            <select
              className="ps-select"
              value={sort}
              onChange={(e) => isCampaignSort(e.currentTarget.value) && setSort(e.currentTarget.value)}
            >
              {CAMPAIGN_SORTS.map((s) => (
                <option key={s} value={s}>
                  {CAMPAIGN_SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {error ? (
        <div className="ps-message ps-message--error" role="alert">
          <p>{error.message}</p>
          <button type="button" className="ps-button" onClick={reload}>
            Retry
          </button>
        </div>
      ) : null}
      {!podspots && !error ? <Spinner label="Loading campaigns" /> : null}
      {podspots && campaigns.length === 0 ? (
        <section className="ps-card empty-state">
          <h2>No campaigns yet</h2>
          <p className="ps-muted">Your campaigns and their Podspots appear here once they are set up.</p>
        </section>
      ) : null}
      {campaigns.length ? (
        <ul className="card-list" aria-label="Campaigns">
          {campaigns.map((c) => (
            <CampaignCard
              key={c.id}
              campaign={c}
              filter={
                podcast === 'all' ? undefined : { podcast, podcasts: podcastCounts.get(c.id) ?? c.podspots.length }
              }
              onEdit={setEditing}
            />
          ))}
        </ul>
      ) : null}
      <EditPodspotDialog
        podspot={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          show(PODSPOT_UPDATED);
          reload();
        }}
      />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
