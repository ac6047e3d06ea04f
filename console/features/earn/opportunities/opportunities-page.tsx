import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_FILTERS } from '@sdk/core/opportunities';
import { adoptStyles } from '@sdk/ui/styles';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import {
  choiceQuery,
  FIRST_CHOICE,
  InboxBody,
  InboxFilters,
  OpportunityGroups,
  useInboxChoice,
} from '@sdk/widgets/opportunities-inbox';
import { paths } from '../../../lib/paths';
import { routeClient } from '../../../lib/route-start';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { LoadFailed } from '../../../ui/load-failed';
import earnCss from '../earn.css?raw';
import { useInbox } from '../common/use-inbox';

adoptStyles(document, inboxCss, earnCss);

/*
 * Filters, sort and paging run on the server (GET /earn/opportunities with row_limit and offset), as in the inbox
 * widget: the page fetches the campaign groups it draws, not the whole list (20 MB on `xlarge`). 'Show more' appends
 * the next page.
 */
function Opportunities() {
  const navigate = useNavigate();
  // routeClient: the first page may have been asked for when the route matched (opportunities-calls.ts).
  const inbox = useInbox(undefined, () => choiceQuery(FIRST_CHOICE), routeClient);
  const paged = useInboxChoice(inbox.store);
  const { inbox: list, rejectedCount, busyId, loadInbox } = paged.state;
  useEffect(() => void loadInbox(), [loadInbox]);
  const ready = list.status === 'ready';

  return (
    <div className="page earn-opportunities">
      <Breadcrumbs trail={[{ label: 'Earn', to: paths.earn }, { label: 'Opportunities' }]} />
      <div className="earn-page__head">
        <h1 className="page__title">
          Opportunities{' '}
          {ready ? (
            <span className="ps-inbox__badge" data-testid="opportunities-count">
              {paged.offeredCount}
            </span>
          ) : null}
        </h1>
        {ready && paged.offeredCount && paged.choices ? (
          <InboxFilters
            choices={paged.choices}
            filters={paged.choice.filters}
            sort={paged.choice.sort}
            onChange={paged.choose}
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
          noMatch={paged.filtering && !paged.groups.length}
          onClearFilters={() => paged.choose({ filters: ALL_FILTERS, sort: paged.choice.sort })}
          notInterested={{ count: rejectedCount, href: paths.notInterested, onNavigate: (href) => navigate(href) }}
        >
          <OpportunityGroups
            key={paged.listKey}
            groups={paged.groups}
            onReview={inbox.review}
            busyId={busyId}
            more={paged.more}
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
