import { useEffect, useMemo, useState } from 'react';
import { ALL_FILTERS, arrangeOpportunities, offeredFilters, type OpportunityFilters, type OpportunitySort } from '../../../sdk/core/opportunities';
import { adoptStyles } from '../../../sdk/ui/styles';
import inboxCss from '../../../sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { InboxFilters, InboxLink, LOADING_TEXT, OpportunityGroups } from '../../../sdk/widgets/opportunities-inbox';
import { paths } from '../../app/paths';
import { ConsoleWidgets } from '../../lib/widget-environment';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { LoadFailed } from '../../ui/load-failed';
import earnCss from './earn.css?raw';
import { useInbox } from './use-inbox';
import { useNavigate } from 'react-router-dom';

adoptStyles(document, inboxCss, earnCss);

function Opportunities() {
  const navigate = useNavigate();
  const inbox = useInbox();
  const { inbox: list, rejectedCount, busyId, loadInbox } = inbox.state;
  // Spec §4: recency is the opportunities' default sort.
  const [choice, setChoice] = useState<{ filters: OpportunityFilters; sort: OpportunitySort }>({ filters: ALL_FILTERS, sort: 'recent' });
  useEffect(() => {
    loadInbox();
  }, []);
  const filters = offeredFilters(choice.filters, list.items);
  const groups = useMemo(() => arrangeOpportunities(list.items, filters, choice.sort), [list.items, filters, choice.sort]);
  const filtering = filters.advertiser !== 'all' || filters.podcastId !== 'all';

  return (
    <div className="page earn-opportunities">
      <Breadcrumbs trail={[{ label: 'Earn', to: paths.earn }, { label: 'Opportunities' }]} />
      <div className="earn-page__head">
        <h1 className="page__title">
          Opportunities {list.status === 'ready' ? <span className="ps-inbox__badge" data-testid="opportunities-count">{list.items.length}</span> : null}
        </h1>
        {list.status === 'ready' && list.items.length ? (
          <InboxFilters items={list.items} filters={filters} sort={choice.sort} onChange={setChoice} />
        ) : null}
      </div>
      <section className="ps-card ps-inbox" aria-labelledby="earn-opportunities-groups">
        {/* Names the list for headings navigation too: the campaigns' h3 group titles follow this h2, not the h1. */}
        <h2 className="ps-visually-hidden" id="earn-opportunities-groups">Opportunities by campaign</h2>
        {list.status === 'error' && list.error ? <LoadFailed error={list.error} onRetry={loadInbox} /> : null}
        {list.status === 'loading' || list.status === 'idle' ? (
          <div className="ps-inbox__loading" role="status">
            <span className="ps-spinner__dot" aria-hidden="true" />
            {LOADING_TEXT}
          </div>
        ) : null}
        {list.status === 'ready' && filtering && !groups.length ? (
          <div className="ps-inbox__empty">
            <p className="ps-muted">No opportunities match these filters.</p>
            <button type="button" className="ps-button ps-button--quiet" onClick={() => setChoice({ ...choice, filters: ALL_FILTERS })}>Clear filters</button>
          </div>
        ) : null}
        {list.status === 'ready' && !(filtering && !groups.length) ? (
          <OpportunityGroups key={`${filters.advertiser}|${filters.podcastId}|${choice.sort}`} groups={groups} onReview={inbox.review} busyId={busyId} />
        ) : null}
        {list.status === 'ready' ? (
          <div className="ps-inbox__foot">
            <InboxLink href={paths.notInterested} onNavigate={(href) => navigate(href)}>
              Not interested <span className="ps-inbox__badge">{rejectedCount}</span>
            </InboxLink>
          </div>
        ) : null}
      </section>
      {inbox.overlays}
    </div>
  );
}

/** /earn/opportunities: the SDK inbox's parts in a console page (the top bar's podcast selector is hidden here). */
export function OpportunitiesPage() {
  return (
    <ConsoleWidgets>
      <Opportunities />
    </ConsoleWidgets>
  );
}
