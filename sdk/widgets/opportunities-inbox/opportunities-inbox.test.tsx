import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { OpportunitiesInbox } from './opportunities-inbox';
import { byText, choose, groupNames, inboxServer, mountInbox, OFFERS, text } from './test/fixtures';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`OpportunitiesInbox list (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the loading text, then groups by campaign newest first with counts, estimates and Review, then emits ready', async () => {
    const { routes } = inboxServer();
    const list = routes['GET /earn/opportunities'] as (req: { url: URL }) => { body: unknown };
    const fake = fakeClient({
      ...routes,
      'GET /earn/opportunities': (req) => new Promise((r) => setTimeout(() => r(list(req)), 30)),
    });
    const view = await renderWidget(<OpportunitiesInbox />, fake.client);
    cleanup = view.unmount;
    expect(text(view.container.querySelector('.ps-inbox__loading'))).toBe('Loading opportunities...');
    await waitFor(() => expect(groupNames(view.container)).toEqual(['Run Club Radio', 'Money Notes', 'Cinema Files']));
    const c = view.container;
    expect([...c.querySelectorAll('.ps-inbox__count')].map(text)).toEqual([
      '1 opportunity',
      '2 opportunities',
      '1 opportunity',
    ]);
    const money = c.querySelector('[data-campaign-id="1"]')!;
    expect([...money.querySelectorAll('.ps-inbox__podcast')].map(text)).toEqual([
      'Modern Jazz Club',
      'Deep Ocean Hours',
    ]);
    expect([...money.querySelectorAll('.ps-inbox__estimate')].map(text)).toEqual([
      'Estimated monthly earnings: $384/m',
      'Estimated monthly earnings: $113/m',
    ]);
    expect(money.querySelector('img')?.getAttribute('src')).toBe('http://api.test/api/artwork/1.png');
    expect(money.querySelector('.ps-inbox__review')?.getAttribute('aria-label')).toBe(
      'Review Money Notes on Modern Jazz Club',
    );
    expect(text(c.querySelector('.ps-inbox__title'))).toBe('Opportunities 4');
    expect(text(c.querySelector('.ps-inbox__foot'))).toBe('Not interested 2');
    expect(fake.calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/api/earn/opportunities?rejected=false&row_limit=40&sort=recent',
    ]);
    expect(view.events).toContainEqual({ type: 'ready', detail: { widget: 'opportunities-inbox' } });
  });

  it('collapses and expands a group from its header', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const toggle = view.container.querySelector<HTMLButtonElement>('[data-campaign-id="1"] .ps-inbox__group-toggle')!;
    const rows = view.container.querySelector<HTMLElement>('[data-campaign-id="1"] .ps-inbox__rows')!;
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
    const [advertiser, podcast, sort] = [
      ...view.container.querySelectorAll<HTMLSelectElement>('.ps-inbox__filters select'),
    ];
    expect([...advertiser.options].map((o) => o.text)).toEqual([
      'All advertisers',
      'Cinema Files',
      'Money Notes',
      'Run Club Radio',
    ]);
    expect([...podcast.options].map((o) => o.text)).toEqual(['All podcasts', 'Deep Ocean Hours', 'Modern Jazz Club']);
    expect([...sort.options].map((o) => o.text)).toEqual(['Most recent', 'Advertiser name']);
    expect(view.container.querySelector('label .ps-visually-hidden')?.textContent).toBe('Advertiser');
    choose(sort, 'advertiser');
    await waitFor(() => expect(groupNames(view.container)).toEqual(['Cinema Files', 'Money Notes', 'Run Club Radio']));
    choose(podcast, '2');
    await waitFor(() => expect(groupNames(view.container)).toEqual(['Cinema Files', 'Money Notes']));
    choose(advertiser, 'Run Club Radio');
    await waitFor(() =>
      expect(text(view.container.querySelector('.ps-inbox__empty p'))).toBe('No opportunities match these filters.'),
    );
    byText(view.container, 'button', 'Clear filters')!.click();
    await waitFor(() => expect(groupNames(view.container)).toHaveLength(3));
  });

  it('podcastId limits the list and hides the podcast filter; compact drops the filter bar', async () => {
    const { routes } = inboxServer();
    const one = await mountInbox(routes, { podcastId: 2 });
    await waitFor(() => expect(text(one.container.querySelector('.ps-inbox__foot'))).toBe('Not interested 1'));
    expect(groupNames(one.container)).toEqual(['Money Notes', 'Cinema Files']);
    expect(one.container.querySelectorAll('.ps-inbox__filters select')).toHaveLength(2);
    expect(text(one.container.querySelector('.ps-inbox__title'))).toBe('Opportunities 2');
    await one.unmount();
    const compact = await mountInbox(routes, { compact: true });
    cleanup = compact.unmount;
    expect(compact.container.querySelector('.ps-inbox--compact')).not.toBeNull();
    expect(compact.container.querySelector('.ps-inbox__filters')).toBeNull();
    expect(groupNames(compact.container)).toHaveLength(3);
  });

  it('shows the documented empty state', async () => {
    const view = await mountInbox(inboxServer([], []).routes);
    cleanup = view.unmount;
    expect([...view.container.querySelectorAll('[data-testid="inbox-empty"] p')].map(text)).toEqual([
      'No new opportunities',
      "You're all caught up.",
    ]);
    expect(text(view.container.querySelector('.ps-inbox__foot'))).toBe('Not interested 0');
  });

  it('shows a failed load with Retry and recovers', async () => {
    let fail = true;
    const { routes } = inboxServer();
    const view = await mountInbox({
      ...routes,
      'GET /earn/opportunities': (req) =>
        fail
          ? { status: 500, body: { detail: { error: 'Opportunities are being rebuilt.' } } }
          : (routes['GET /earn/opportunities'] as (r: typeof req) => { body: unknown })(req),
    });
    cleanup = view.unmount;
    expect(text(view.container.querySelector('[role="alert"] p'))).toBe('Opportunities are being rebuilt.');
    expect(view.events.some((e) => e.type === 'error')).toBe(true);
    fail = false;
    view.container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await waitFor(() => expect(groupNames(view.container)).toHaveLength(3));
  });

  it('switches to the not-interested view and back; Undo restores an opportunity', async () => {
    const onViewChange = vi.fn();
    const server = inboxServer();
    const view = await mountInbox(server.routes, { onViewChange });
    cleanup = view.unmount;
    view.container.querySelector<HTMLButtonElement>('.ps-inbox__foot button')!.click();
    await waitFor(() => expect(view.container.querySelectorAll('.ps-inbox__rejected-item')).toHaveLength(2));
    expect(onViewChange).toHaveBeenLastCalledWith('not-interested');
    const c = view.container;
    expect(text(c.querySelector('.ps-inbox__not-interested .ps-inbox__title'))).toBe('Not interested 2');
    const item = c.querySelector('.ps-inbox__rejected-item')!;
    expect([...item.querySelectorAll('p, .ps-inbox__estimate, button')].map(text)).toEqual([
      'Chess Lab',
      'Modern Jazz Club · Budget left: $4,200 of $5,000 · 1 opportunity',
      'Estimated monthly earnings: $384/m',
      'Undo',
    ]);
    c.querySelector<HTMLButtonElement>('[data-opportunity-id="21"] button')!.click();
    await waitFor(() => expect(c.querySelectorAll('.ps-inbox__rejected-item')).toHaveLength(1));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ rejected: false });
    expect(view.events).toContainEqual({ type: 'opportunity_rejected', detail: { opportunityId: 21, undo: true } });
    await waitFor(() => expect(text(c.querySelector('.ps-toast span'))).toBe('Opportunity restored'));
    await waitFor(() =>
      expect(text(c.querySelector('.ps-inbox__not-interested .ps-inbox__title'))).toBe('Not interested 1'),
    );
    c.querySelector<HTMLButtonElement>('.ps-inbox__back')!.click();
    await waitFor(() => expect(groupNames(c)).toContain('Chess Lab'));
    expect(onViewChange).toHaveBeenLastCalledWith('inbox');
    expect(text(c.querySelector('.ps-inbox__foot'))).toBe('Not interested 1');
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
    await waitFor(() => expect(view.container.querySelectorAll('.ps-inbox__rejected-item')).toHaveLength(2));
    await view.rerender(<OpportunitiesInbox {...props} view="inbox" />);
    await waitFor(() => expect(groupNames(view.container)).toHaveLength(3));
    const link = view.container.querySelector<HTMLAnchorElement>('.ps-inbox__foot a')!;
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
