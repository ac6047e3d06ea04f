import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ROWS } from '../../core/paging';
import { IS_PREACT, waitFor } from '../../test/render-widget';
import { byText, choose, groupNames, inboxServer, mountInbox, opportunity, rejectedOne, text } from './test/fixtures';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

// 60 campaigns of 2 opportunities each (120 rows), newest campaign first; podcast 2 carries one row of each campaign.
const day = (n: number) =>
  `2026-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`;
const MANY = Array.from({ length: 60 }, (_, i) => [
  opportunity(1000 + 2 * i, 100 + i, `Campaign ${String(i).padStart(2, '0')}`, day(i)),
  opportunity(1001 + 2 * i, 100 + i, `Campaign ${String(i).padStart(2, '0')}`, day(i), {
    publisher_podcast_id: 2,
    publisher_podcast_name: 'Deep Ocean Hours',
  }),
]).flat();
const more = (c: HTMLElement) => byText(c, '.ps-more button', 'Show more');

describe(`OpportunitiesInbox paging (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('draws whole campaigns up to a page of rows, Show more adds the next page, counts stay whole', async () => {
    const view = await mountInbox(inboxServer(MANY, []).routes);
    cleanup = view.unmount;
    const c = view.container;
    const firstPage = PAGE_ROWS / 2;
    expect(groupNames(c)).toHaveLength(firstPage);
    expect(groupNames(c)[0]).toBe('Campaign 59');
    expect(c.querySelectorAll('.ps-inbox__row')).toHaveLength(PAGE_ROWS);
    expect(text(c.querySelector('.ps-inbox__title'))).toBe('Opportunities 120');
    expect(text(c.querySelector('.ps-more .ps-muted'))).toBe(`Showing ${firstPage} of 60 campaigns`);
    more(c)!.click();
    await waitFor(() => expect(groupNames(c)).toHaveLength(2 * firstPage));
    more(c)!.click();
    await waitFor(() => expect(groupNames(c)).toHaveLength(60));
    expect(c.querySelector('.ps-more')).toBeNull();
  });

  it('sorts and filters the whole list, then starts again at the first page', async () => {
    const view = await mountInbox(inboxServer(MANY, []).routes);
    cleanup = view.unmount;
    const c = view.container;
    more(c)!.click();
    await waitFor(() => expect(groupNames(c)).toHaveLength(PAGE_ROWS));
    const [, podcast, sort] = [...c.querySelectorAll<HTMLSelectElement>('.ps-inbox__filters select')];
    choose(sort, 'advertiser');
    // The first page of the whole list in name order (Campaign 00 is the oldest: it was on no page drawn so far).
    await waitFor(() => expect(groupNames(c)[0]).toBe('Campaign 00'));
    expect(groupNames(c)).toHaveLength(PAGE_ROWS / 2);
    choose(podcast, '2');
    // One row per campaign now: a page is PAGE_ROWS campaigns.
    await waitFor(() => expect(groupNames(c)).toHaveLength(PAGE_ROWS));
    expect(text(c.querySelector('.ps-more .ps-muted'))).toBe(`Showing ${PAGE_ROWS} of 60 campaigns`);
  });

  it('pages the not-interested list too, with its whole count in the title', async () => {
    const rejected = MANY.map(rejectedOne);
    const view = await mountInbox(inboxServer([], rejected).routes, { view: 'not-interested' });
    cleanup = view.unmount;
    const c = view.container;
    await waitFor(() => expect(c.querySelectorAll('.ps-inbox__rejected-item')).toHaveLength(PAGE_ROWS));
    expect(text(c.querySelector('.ps-inbox__not-interested .ps-inbox__title'))).toBe('Not interested 120');
    expect(text(c.querySelector('.ps-more .ps-muted'))).toBe(`Showing ${PAGE_ROWS} of 120 opportunities`);
    more(c)!.click();
    await waitFor(() => expect(c.querySelectorAll('.ps-inbox__rejected-item')).toHaveLength(2 * PAGE_ROWS));
  });
});
