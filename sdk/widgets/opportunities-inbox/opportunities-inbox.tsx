import { useEffect, useRef, useState } from 'react';
import type { Opportunity } from '../../api/opportunities';
import { ALL_FILTERS } from '../../core/opportunities';
import type { OpportunitiesInboxProps, OpportunitiesInboxView } from './props';
import { createOpportunitiesStore } from '../../stores/opportunities-store';
import { useMessages } from '../../ui/i18n';
import { Toasts } from '../../ui/toasts';
import { useInstanceChanges } from '../../ui/use-instance-changes';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { whenIdle } from '../../ui/lazy-part';
import { InboxBody } from './inbox-body';
import { InboxFilters } from './inbox-filters';
import messages from './messages.en.json';
import { LazyNotInterestedList, prefetchNotInterested } from './lazy-not-interested';
import { OpportunityGroups } from './opportunity-groups';
import { LazyReviewDialog, prefetchReview } from './lazy-review-dialog';
import { useOpportunityActions } from './use-opportunity-actions';
import { useRequestEffect } from '../../ui/use-request-effect';
import { choiceQuery, FIRST_CHOICE, useInboxChoice } from './use-inbox-choice';

/**
 * The publisher's opportunities grouped by campaign, with review, accept, not interested and the not-interested list.
 * The server filters, sorts, counts and pages both lists (docs/behaviour/sdk-widgets.md#opportunities-inbox): the
 * widget asks for one page at a time, of one podcast's opportunities when `podcastId` names one.
 */
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
  const t = useMessages(messages);
  const onePodcast = podcastId !== 'all';
  const scope = onePodcast ? podcastId : undefined;
  const [store] = useState(() => createOpportunitiesStore(client, () => choiceQuery(FIRST_CHOICE, scope)));
  const inbox = useInboxChoice(store, scope);
  const { inbox: list, rejected, rejectedTotal, rejectedCount, busyId, loadInbox, loadRejected } = inbox.state;
  const [view, setView] = useState<OpportunitiesInboxView>(viewProp);
  const [selected, setSelected] = useState<Opportunity | null>(null);

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
  // Another inbox of the instance accepted or rejected, or the onboarding accepted its first offer: this one's list and
  // counts are stale (the same list is kept on screen until the answer is in).
  useInstanceChanges(['opportunity_accepted', 'opportunity_rejected', 'onboarding_completed'], () => {
    if (store.getState().inbox.status !== 'idle') void store.getState().refreshInbox();
    if (view === 'not-interested') void loadRejected();
  });
  const loaded = useRef(false);
  useRequestEffect(() => {
    // The first load asks for the store's first query; a new `podcastId` later is a new choice of its own.
    if (!loaded.current) loadInbox();
    else inbox.choose({ ...inbox.choice, filters: { ...inbox.choice.filters, podcastId: 'all' } });
    loaded.current = true;
  }, [scope]);
  // The not-interested list loads when shown (its podcast's, with `podcastId`).
  useRequestEffect(() => {
    if (view !== 'not-interested') return;
    prefetchNotInterested(); // beside the list's first page
    loadRejected();
  }, [view, scope]);
  const ready = list.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    emit('ready', { widget: 'opportunities-inbox' });
    whenIdle(prefetchReview); // the review's code, once the list is on screen (docs/performance.md#lazy-dialogs)
  }, [ready, emit]);

  const act = (action: (o: Opportunity) => Promise<void>) => async (o: Opportunity) => {
    await action(o);
    setSelected(null); // the modal closes after either outcome (docs/behaviour/earn.md#opportunity-states)
  };

  return (
    <section className={`ps-card ps-inbox${compact ? ' ps-inbox--compact' : ''}`} aria-label={t('inbox.title')}>
      {view === 'inbox' ? (
        <div className="ps-inbox__head">
          <h2 className="ps-inbox__title ps-widget-title">
            {t('inbox.title')} {ready ? <span className="ps-inbox__badge">{inbox.offeredCount}</span> : null}
          </h2>
          {!compact && ready && inbox.offeredCount && inbox.choices ? (
            <InboxFilters
              choices={inbox.choices}
              filters={inbox.choice.filters}
              sort={inbox.choice.sort}
              onChange={inbox.choose}
              scopePodcastId={scope}
              showPodcast={!onePodcast}
            />
          ) : null}
        </div>
      ) : null}
      <InboxBody
        list={view === 'not-interested' ? rejected : list}
        onRetry={view === 'inbox' ? loadInbox : loadRejected}
        noMatch={view === 'inbox' && inbox.filtering && !inbox.groups.length}
        onClearFilters={() => inbox.choose({ ...inbox.choice, filters: ALL_FILTERS })}
        notInterested={
          view === 'inbox'
            ? {
                count: rejectedCount,
                href: notInterestedHref,
                onNavigate,
                onClick: notInterestedHref ? undefined : () => switchView('not-interested'),
              }
            : null
        }
      >
        {view === 'not-interested' ? (
          <LazyNotInterestedList
            items={rejected.items}
            count={rejectedTotal}
            onMore={() => void inbox.state.moreRejected()}
            onUndo={actions.undo}
            busyId={busyId}
            onBack={() => switchView('inbox')}
          />
        ) : (
          <OpportunityGroups
            key={inbox.listKey}
            groups={inbox.groups}
            onReview={setSelected}
            busyId={busyId}
            compact={compact}
            more={inbox.more}
          />
        )}
      </InboxBody>
      <LazyReviewDialog
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
