import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { EarnPodspot } from '@sdk/api/podspots';
import { parseCampaignTab, TAB_PARAM, visibleTabs, withCampaignTab, type CampaignTab } from '@sdk/core/campaign-tabs';
import { firstGroups, PAGE_ROWS } from '@sdk/core/paging';
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
import { GoLiveDialog } from '../common/go-live-dialog';
import { createPodspotsStore, type PodspotsChoice } from '../common/podspots-store';
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

const sameChoice = (a: PodspotsChoice, b: PodspotsChoice) =>
  a.podcastId === b.podcastId && a.tab === b.tab && a.sort === b.sort;

function Campaigns() {
  const panelId = useId();
  const [store] = useState(() => createPodspotsStore(api));
  const { status, error, choice, podspots, campaigns, counts, archivedCount, busyId, load, more, setArchived } =
    useStore(store);
  const podcastId = usePodcastFilter((s) => s.selected);
  const [tab, setTab] = useTab();
  const [sort, setSort] = useState<CampaignSort>(DEFAULT_CAMPAIGN_SORT);
  const [goLive, setGoLive] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<EarnPodspot | null>(null);
  const { toasts, show, dismiss } = useToasts();
  useEffect(() => void podcastFilter.getState().load(), []);
  // The server filters, sorts, counts and cuts (GET /earn/podspots?row_limit=…): a new podcast, tab or sort asks for
  // the first page again, and the list on screen stays until its answer arrives.
  useEffect(() => void load({ podcastId, tab, sort }), [load, podcastId, tab, sort]);

  // What is drawn follows the answered choice (the server sent whole groups in order; this only groups them again),
  // except when the podcast's whole list is drawn: a new tab or sort is then arranged from it at once, as it was
  // before paging, and the server's answer brings the same.
  const wholeDrawn =
    choice.tab === 'all' &&
    choice.podcastId === podcastId &&
    new Set(podspots.map((p) => p.campaign_id)).size >= campaigns;
  const shown = wholeDrawn ? { podcastId, tab, sort } : choice;
  const arranged = useMemo(
    () => arrangeCampaigns(podspots, { tab: shown.tab, podcastId: shown.podcastId }, shown.sort),
    [podspots, shown.tab, shown.podcastId, shown.sort],
  );
  // A new choice starts at the first page (what its answer will hold).
  const groups = shown === choice || sameChoice(shown, choice) ? arranged : firstGroups(arranged, PAGE_ROWS).shown;

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
        {status === 'error' && error ? <LoadFailed error={error} onRetry={() => void load()} /> : null}
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
            key={`${shown.tab}|${shown.podcastId}|${shown.sort}`}
            groups={groups}
            campaigns={wholeDrawn ? arranged.length : Math.max(campaigns, groups.length)}
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
          void load();
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
