import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namesOf } from '../../test/accessible-names';
import type { ContractRoutes } from '../../test/contract-routes';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { OpportunitiesInbox } from './opportunities-inbox';
import { LOADING_TEXT } from './inbox-body';
import {
  choose,
  filter,
  groupCounts,
  groupNames,
  groupRows,
  inboxServer,
  mountInbox,
  NOT_INTERESTED,
  notInterestedLink,
  OFFERS,
  opportunity,
  rejectedOne,
  text,
  title,
  undoButtons,
} from './test/fixtures';

let cleanup: (() => Promise<void>) | null = null;
/** The inbox server's list route, to wrap: a handler (inboxServer answers by the request's query). */
const listRoute = (routes: ContractRoutes) =>
  routes['GET /earn/opportunities'] as Extract<
    ContractRoutes['GET /earn/opportunities'],
    (...args: never[]) => unknown
  >;

afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`OpportunitiesInbox list (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the loading text, then groups by campaign newest first with counts, estimates and Review, then emits ready', async () => {
    const { routes } = inboxServer();
    const list = listRoute(routes);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeClient({
      ...routes,
      'GET /earn/opportunities': async (req) => {
        await held; // the list answers once the loading text has been read
        return list(req);
      },
    });
    const view = await renderWidget(<OpportunitiesInbox />, fake.client);
    cleanup = view.unmount;
    // The loading text is a status (read out); the toasts' status region is the other one.
    expect(within(view.container).getAllByRole('status').map(text)).toContain(LOADING_TEXT);
    expect(LOADING_TEXT).toBe('Loading opportunities...');
    release();
    await waitFor(() => expect(groupNames(view.container)).toEqual(['Run Club Radio', 'Money Notes', 'Cinema Files']));
    const c = view.container;
    expect(groupCounts(c)).toEqual(['1 opportunity', '2 opportunities', '1 opportunity']);
    const money = groupRows(c, 'Money Notes');
    expect(namesOf(money, 'button')).toEqual([
      'Review Money Notes on Modern Jazz Club',
      'Review Money Notes on Deep Ocean Hours',
    ]);
    expect(within(money).getAllByTitle('Estimated monthly earnings').map(text)).toEqual([
      'Estimated monthly earnings: $384/m',
      'Estimated monthly earnings: $113/m',
    ]);
    expect(money.querySelector('img')?.getAttribute('src')).toBe('http://api.test/api/artwork/1.png');
    expect(title(c)).toBe('Opportunities 4');
    expect(notInterestedLink(c)).toBe(within(c).getByRole('button', { name: 'Not interested 2' }));
    expect(fake.calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/api/earn/opportunities?rejected=false&row_limit=40&sort=recent',
    ]);
    expect(view.events).toContainEqual({ type: 'ready', detail: { widget: 'opportunities-inbox' } });
  });

  it('collapses and expands a group from its header', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const toggle = within(view.container).getByRole('button', { name: 'Money Notes Money Notes Show 2 opportunities' });
    const rows = groupRows(view.container, 'Money Notes');
    expect(toggle.getAttribute('aria-controls')).toBe(rows.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(rows.hidden).toBe(true);
    toggle.click();
    await waitFor(() => expect(rows.hidden).toBe(false));
  });

  it('filters by advertiser and podcast and sorts by advertiser name', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const [advertiser, podcast, sort] = (['Advertiser', 'Podcast', 'Sort by'] as const).map((name) =>
      filter(view.container, name),
    );
    expect([...advertiser.options].map((o) => o.text)).toEqual([
      'All advertisers',
      'Cinema Files',
      'Money Notes',
      'Run Club Radio',
    ]);
    expect([...podcast.options].map((o) => o.text)).toEqual(['All podcasts', 'Deep Ocean Hours', 'Modern Jazz Club']);
    expect([...sort.options].map((o) => o.text)).toEqual(['Most recent', 'Advertiser name']);
    choose(sort, 'advertiser');
    await waitFor(() => expect(groupNames(view.container)).toEqual(['Cinema Files', 'Money Notes', 'Run Club Radio']));
    choose(podcast, '2');
    await waitFor(() => expect(groupNames(view.container)).toEqual(['Cinema Files', 'Money Notes']));
    choose(advertiser, 'Run Club Radio');
    await waitFor(() =>
      expect(within(view.container).queryByText('No opportunities match these filters.')).not.toBeNull(),
    );
    within(view.container).getByRole('button', { name: 'Clear filters' }).click();
    await waitFor(() => expect(groupNames(view.container)).toHaveLength(3));
  });

  it('podcastId limits the list and hides the podcast filter; compact drops the filter bar', async () => {
    const { routes } = inboxServer();
    const one = await mountInbox(routes, { podcastId: 2 });
    await waitFor(() => expect(text(notInterestedLink(one.container))).toBe('Not interested 1'));
    expect(groupNames(one.container)).toEqual(['Money Notes', 'Cinema Files']);
    expect(namesOf(one.container, 'combobox')).toEqual(['Advertiser', 'Sort by']);
    expect(title(one.container)).toBe('Opportunities 2');
    await one.unmount();
    const compact = await mountInbox(routes, { compact: true });
    cleanup = compact.unmount;
    // Compact: smaller artwork, and no filters.
    expect(within(compact.container).getAllByRole('presentation')[0].getAttribute('width')).toBe('32');
    expect(within(compact.container).queryAllByRole('combobox')).toEqual([]);
    expect(groupNames(compact.container)).toHaveLength(3);
  });

  it('shows the documented empty state', async () => {
    const view = await mountInbox(inboxServer([], []).routes);
    cleanup = view.unmount;
    expect(within(view.container).queryByText('No new opportunities')).not.toBeNull();
    expect(within(view.container).queryByText("You're all caught up.")).not.toBeNull();
    expect(text(notInterestedLink(view.container))).toBe('Not interested 0');
  });

  it('shows a failed load with Retry and recovers', async () => {
    let fail = true;
    const { routes } = inboxServer();
    const view = await mountInbox({
      ...routes,
      'GET /earn/opportunities': (req) =>
        fail
          ? { status: 500, body: { detail: { error: 'Opportunities are being rebuilt.' } } }
          : listRoute(routes)(req),
    });
    cleanup = view.unmount;
    const alert = within(view.container).getByRole('alert');
    expect(within(alert).queryByText('Opportunities are being rebuilt.')).not.toBeNull();
    expect(view.events.some((e) => e.type === 'error')).toBe(true);
    fail = false;
    within(alert).getByRole('button', { name: 'Retry' }).click();
    await waitFor(() => expect(groupNames(view.container)).toHaveLength(3));
  });

  it('switches to the not-interested view and back; Undo restores an opportunity', async () => {
    const onViewChange = vi.fn();
    const server = inboxServer();
    const view = await mountInbox(server.routes, { onViewChange });
    cleanup = view.unmount;
    notInterestedLink(view.container)!.click();
    await waitFor(() => expect(undoButtons(view.container)).toHaveLength(2));
    expect(onViewChange).toHaveBeenLastCalledWith('not-interested');
    const c = view.container;
    expect(title(c)).toBe('Not interested 2');
    const undo = within(c).getByRole('button', { name: 'Undo: Chess Lab on Modern Jazz Club' });
    const item = undo.closest('li')!;
    expect(text(within(item).getByText('Chess Lab'))).toBe('Chess Lab');
    expect(within(item).queryByText('Modern Jazz Club · Budget left: $4,200 of $5,000 · 1 opportunity')).not.toBeNull();
    expect(text(within(item).getByTitle('Estimated monthly earnings'))).toBe('Estimated monthly earnings: $384/m');
    expect(text(undo)).toBe('Undo');
    undo.click();
    await waitFor(() => expect(undoButtons(c)).toHaveLength(1));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ rejected: false });
    expect(view.events).toContainEqual({ type: 'opportunity_rejected', detail: { opportunityId: 21, undo: true } });
    await waitFor(() => expect(within(c).queryByText('Opportunity restored')).not.toBeNull());
    await waitFor(() => expect(title(c)).toBe('Not interested 1'));
    within(c).getByRole('button', { name: 'Back to opportunities' }).click();
    await waitFor(() => expect(groupNames(c)).toContain('Chess Lab'));
    expect(onViewChange).toHaveBeenLastCalledWith('inbox');
    expect(text(notInterestedLink(c))).toBe('Not interested 1');
  });

  it('says "Not yet available" for a not-interested opportunity whose podcast has no download figure', async () => {
    const noFigure = {
      ...rejectedOne(opportunity(23, 6, 'Quiet Hours', '2026-11-01T11:00:00Z', { estimated_dls_per_ep: 0 })),
      monthly_estimate: 0, // what the server computes from no figure
    };
    const view = await mountInbox(inboxServer(OFFERS, [...NOT_INTERESTED, noFigure]).routes, {
      view: 'not-interested',
    });
    cleanup = view.unmount;
    await waitFor(() => expect(undoButtons(view.container)).toHaveLength(3));
    const item = within(view.container)
      .getByRole('button', { name: 'Undo: Quiet Hours on Modern Jazz Club' })
      .closest('li')!;
    expect(text(within(item).getByTitle('Estimated monthly earnings'))).toBe(
      'Estimated monthly earnings: Not yet available',
    );
  });

  it('opens on the view prop and follows it; hrefs become links that onNavigate can take over', async () => {
    const onNavigate = vi.fn();
    const fake = fakeClient(inboxServer().routes);
    const props = {
      view: 'not-interested' as const,
      notInterestedHref: '/earn/opportunities/not-interested',
      onNavigate,
    };
    const view = await renderWidget(<OpportunitiesInbox {...props} />, fake.client);
    cleanup = view.unmount;
    await waitFor(() => expect(undoButtons(view.container)).toHaveLength(2));
    await view.rerender(<OpportunitiesInbox {...props} view="inbox" />);
    await waitFor(() => expect(groupNames(view.container)).toHaveLength(3));
    const link = within(view.container).getByRole('link', { name: 'Not interested 2' });
    expect(link.getAttribute('href')).toBe('/earn/opportunities/not-interested');
    link.click();
    expect(onNavigate).toHaveBeenCalledWith('/earn/opportunities/not-interested');
    expect(groupNames(view.container)).toHaveLength(3); // the widget itself stays on the inbox
  });

  it('leaves rejected opportunities out even if the server lists them', async () => {
    const view = await mountInbox(
      inboxServer([
        ...OFFERS,
        { ...OFFERS[0], id: 99, campaign_id: 9, campaign_name: 'Gone', status: 'not_interested' },
      ]).routes,
    );
    cleanup = view.unmount;
    expect(groupNames(view.container)).not.toContain('Gone');
  });
});
