import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { EarnPodspot } from '@sdk/api/podspots';
import { offerEstimate } from '@sdk/core/estimates';
import { formatWholeMoney } from '@sdk/core/format';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { ShowMore } from '@sdk/ui/show-more';
import { Artwork } from '@sdk/widgets/opportunities-inbox';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { usePodcastFilter } from '../../../lib/podcast-filter';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import earnCss from '../earn.css?raw';
import { ARCHIVE_TEXTS } from '../common/archive-dialog';
import { CampaignRow } from '../common/campaign-row';
import { createPodspotsStore, FIRST_PODSPOTS_CHOICE, loadFailure, podspotFigures } from '../common/podspots-store';

adoptStyles(document, inboxCss, earnCss);

function Archived() {
  const [store] = useState(() => createPodspotsStore(api, true));
  const state = useStore(store);
  const { status, error, query, items: podspots, total, busyId, choose, more, setArchived } = state;
  const { archivedCount } = podspotFigures(state);
  const podcastId = usePodcastFilter((s) => s.selected);
  const { toasts, show, dismiss } = useToasts();
  // The server filters by the top bar's podcast and pages (40, then Show more); a new podcast asks for page one.
  useEffect(() => void choose({ ...FIRST_PODSPOTS_CHOICE, podcastId }), [choose, podcastId]);

  const unarchive = async (podspot: EarnPodspot) => {
    try {
      await setArchived(podspot, false);
      show(ARCHIVE_TEXTS.unarchived);
    } catch {
      show(ARCHIVE_TEXTS.unarchiveFailed, { tone: 'error' });
    }
  };

  return (
    <div className="page page--narrow earn-archived">
      <Breadcrumbs
        trail={[{ label: 'Earn', to: paths.earn }, { label: 'Campaigns', to: paths.campaigns }, { label: 'Archived' }]}
      />
      <h1 className="page__title">
        Archived{' '}
        {status === 'ready' ? (
          <span className="ps-inbox__badge" data-testid="archived-count">
            {query.podcastId === 'all' ? archivedCount : total}
          </span>
        ) : null}
      </h1>
      {error ? (
        <div className="ps-card ps-message ps-message--error" role="alert">
          <p>{loadFailure(error, true)}</p>
          {/* A failed 'Show more' keeps the list drawn: Retry asks for that page again. */}
          <button type="button" className="ps-button" onClick={() => void (status === 'ready' ? more() : choose())}>
            Retry
          </button>
        </div>
      ) : null}
      {status === 'loading' ? <Spinner label="Loading archived campaigns" /> : null}
      {status === 'ready' && !podspots.length ? (
        <div className="ps-card earn-empty">
          <p className="earn-empty__title">No archived campaigns</p>
        </div>
      ) : null}
      {status === 'ready' && podspots.length ? (
        <ul className="ps-card earn-rows earn-archived__list">
          {podspots.map((p) => (
            <CampaignRow
              key={p.id}
              podspot={p}
              titleLevel={2}
              name={
                <span className="earn-archived__name">
                  <Artwork
                    src={p.campaign_art_work}
                    size={32}
                    podcast={{ id: p.advertiser_podcast_id, name: p.advertiser_podcast_name }}
                  />
                  {p.campaign_name}
                </span>
              }
              detail={p.publisher_podcast_name}
              figure={
                p.monthly_estimate === undefined ? null : (
                  <>
                    <span className="ps-visually-hidden">Estimated monthly earnings: </span>
                    {offerEstimate(p.estimated_dls_per_ep, p.cpm) === null
                      ? 'Not yet available'
                      : `${formatWholeMoney(p.monthly_estimate)}/m`}
                  </>
                )
              }
              actions={
                <button
                  type="button"
                  className="ps-button ps-button--quiet"
                  disabled={busyId === p.id}
                  onClick={() => unarchive(p)}
                >
                  Unarchive
                  <span className="ps-visually-hidden">
                    {' '}
                    {p.campaign_name} on {p.publisher_podcast_name}
                  </span>
                </button>
              }
            />
          ))}
        </ul>
      ) : null}
      {status === 'ready' ? (
        <ShowMore shown={podspots.length} total={total} noun="campaigns" onMore={() => void more()} />
      ) : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

/** /earn/campaigns/archived: the archived campaigns, collapsed, each with Unarchive. */
export function ArchivedPage() {
  return (
    <ConsoleWidgets>
      <Archived />
    </ConsoleWidgets>
  );
}
