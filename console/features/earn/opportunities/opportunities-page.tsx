import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { facetOptions, offeredFacetFilters } from '@sdk/core/opportunity-facets';
import {
  ALL_FILTERS,
  arrangeOpportunities,
  type OpportunityFilters,
  type OpportunitySort,
} from '@sdk/core/opportunities';
import { PAGE_ROWS } from '@sdk/core/paging';
import { adoptStyles } from '@sdk/ui/styles';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { InboxBody, InboxFilters, OpportunityGroups, ShowMore } from '@sdk/widgets/opportunities-inbox';
import { paths } from '../../../lib/paths';
import { routeClient } from '../../../lib/route-start';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { LoadFailed } from '../../../ui/load-failed';
import earnCss from '../earn.css?raw';
import { useInbox } from '../common/use-inbox';
import { answeredChoice, choiceQuery, FIRST_CHOICE, type OpportunitiesChoice } from './opportunities-choice';

adoptStyles(document, inboxCss, earnCss);

/*
 * Filters, sort and paging run on the server (GET /earn/opportunities with row_limit): the page fetches the whole
 * campaign groups it draws, not the whole list (2 MB on `large`). A new choice keeps the list on screen until its
 * answer arrives; 'Show more' asks for one more page of rows.
 */
function Opportunities() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<OpportunitiesChoice>(FIRST_CHOICE);
  const query = useRef(choiceQuery(choice));
  // routeClient: the first page may have been asked for when the route matched (opportunities-calls.ts).
  const inbox = useInbox(undefined, () => query.current, routeClient);
  const {
    inbox: list,
    inboxQuery: answered,
    inboxFacets: facets,
    inboxCampaigns,
    rejectedCount,
    busyId,
    loadInbox,
    refreshInbox,
  } = inbox.state;
  useEffect(() => void loadInbox(), [loadInbox]);
  // A new choice asks the server at once, from the event: the request is on its way while the page re-renders.
  const apply = useCallback(
    (next: OpportunitiesChoice) => {
      query.current = choiceQuery(next);
      setChoice(next);
      void refreshInbox();
    },
    [refreshInbox],
  );
  // A chosen advertiser or podcast whose last opportunity left the list falls back to all (and is fetched again).
  const offered = facets ? offeredFacetFilters(choice.filters, facets) : choice.filters;
  useEffect(() => {
    if (offered !== choice.filters) apply({ ...choice, filters: offered, rows: PAGE_ROWS });
  }, [offered, choice, apply]);
  const choices = useMemo(() => (facets ? facetOptions(facets) : undefined), [facets]);
  // What is drawn follows the answered query (the selects show the newer choice while its answer is on the way).
  const shown = useMemo(() => answeredChoice(answered), [answered]);
  const groups = useMemo(() => arrangeOpportunities(list.items, shown.filters, shown.sort), [list.items, shown]);
  const filtering = shown.filters.advertiser !== 'all' || shown.filters.podcastId !== 'all';
  const offeredCount = facets?.offered ?? list.items.length;
  const choose = (next: { filters: OpportunityFilters; sort: OpportunitySort }) => apply({ ...next, rows: PAGE_ROWS });

  return (
    <div className="page earn-opportunities">
      <Breadcrumbs trail={[{ label: 'Earn', to: paths.earn }, { label: 'Opportunities' }]} />
      <div className="earn-page__head">
        <h1 className="page__title">
          Opportunities{' '}
          {list.status === 'ready' ? (
            <span className="ps-inbox__badge" data-testid="opportunities-count">
              {offeredCount}
            </span>
          ) : null}
        </h1>
        {list.status === 'ready' && offeredCount ? (
          <InboxFilters
            items={list.items}
            choices={choices}
            filters={choice.filters}
            sort={choice.sort}
            onChange={choose}
          />
        ) : null}
      </div>
      <section className="ps-card ps-inbox" aria-labelledby="earn-opportunities-groups">
        {/* Names the list for headings navigation too: the campaigns' h3 group titles follow this h2, not the h1. */}
        <h2 className="ps-visually-hidden" id="earn-opportunities-groups">
          Opportunities by campaign
        </h2>
        <InboxBody
          list={list}
          onRetry={loadInbox}
          Failure={LoadFailed}
          noMatch={filtering && !groups.length}
          onClearFilters={() => choose({ filters: ALL_FILTERS, sort: choice.sort })}
          notInterested={{ count: rejectedCount, href: paths.notInterested, onNavigate: (href) => navigate(href) }}
        >
          {/* The server already cut the page at whole groups: every group it sent is drawn. */}
          <OpportunityGroups
            key={`${shown.filters.advertiser}|${shown.filters.podcastId}|${shown.sort}`}
            groups={groups}
            onReview={inbox.review}
            busyId={busyId}
            pageRows={Number.POSITIVE_INFINITY}
          />
          <ShowMore
            shown={groups.length}
            total={Math.max(inboxCampaigns, groups.length)}
            noun="campaigns"
            onMore={() => apply({ ...choice, rows: choice.rows + PAGE_ROWS })}
          />
        </InboxBody>
      </section>
      {inbox.overlays}
    </div>
  );
}

/** /earn/opportunities: the SDK inbox's parts in a console page (the top bar's podcast selector is hidden here). */
export function OpportunitiesPage() {
  return (
    <ConsoleWidgets client={routeClient}>
      <Opportunities />
    </ConsoleWidgets>
  );
}
