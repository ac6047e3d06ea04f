import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Opportunity } from '../../api/opportunities';
import {
  ALL_FILTERS,
  arrangeOpportunities,
  offeredFilters,
  type OpportunityFilters,
  type OpportunitySort,
} from '../../core/opportunities';
import type { OpportunitiesInboxProps, OpportunitiesInboxView } from './props';
import { createOpportunitiesStore } from '../../stores/opportunities-store';
import { Toasts } from '../../ui/toasts';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { InboxBody } from './inbox-body';
import { InboxFilters } from './inbox-filters';
import { NotInterestedList } from './not-interested-list';
import { OpportunityGroups } from './opportunity-groups';
import { OpportunityReviewDialog } from './opportunity-review';
import { useOpportunityActions } from './use-opportunity-actions';
import { useRequestEffect } from '../../ui/use-request-effect';

/** The publisher's opportunities grouped by campaign, with review, accept, not interested and the not-interested list. */
export function OpportunitiesInbox({
  podcastId = 'all',
  compact = false,
  view: viewProp = 'inbox',
  acceptedHref,
  notInterestedHref,
  onViewChange,
  onNavigate,
}: OpportunitiesInboxProps) {
  const { client, emit } = useWidgetEnvironment();
  const [store] = useState(() => createOpportunitiesStore(client));
  const { inbox, rejected, rejectedCount, busyId, loadInbox, loadRejected } = useStore(store);
  const [view, setView] = useState<OpportunitiesInboxView>(viewProp);
  const [choice, setChoice] = useState<{ filters: OpportunityFilters; sort: OpportunitySort }>({
    filters: ALL_FILTERS,
    sort: 'recent',
  });
  const [selected, setSelected] = useState<Opportunity | null>(null);
  const onePodcast = podcastId !== 'all';

  const switchView = (next: OpportunitiesInboxView) => {
    setView(next);
    onViewChange?.(next);
  };
  const actions = useOpportunityActions(store, {
    acceptedHref,
    notInterestedHref,
    onNavigate,
    showNotInterested: () => switchView('not-interested'),
  });

  useEffect(() => setView(viewProp), [viewProp]);
  useRequestEffect(() => {
    loadInbox();
  }, []);
  // The not-interested list loads when shown; filtered to one podcast, it also gives the footer its count.
  useRequestEffect(() => {
    if (view === 'not-interested' || onePodcast) loadRejected();
  }, [view, onePodcast]);
  const ready = inbox.status === 'ready';
  useEffect(() => {
    if (ready) emit('ready', { widget: 'opportunities-inbox' });
  }, [ready, emit]);

  const mine = useMemo(
    () => (onePodcast ? inbox.items.filter((o) => o.publisher_podcast_id === podcastId) : inbox.items),
    [inbox.items, onePodcast, podcastId],
  );
  const mineRejected = useMemo(
    () => (onePodcast ? rejected.items.filter((o) => o.publisher_podcast_id === podcastId) : rejected.items),
    [rejected.items, onePodcast, podcastId],
  );
  const notInterestedCount = onePodcast ? mineRejected.length : rejectedCount;
  const filters = offeredFilters(compact ? ALL_FILTERS : choice.filters, mine);
  const groups = useMemo(() => arrangeOpportunities(mine, filters, choice.sort), [mine, filters, choice.sort]);
  const filtering = filters.advertiser !== 'all' || filters.podcastId !== 'all';

  const act = (action: (o: Opportunity) => Promise<void>) => async (o: Opportunity) => {
    await action(o);
    setSelected(null); // the modal closes after either outcome (docs/behaviour/earn.md#opportunity-states)
  };

  const list = view === 'not-interested' ? rejected : inbox;
  return (
    <section className={`ps-card ps-inbox${compact ? ' ps-inbox--compact' : ''}`} aria-label="Opportunities">
      {view === 'inbox' ? (
        <div className="ps-inbox__head">
          <h2 className="ps-inbox__title">
            Opportunities {inbox.status === 'ready' ? <span className="ps-inbox__badge">{mine.length}</span> : null}
          </h2>
          {!compact && inbox.status === 'ready' && mine.length ? (
            <InboxFilters
              items={mine}
              filters={filters}
              sort={choice.sort}
              onChange={setChoice}
              showPodcast={!onePodcast}
            />
          ) : null}
        </div>
      ) : null}
      <InboxBody
        list={list}
        onRetry={view === 'inbox' ? loadInbox : loadRejected}
        noMatch={view === 'inbox' && filtering && !groups.length}
        onClearFilters={() => setChoice({ ...choice, filters: ALL_FILTERS })}
        notInterested={
          view === 'inbox'
            ? {
                count: notInterestedCount,
                href: notInterestedHref,
                onNavigate,
                onClick: notInterestedHref ? undefined : () => switchView('not-interested'),
              }
            : null
        }
      >
        {view === 'not-interested' ? (
          <NotInterestedList
            items={mineRejected}
            count={notInterestedCount}
            onUndo={actions.undo}
            busyId={busyId}
            onBack={() => switchView('inbox')}
          />
        ) : (
          <OpportunityGroups
            key={`${filters.advertiser}|${filters.podcastId}|${choice.sort}|${podcastId}`}
            groups={groups}
            onReview={setSelected}
            busyId={busyId}
            compact={compact}
          />
        )}
      </InboxBody>
      <OpportunityReviewDialog
        opportunity={selected}
        busy={selected !== null && busyId === selected.id}
        onClose={() => setSelected(null)}
        onAccept={act(actions.accept)}
        onReject={act(actions.reject)}
      />
      <Toasts toasts={actions.toasts} onDismiss={actions.dismiss} />
    </section>
  );
}
