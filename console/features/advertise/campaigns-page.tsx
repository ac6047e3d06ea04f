import { useEffect, useState } from 'react';
import { getAdvertisePublishers, type AdvertiserPodspot } from '@sdk/api/advertise';
import { CAMPAIGN_SORT_LABELS, CAMPAIGN_SORTS, distinctNames, isCampaignSort } from '@sdk/core/advertiser-campaigns';
import { SearchSelect, type SearchOption } from '@sdk/ui/search-select';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import { ShowMore } from '@sdk/ui/show-more';
import { api } from '../../lib/api';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import advertiseCss from './advertise.css?raw';
import { CampaignCard } from './campaign-card';
import { EditPodspotDialog } from './edit-podspot-dialog';
import { useCampaignPages } from './use-campaign-pages';

adoptStyles(document, advertiseCss);

export const PODSPOT_UPDATED = 'Podspot updated';
export const PODCASTS_FAILED = 'Failed to fetch podcasts.';

/**
 * The podcast filter's names: every publisher podcast the advertiser's campaigns run on (GET /advertise/publishers,
 * the insights' podcast options), as distinct names, sorted. `failed` with `retry` when the call failed.
 */
function usePodcastNames() {
  const [names, setNames] = useState<SearchOption<string>[]>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    getAdvertisePublishers(api).then(
      (podcasts) =>
        current && setNames(distinctNames(podcasts.map((p) => p.name)).map((n) => ({ value: n, label: n }))),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [attempt]);
  return { names, failed, retry: () => setAttempt((n) => n + 1) };
}

/** /advertise/campaigns: the advertiser's campaigns, filtered by publisher podcast and sorted, each expandable. */
export function AdvertiseCampaignsPage() {
  const { choice, choose, shown, error, more, reload } = useCampaignPages();
  const podcasts = usePodcastNames();
  const [editing, setEditing] = useState<AdvertiserPodspot | null>(null);
  const { toasts, show, dismiss } = useToasts();
  const filtered = shown?.choice.podcast ?? 'all';

  return (
    <div className="page adv-page">
      <Breadcrumbs trail={[{ label: 'Advertise', to: '/advertise' }, { label: 'Campaigns' }]} />
      <div className="adv-page__head">
        <h1 className="page__title">
          Campaigns{' '}
          {shown ? (
            <span className="badge" aria-label={`${shown.campaigns} campaigns`}>
              {shown.campaigns}
            </span>
          ) : null}
        </h1>
        <div className="adv-filters">
          <SearchSelect<string>
            label="Podcast"
            hideLabel
            options={podcasts.names}
            value={choice.podcast}
            onChange={(podcast) => choose({ ...choice, podcast })}
            allLabel="All podcasts"
            disabled={!shown}
          />
          <label className="adv-sort">
            <span className="ps-visually-hidden">Sort by</span>
            <select
              className="ps-select"
              value={choice.sort}
              onChange={(e) =>
                isCampaignSort(e.currentTarget.value) && choose({ ...choice, sort: e.currentTarget.value })
              }
            >
              {CAMPAIGN_SORTS.map((s) => (
                <option key={s} value={s}>
                  {CAMPAIGN_SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          {podcasts.failed ? (
            <p className="ps-message ps-message--error adv-filters__error" role="alert">
              {PODCASTS_FAILED}{' '}
              <button type="button" className="ps-button ps-button--quiet" onClick={podcasts.retry}>
                Retry
              </button>
            </p>
          ) : null}
        </div>
      </div>
      {error ? (
        <div className="ps-message ps-message--error" role="alert">
          <p>{error.failure.message}</p>
          <button type="button" className="ps-button" onClick={error.retry}>
            Retry
          </button>
        </div>
      ) : null}
      {!shown && !error ? <Spinner label="Loading campaigns" /> : null}
      {shown && shown.campaigns === 0 ? (
        <section className="ps-card empty-state">
          <h2>No campaigns yet</h2>
          <p className="ps-muted">Your campaigns and their Podspots appear here once they are set up.</p>
        </section>
      ) : null}
      {shown?.cards.length ? (
        <>
          <ul className="card-list" aria-label="Campaigns">
            {shown.cards.map((c) => (
              <CampaignCard
                key={c.id}
                campaign={c}
                filteredPodcast={filtered === 'all' ? undefined : filtered}
                onEdit={setEditing}
              />
            ))}
          </ul>
          <ShowMore shown={shown.cards.length} total={shown.campaigns} noun="campaigns" onMore={more} />
        </>
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
