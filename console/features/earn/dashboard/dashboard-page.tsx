import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { adoptStyles } from '@sdk/ui/styles';
import earningsCss from '@sdk/widgets/earnings-card/earnings-card.css?raw';
import { EarningsCard } from '@sdk/widgets/earnings-card/earnings-card';
import goLiveCss from '@sdk/widgets/go-live-uploader/go-live-uploader.css?raw';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { paths } from '../../../lib/paths';
import { usePodcastFilter } from '../../../lib/podcast-filter';
import { routeClient } from '../../../lib/route-start';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import earnCss from '../earn.css?raw';
import { GoLiveDialog } from '@sdk/widgets/go-live-uploader/go-live-dialog';
import { useInbox } from '../common/use-inbox';
import { AttentionCard } from './attention-card';
import { CampaignsSummary } from './campaigns-summary';
import { dashboardInboxQuery, DashboardOpportunities } from './dashboard-opportunities';
import { createDashboardCampaignsStore } from './dashboard-store';
import { RouterLinks } from './router-links';

adoptStyles(document, earningsCss, inboxCss, goLiveCss, earnCss);

function Dashboard() {
  // The top bar's podcast filters every card of the dashboard.
  const podcastId = usePodcastFilter((s) => s.selected);
  // Only what the dashboard shows is asked for: counts and the first rows, for the chosen podcast
  // (docs/decisions/0008-paging-on-the-server.md).
  const podcast = useRef(podcastId);
  podcast.current = podcastId;
  // routeClient: the first calls may have been made when the route matched (dashboard-calls.ts).
  const [campaignsStore] = useState(() => createDashboardCampaignsStore(routeClient));
  const campaigns = useStore(campaignsStore);
  const inbox = useInbox(
    () => campaigns.load(),
    () => dashboardInboxQuery(podcast.current),
    routeClient,
  );
  const [goLive, setGoLive] = useState<number | null>(null);
  const { load: loadCampaigns } = campaigns;
  useEffect(() => {
    void loadCampaigns(podcastId);
  }, [loadCampaigns, podcastId]);

  return (
    <div className="page page--narrow earn-dashboard">
      <Breadcrumbs trail={[{ label: 'Earn', to: paths.earn }, { label: 'Dashboard' }]} />
      <h1 className="page__title">Dashboard</h1>
      <RouterLinks className="earn-dashboard__summary">
        <EarningsCard preset="last_30_days" podcastId={podcastId} href={paths.earnInsights} />
        <CampaignsSummary list={campaigns} />
      </RouterLinks>
      <DashboardOpportunities inbox={inbox} podcastId={podcastId} />
      <AttentionCard list={campaigns} onGoLive={(p) => setGoLive(p.id)} />
      <GoLiveDialog
        podspotId={goLive}
        onClose={() => {
          setGoLive(null);
          campaigns.load();
        }}
      />
      {inbox.overlays}
    </div>
  );
}

/** /earn: the publisher's dashboard, built from the SDK's earnings card, inbox parts and go-live steps. */
export function DashboardPage() {
  return (
    <ConsoleWidgets client={routeClient}>
      <Dashboard />
    </ConsoleWidgets>
  );
}
