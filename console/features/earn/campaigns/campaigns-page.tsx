import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { EarnPodspot } from '@sdk/api/podspots';
import { parseCampaignTab, TAB_PARAM, visibleTabs, withCampaignTab, type CampaignTab } from '@sdk/core/campaign-tabs';
import { arrangeCampaigns, DEFAULT_CAMPAIGN_SORT, type CampaignSort } from '@sdk/core/publisher-campaigns';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import goLiveCss from '@sdk/widgets/go-live-uploader/go-live-uploader.css?raw';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { podcastFilter, usePodcastFilter } from '../../../lib/podcast-filter';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { LoadFailed } from '../../../ui/load-failed';
import earnCss from '../earn.css?raw';
import { ARCHIVE_TEXTS, ArchiveDialog } from '../common/archive-dialog';
import { GoLiveDialog } from '@sdk/widgets/go-live-uploader/go-live-dialog';
import { createPodspotsStore, podspotFigures } from '../common/podspots-store';
import { CampaignFilters } from './campaign-filters';
import { CampaignList } from './campaign-list';
import { CampaignTabs } from './campaign-tabs';

adoptStyles(document, inboxCss, goLiveCss, earnCss);

/** The tab lives in `?tab=`; unknown values read as all, and all (or an unknown value) leaves the address without it. */
function useTab(): [CampaignTab, (tab: CampaignTab) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(search).get(TAB_PARAM);
  const tab = parseCampaignTab(raw);
  const go = useCallback(
    (next: CampaignTab) => navigate({ search: withCampaignTab(search, next) }, { replace: true }),
    [navigate, search],
  );
  useEffect(() => {
    if (raw !== null && (tab === 'all' || raw !== tab)) go(tab);
  }, [raw, tab, go]);
  return [tab, go];
}

function Campaigns() {
  const panelId = useId();
  const [store] = useState(() => createPodspotsStore(api));
  const state = useStore(store);
  const { status, error, query, items: podspots, total: campaigns, busyId, choose, more, reload, setArchived } = state;
  const { counts, archivedCount } = podspotFigures(state);
  const podcastId = usePodcastFilter((s) => s.selected);
  const [tab, setTab] = useTab();
  const [sort, setSort] = useState<CampaignSort>(DEFAULT_CAMPAIGN_SORT);
  const [goLive, setGoLive] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<EarnPodspot | null>(null);
  const { toasts, show, dismiss } = useToasts();
  useEffect(() => void podcastFilter.getState().load(), []);
  // The server filters, sorts, counts and cuts (GET /earn/podspots?row_limit=…): a new podcast, tab or sort asks for
  // the first page again, and the list on screen stays until its answer arrives; when the podcast's whole list is
  // drawn, a new tab or sort is arranged from it at once (the store's whole-list shortcut).
  useEffect(() => void choose({ podcastId, tab, sort }), [choose, podcastId, tab, sort]);

  // What is drawn follows the answered query (the server sent whole groups in order; this only groups them again).
  const groups = useMemo(
    () => arrangeCampaigns(podspots, { tab: query.tab, podcastId: query.podcastId }, query.sort),
    [podspots, query.tab, query.podcastId, query.sort],
  );

  // The modal closes on success and on failure; the outcome is a toast (docs/behaviour/earn.md#archive-confirmation).
  const archive = async (podspot: EarnPodspot) => {
    try {
      await setArchived(podspot, true);
      show(ARCHIVE_TEXTS.archived, {
        action: (
          <Link className="ps-link" to={paths.archived}>
            {ARCHIVE_TEXTS.viewArchived}
          </Link>
        ),
      });
    } catch {
      show(ARCHIVE_TEXTS.failed, { tone: 'error' });
    } finally {
      setArchiving(null);
    }
  };

  return (
    <div className="page earn-campaigns">
      <Breadcrumbs trail={[{ label: 'Earn', to: paths.earn }, { label: 'Campaigns' }]} />
      <div className="earn-page__head">
        <h1 className="page__title">Campaigns</h1>
        <CampaignFilters sort={sort} onSort={setSort} />
      </div>
      {status === 'ready' ? (
        <CampaignTabs
          tabs={visibleTabs(counts, tab)}
          current={tab}
          counts={counts}
          onChange={setTab}
          panelId={panelId}
        />
      ) : null}
      <div id={panelId} role={status === 'ready' ? 'tabpanel' : undefined} className="earn-campaigns__panel">
        {error ? (
          // A failed 'Show more' keeps the list drawn: Retry asks for that page again.
          <LoadFailed error={error} onRetry={() => void (status === 'ready' ? more() : choose())} />
        ) : null}
        {status === 'loading' ? <Spinner label="Loading campaigns" /> : null}
        {status === 'ready' && !groups.length ? (
          <div className="ps-card earn-empty" data-testid="campaigns-empty">
            <p className="earn-empty__title">{counts.all ? 'No campaigns match these filters.' : 'No campaigns yet'}</p>
            {counts.all ? null : (
              <p className="ps-muted">
                Accept an <Link to={paths.opportunities}>opportunity</Link> to start one.
              </p>
            )}
          </div>
        ) : null}
        {status === 'ready' && groups.length ? (
          <CampaignList
            key={`${query.tab}|${query.podcastId}|${query.sort}`}
            groups={groups}
            campaigns={Math.max(campaigns, groups.length)}
            onMore={() => void more()}
            busyId={busyId}
            onGoLive={(p) => setGoLive(p.id)}
            onArchive={setArchiving}
          />
        ) : null}
      </div>
      {archivedCount > 0 ? (
        <div className="earn-page__foot">
          <Link className="ps-link" to={paths.archived}>
            Archived <span className="ps-inbox__badge">{archivedCount}</span>
          </Link>
        </div>
      ) : null}
      <ArchiveDialog
        podspot={archiving}
        busy={archiving !== null && busyId === archiving.id}
        onCancel={() => setArchiving(null)}
        onConfirm={archive}
      />
      <GoLiveDialog
        podspotId={goLive}
        onClose={() => {
          setGoLive(null);
          void reload();
        }}
      />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

/** /earn/campaigns: the publisher's campaigns by status tab, podcast and sort, with go-live, insights and archive. */
export function CampaignsPage() {
  return (
    <ConsoleWidgets>
      <Campaigns />
    </ConsoleWidgets>
  );
}
