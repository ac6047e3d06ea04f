import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ROWS } from '../../core/paging';
import { showMoreButton } from '../../test/show-more';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { OpportunitiesInbox } from './opportunities-inbox';
import {
  choose,
  filter,
  groupNames,
  inboxServer,
  mountInbox,
  notInterestedLink,
  opportunity,
  rejectedOne,
  showing,
  text,
  title,
  undoButtons,
} from './test/fixtures';

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
const more = showMoreButton;
/** The opportunities drawn: one Review button each (by its text: a query by role names all 80 buttons, seconds). */
const rows = (c: HTMLElement) => within(c).queryAllByText('Review');

// Pages of 40 to 120 rows, read by role and name in happy-dom: seconds on a busy machine.
describe(`OpportunitiesInbox paging (${IS_PREACT ? 'Preact' : 'React'})`, { timeout: 15_000 }, () => {
  it('draws whole campaigns up to a page of rows, Show more adds the next page, counts stay whole', async () => {
    const view = await mountInbox(inboxServer(MANY, []).routes);
    cleanup = view.unmount;
    const c = view.container;
    const firstPage = PAGE_ROWS / 2;
    expect(groupNames(c)).toHaveLength(firstPage);
    expect(groupNames(c)[0]).toBe('Campaign 59');
    expect(rows(c)).toHaveLength(PAGE_ROWS);
    expect(title(c)).toBe('Opportunities 120');
    expect(showing(c)).toBe(`Showing ${firstPage} of 60 campaigns`);
    more(c)!.click();
    // Waits count the rows by text (cheap); the names are read once the page is drawn.
    await waitFor(() => expect(rows(c)).toHaveLength(2 * PAGE_ROWS));
    expect(groupNames(c)).toHaveLength(2 * firstPage);
    more(c)!.click();
    await waitFor(() => expect(rows(c)).toHaveLength(120));
    expect(groupNames(c)).toHaveLength(60);
    expect(more(c)).toBeNull();
    expect(showing(c)).toBeUndefined();
  });

  it('sorts and filters the whole list, then starts again at the first page', async () => {
    const view = await mountInbox(inboxServer(MANY, []).routes);
    cleanup = view.unmount;
    const c = view.container;
    more(c)!.click();
    await waitFor(() => expect(rows(c)).toHaveLength(2 * PAGE_ROWS));
    expect(groupNames(c)).toHaveLength(PAGE_ROWS);
    const [podcast, sort] = [filter(c, 'Podcast'), filter(c, 'Sort by')];
    choose(sort, 'advertiser');
    // The first page of the whole list in name order (Campaign 00 is the oldest: it was on no page drawn so far).
    await waitFor(() => expect(rows(c)).toHaveLength(PAGE_ROWS));
    expect(groupNames(c)[0]).toBe('Campaign 00');
    expect(groupNames(c)).toHaveLength(PAGE_ROWS / 2);
    choose(podcast, '2');
    // One row per campaign now: a page is PAGE_ROWS campaigns.
    await waitFor(() => expect(showing(c)).toBe(`Showing ${PAGE_ROWS} of 60 campaigns`));
    expect(rows(c)).toHaveLength(PAGE_ROWS);
    expect(groupNames(c)).toHaveLength(PAGE_ROWS);
  });

  it('pages the not-interested list too, with its whole count in the title', async () => {
    const rejected = MANY.map(rejectedOne);
    const view = await mountInbox(inboxServer([], rejected).routes, { view: 'not-interested' });
    cleanup = view.unmount;
    const c = view.container;
    await waitFor(() => expect(undoButtons(c)).toHaveLength(PAGE_ROWS));
    expect(title(c)).toBe('Not interested 120');
    expect(showing(c)).toBe(`Showing ${PAGE_ROWS} of 120 opportunities`);
    more(c)!.click();
    await waitFor(() => expect(undoButtons(c)).toHaveLength(2 * PAGE_ROWS));
  });

  it('asks the server for one page at a time; after an action, for the drawn range in one call', async () => {
    const server = inboxServer(
      MANY.map((o, i) => (i === MANY.length - 2 ? { ...o, id: 11 } : o)),
      [],
    );
    const view = await mountInbox(server.routes);
    cleanup = view.unmount;
    const c = view.container;
    const lists = () =>
      view.calls.filter((call) => call.method === 'GET').map((call) => call.url.search.replace('?rejected=false', ''));
    more(c)!.click();
    await waitFor(() => expect(rows(c)).toHaveLength(2 * PAGE_ROWS));
    expect(groupNames(c)).toHaveLength(PAGE_ROWS);
    // Opportunity 11 is in the first campaign: accepting it leaves its row, then the 80 rows drawn are asked again.
    within(c).getByRole('button', { name: 'Review Campaign 59 on Modern Jazz Club' }).click();
    // Looked for inside the dialog: a query by role over the page names all 80 rows' buttons on every poll.
    const dialog = () => within(c).getByRole<HTMLDialogElement>('dialog', { hidden: true });
    await waitFor(() => expect(dialog().open).toBe(true));
    within(dialog()).getByRole('button', { name: 'Accept' }).click();
    await waitFor(() => expect(lists()).toHaveLength(3));
    expect(lists()).toEqual([
      '&row_limit=40&sort=recent',
      `&row_limit=40&offset=${PAGE_ROWS / 2}&sort=recent`,
      `&row_limit=${2 * PAGE_ROWS - 1}&sort=recent`,
    ]);
    await waitFor(() => expect(rows(c)).toHaveLength(2 * PAGE_ROWS - 1));
    expect(title(c)).toBe('Opportunities 119');
    expect(showing(c)).toBe(`Showing ${PAGE_ROWS} of 60 campaigns`);
  });

  it("with podcastId, asks for that podcast's pages and counts: badge, choices and the not-interested list", async () => {
    const rejected = MANY.slice(0, 6).map(rejectedOne);
    const server = inboxServer(MANY.slice(6), rejected);
    const view = await mountInbox(server.routes, { podcastId: 2 });
    cleanup = view.unmount;
    const c = view.container;
    expect(title(c)).toBe('Opportunities 57');
    expect(text(notInterestedLink(c))).toBe('Not interested 3');
    expect(within(filter(c, 'Advertiser')).getAllByRole('option')).toHaveLength(58);
    expect(rows(c)).toHaveLength(PAGE_ROWS);
    notInterestedLink(c)!.click();
    await waitFor(() => expect(undoButtons(c)).toHaveLength(3));
    expect(title(c)).toBe('Not interested 3');
    expect(view.calls.map((call) => call.url.search)).toEqual([
      '?rejected=false&scope_podcast_id=2&row_limit=40&sort=recent',
      '?rejected=true&podcast_id=2&limit=40',
    ]);
  });

  it("a new podcastId asks for that podcast's first page, and back", async () => {
    const fake = fakeClient(inboxServer(MANY, []).routes);
    const view = await renderWidget(<OpportunitiesInbox podcastId={2} />, fake.client);
    cleanup = view.unmount;
    const badge = () => title(view.container);
    await waitFor(() => expect(badge()).toBe('Opportunities 60'));
    await view.rerender(<OpportunitiesInbox podcastId="all" />);
    await waitFor(() => expect(badge()).toBe('Opportunities 120'));
    await view.rerender(<OpportunitiesInbox podcastId={2} />);
    await waitFor(() => expect(badge()).toBe('Opportunities 60'));
    expect(within(view.container).getAllByRole('combobox')).toHaveLength(2);
  });
});
