import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ApiClient } from '@sdk/api/client';
import type { Opportunity, OpportunityQuery } from '@sdk/api/opportunities';
import { createOpportunitiesStore } from '@sdk/stores/opportunities-store';
import { Toasts } from '@sdk/ui/toasts';
import { OpportunityReviewDialog, useOpportunityActions } from '@sdk/widgets/opportunities-inbox';
import { api } from '../../../lib/api';
import { opportunitiesChanged } from '../../../lib/opportunity-count';
import { paths } from '../../../lib/paths';

/**
 * The opportunities inbox's store and actions for a console page: the toasts' links ('View accepted opportunities',
 * 'View not interested') navigate inside the console. `onAccepted` runs after an accept was answered (the dashboard
 * refreshes its campaigns then: docs/behaviour/earn.md#opportunity-states). `query` (read at every fetch)
 * narrows the offered list, e.g. the dashboard's first campaigns of the top bar's podcast. `client`: the console's, or
 * `routeClient`, which takes the answers of calls started when the route matched (console/lib/route-start.ts).
 */
export function useInbox(onAccepted?: () => void, query?: () => OpportunityQuery, client: ApiClient = api) {
  const navigate = useNavigate();
  const [store] = useState(() => createOpportunitiesStore(client, query));
  const state = useStore(store);
  // An accept, reject or undo ends (busyId back to null): the frame's badge asks for the count again.
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        if (prev.busyId !== null && next.busyId === null) opportunitiesChanged();
      }),
    [store],
  );
  const [selected, setSelected] = useState<Opportunity | null>(null);
  const actions = useOpportunityActions(store, {
    acceptedHref: paths.campaigns,
    notInterestedHref: paths.notInterested,
    onNavigate: (href) => navigate(href),
    showNotInterested: () => navigate(paths.notInterested),
  });
  // The review modal closes after either outcome, failures included (docs/behaviour/earn.md#opportunity-review-modal).
  const accept = async (o: Opportunity) => {
    await actions.accept(o);
    setSelected(null);
    onAccepted?.();
  };
  const reject = async (o: Opportunity) => {
    await actions.reject(o);
    setSelected(null);
  };

  /** The review modal and the toasts, rendered once per page. */
  const overlays = (
    <>
      <OpportunityReviewDialog
        opportunity={selected}
        busy={selected !== null && state.busyId === selected.id}
        onClose={() => setSelected(null)}
        onAccept={accept}
        onReject={reject}
      />
      <Toasts toasts={actions.toasts} onDismiss={actions.dismiss} />
    </>
  );
  return { store, state, review: setSelected, undo: actions.undo, overlays };
}
