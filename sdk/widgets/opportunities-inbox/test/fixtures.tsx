import { facetSearch, facetsPage } from '../../../core/opportunity-facet-page';
// Shared by this folder's component tests only.
import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import type { Opportunity, RejectedOpportunity } from '../../../api/opportunities';
import { opportunityFacets } from '../../../core/opportunity-facets';
import { arrangeOpportunities, type OpportunitySort } from '../../../core/opportunities';
import { groupsFrom, itemsFrom } from '../../../core/paging';
import type { OpportunitiesInboxProps } from '../props';
import { namesOf } from '../../../test/accessible-names';
import { fakeClient, renderWidget, waitFor } from '../../../test/render-widget';
import { LOADING_TEXT } from '../inbox-body';
import { OpportunitiesInbox } from '../opportunities-inbox';

const LONG =
  'Deep Ocean Digest is a weekly conversation about the sea, with guests from around the world, practical advice and stories you will want to share. New episodes every week, each between thirty and sixty minutes long.';

export const opportunity = (
  id: number,
  campaign_id: number,
  campaign_name: string,
  created_at: string,
  extra: Partial<Opportunity> = {},
): Opportunity => ({
  id,
  campaign_id,
  campaign_name,
  created_at,
  advertiser_podcast_id: 900 + campaign_id,
  advertiser_podcast_name: `${campaign_name} Show`,
  advertiser_podcast_art_work: `/api/artwork/${campaign_id}.png`,
  advertiser_podcast_description: LONG,
  advertiser_full_name: 'Kira Moreau',
  publisher_podcast_id: 1,
  publisher_podcast_name: 'Modern Jazz Club',
  publisher_podcast_art_work: '/api/artwork/1.png',
  publisher_full_name: 'Priya Haddad',
  advertiser_budget: 5000,
  estimated_dls_per_ep: 15980,
  cpm: 24,
  podspot_plus: false,
  status: 'offered',
  ...extra,
});

export const rejectedOne = (o: Opportunity): RejectedOpportunity => ({
  ...o,
  status: 'not_interested',
  monthly_estimate: 384,
  budget: 4200,
  totalBudget: 5000,
  opportunitiesCount: 1,
});

export const OFFERS = [
  opportunity(11, 1, 'Money Notes', '2026-11-17T20:00:00Z'),
  opportunity(12, 1, 'Money Notes', '2026-11-17T12:00:00Z', {
    publisher_podcast_id: 2,
    publisher_podcast_name: 'Deep Ocean Hours',
    estimated_dls_per_ep: 4037,
    cpm: 28,
  }),
  opportunity(13, 2, 'Run Club Radio', '2026-11-20T18:00:00Z', {
    cpm: 77.25,
    podspot_plus: true,
    advertiser_podcast_description: 'Short.',
  }),
  opportunity(14, 3, 'Cinema Files', '2026-11-01T08:00:00Z', {
    publisher_podcast_id: 2,
    publisher_podcast_name: 'Deep Ocean Hours',
    advertiser_budget: 92000,
  }),
];

export const NOT_INTERESTED = [
  rejectedOne(opportunity(21, 4, 'Chess Lab', '2026-11-11T11:00:00Z')),
  rejectedOne(
    opportunity(22, 5, 'Orbit Weekly', '2026-11-02T11:00:00Z', {
      publisher_podcast_id: 2,
      publisher_podcast_name: 'Deep Ocean Hours',
    }),
  ),
];

/** GET /earn/opportunities as the mock server answers it: pages cut with the sdk/core rules, with their counts. */
function listAnswer(url: URL, state: { offered: Opportunity[]; rejected: RejectedOpportunity[] }) {
  const q = url.searchParams;
  const number = (name: string) => (q.has(name) ? Number(q.get(name)) : undefined);
  const podcast = number('podcast_id');
  const scope = number('scope_podcast_id');
  const ofPodcast = (id: number | undefined) => (o: Opportunity) => id === undefined || o.publisher_podcast_id === id;
  if (q.get('rejected') === 'true') {
    const list = state.rejected.filter(ofPodcast(podcast));
    const limit = number('limit');
    const rows = limit === undefined ? list : itemsFrom(list, number('offset'), limit).shown;
    return {
      body: { data: { opportunities: rows }, total: list.length, rejected_opportunities: state.rejected.length },
    };
  }
  const whole = state.offered.filter(ofPodcast(scope));
  const rejectedCount = state.rejected.filter(ofPodcast(scope)).length;
  const rowLimit = number('row_limit');
  if (rowLimit === undefined) {
    const rows = whole.filter(ofPodcast(podcast));
    return { body: { data: { opportunities: rows }, total: rows.length, rejected_opportunities: rejectedCount } };
  }
  const filters = { advertiser: q.get('advertiser') ?? 'all', podcastId: podcast ?? ('all' as const) };
  const groups = arrangeOpportunities(whole, filters, (q.get('sort') ?? 'recent') as OpportunitySort);
  const offset = number('offset') ?? 0;
  return {
    body: {
      data: { opportunities: groupsFrom(groups, offset, rowLimit).shown.flatMap((g) => g.items) },
      total: groups.reduce((n, g) => n + g.items.length, 0),
      campaigns: groups.length,
      rejected_opportunities: rejectedCount,
      ...(offset ? {} : { facets: facetsPage(opportunityFacets(whole), filters) }),
    },
  };
}

/** A little server: offered and rejected lists that accept/reject/undo really change, paged as the mock pages them. */
export function inboxServer(offers = OFFERS, notInterested = NOT_INTERESTED) {
  const state = { offered: [...offers], rejected: [...notInterested] };
  const facetsOf = (url: URL) => {
    const scope = url.searchParams.get('scope_podcast_id');
    return opportunityFacets(state.offered.filter((o) => scope === null || o.publisher_podcast_id === Number(scope)));
  };
  return {
    state,
    routes: {
      'GET /earn/opportunities': ({ url }: { url: URL }) => listAnswer(url, state),
      'GET /earn/opportunities/advertisers': ({ url }: { url: URL }) => {
        const found = facetSearch(facetsOf(url).advertisers, url.searchParams.get('q') ?? '', 100, (n) => n);
        return { body: { advertisers: found.items, total: found.total } };
      },
      'GET /earn/opportunities/podcasts': ({ url }: { url: URL }) => {
        const found = facetSearch(facetsOf(url).podcasts, url.searchParams.get('q') ?? '', 100, (p) => p.name);
        return { body: { podcasts: found.items, total: found.total } };
      },
      'POST /earn/opportunity/11/accept': () => {
        state.offered = state.offered.filter((o) => o.id !== 11);
        return { status: 201, body: {} };
      },
      'POST /earn/opportunity/13/reject': () => {
        state.rejected = [rejectedOne(state.offered.find((o) => o.id === 13)!), ...state.rejected];
        state.offered = state.offered.filter((o) => o.id !== 13);
        return { body: {} };
      },
      'POST /earn/opportunity/21/reject': () => {
        state.offered = [...state.offered, { ...state.rejected.find((o) => o.id === 21)!, status: 'offered' }];
        state.rejected = state.rejected.filter((o) => o.id !== 21);
        return { body: {} };
      },
    } as Parameters<typeof fakeClient>[0],
  };
}

export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
const COUNT = / \d+ opportunit(y|ies)$/;
// `hidden: true` skips the visibility walk up every heading (no group heading is ever hidden): a page of 60 is slow.
/** Each campaign group's rows are a list named by its campaign (its heading adds the show and the count). */
export const groupNames = (c: HTMLElement) => namesOf(c, 'list', { hidden: true }).filter(Boolean);
/** The counts of the campaign groups' headings, in order. */
export const groupCounts = (c: HTMLElement) =>
  namesOf(c, 'heading', { level: 3, hidden: true }).map((name) => name.match(COUNT)?.[0].trim());
/** A campaign group's rows: the list named by its campaign. */
export const groupRows = (c: HTMLElement, campaign: string) =>
  within(c).getByRole('list', { name: campaign, hidden: true });
/** The inbox's title, or the not-interested view's: "Opportunities 4", "Not interested 2". */
export const title = (c: HTMLElement) => namesOf(c, 'heading', { level: 2 })[0];
/** The foot's "Not interested {n}": a button inside the widget, or a link out of it. */
export const notInterestedLink = (c: HTMLElement) =>
  within(c).queryByRole('link', { name: /^Not interested \d+$/ }) ??
  within(c).queryByRole('button', { name: /^Not interested \d+$/ });
/** The not-interested view's items: one Undo button each, named "Undo: {campaign} on {podcast}". */
export const undoButtons = (c: HTMLElement) => within(c).queryAllByRole('button', { name: /^Undo: / });
export { showingLine as showing } from '../../../test/show-more';
/** An error toast is an alert (a success toast is read out by the toasts' status region). */
export const errorToast = (c: HTMLElement) =>
  text(
    within(c)
      .queryAllByRole('alert')
      .find((alert) => within(alert).queryByRole('button', { name: 'Dismiss' })),
  )?.replace(/ ?×$/, '');
export const filter = (c: HTMLElement, name: 'Advertiser' | 'Podcast' | 'Sort by') =>
  within(c).getByRole<HTMLSelectElement>('combobox', { name });
export const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

/** Renders the inbox against `routes` and waits for the first load to settle. */
export async function mountInbox(routes: Parameters<typeof fakeClient>[0], props: OpportunitiesInboxProps = {}) {
  const fake = fakeClient(routes);
  const view = await renderWidget(<OpportunitiesInbox {...props} />, fake.client);
  await waitFor(() => expect(within(view.container).queryByText(LOADING_TEXT)).toBeNull());
  return { ...fake, ...view };
}
