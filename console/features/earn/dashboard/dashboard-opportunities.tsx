import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { OpportunityQuery } from '@sdk/api/opportunities';
import { arrangeOpportunities } from '@sdk/core/opportunities';
import { firstGroups, PAGE_ROWS } from '@sdk/core/paging';
import { Spinner } from '@sdk/ui/status-view';
import { EMPTY_DASHBOARD_OPPORTUNITIES, OpportunityGroups } from '@sdk/widgets/opportunities-inbox';
import { paths } from '../../../lib/paths';
import { LoadFailed } from '../../../ui/load-failed';
import type { useInbox } from '../common/use-inbox';

/**
 * The dashboard's few items: of the newest campaigns, whole campaigns up to a page of rows are asked for
 * (GET /earn/opportunities?campaign_limit=…&row_limit=…) and drawn. The badge counts every opportunity (the answer's
 * total); 'View all' leads to the rest.
 */
export const DASHBOARD_CAMPAIGNS = 10;

/** The dashboard's list call for the top bar's podcast. */
export const dashboardInboxQuery = (podcastId: number | 'all'): OpportunityQuery => ({
  podcastId,
  campaignLimit: DASHBOARD_CAMPAIGNS,
  rowLimit: PAGE_ROWS,
});

type Props = { inbox: ReturnType<typeof useInbox>; podcastId: number | 'all' };

/** The dashboard's opportunities: grouped by campaign, newest first, each podcast row with its estimate and Review. */
export function DashboardOpportunities({ inbox, podcastId }: Props) {
  const { state, review } = inbox;
  const { loadInbox } = state;
  // The store's query reads the top bar's podcast: a new choice loads that podcast's first campaigns.
  useEffect(() => {
    void loadInbox();
  }, [loadInbox, podcastId]);
  const groups = useMemo(
    () =>
      firstGroups(arrangeOpportunities(state.inbox.items, { advertiser: 'all', podcastId }, 'recent'), PAGE_ROWS).shown,
    [state.inbox.items, podcastId],
  );
  const { status, error } = state.inbox;
  return (
    <section className="ps-card earn-card" aria-labelledby="earn-opportunities-title">
      <div className="earn-card__head">
        <h2 className="earn-card__title" id="earn-opportunities-title">
          Opportunities {status === 'ready' ? <span className="ps-inbox__badge">{state.inboxTotal}</span> : null}
        </h2>
        <Link className="ps-link" to={paths.opportunities}>
          View all
        </Link>
      </div>
      {status === 'error' && error ? <LoadFailed error={error} onRetry={state.loadInbox} /> : null}
      {status === 'loading' || status === 'idle' ? <Spinner label="Loading opportunities" /> : null}
      {status === 'ready' ? (
        <OpportunityGroups
          groups={groups}
          onReview={review}
          busyId={state.busyId}
          empty={EMPTY_DASHBOARD_OPPORTUNITIES}
        />
      ) : null}
    </section>
  );
}
