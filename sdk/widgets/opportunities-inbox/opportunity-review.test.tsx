import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { namesOf } from '../../test/accessible-names';
import { IS_PREACT, waitFor } from '../../test/render-widget';
import {
  errorToast,
  groupCounts,
  groupNames,
  inboxServer,
  mountInbox,
  notInterestedLink,
  opportunity,
  text,
  undoButtons,
} from './test/fixtures';

let cleanup: (() => Promise<void>) | null = null;
let saved: { download: string; href: string }[] = [];
beforeEach(() => {
  saved = [];
  // happy-dom would try to follow the link; the browser's download is checked end to end.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
});

/** The review dialog, open or closed (a closed dialog is hidden; it has its title only while open). */
const dialog = (c: HTMLElement) => within(c).getByRole<HTMLDialogElement>('dialog', { hidden: true });
const button = (c: HTMLElement, label: string) => within(dialog(c)).getByRole('button', { name: label });
const REVIEW = { 11: 'Money Notes on Modern Jazz Club', 13: 'Run Club Radio on Modern Jazz Club' };
const reviewButton = (c: HTMLElement, id: keyof typeof REVIEW) =>
  within(c).queryByRole('button', { name: `Review ${REVIEW[id]}` });
const review = async (c: HTMLElement, id: keyof typeof REVIEW) => {
  reviewButton(c, id)!.click();
  await waitFor(() => expect(dialog(c).open).toBe(true));
};

describe(`OpportunityReviewDialog (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows advertiser, podcast, figures and format; Show more unclamps a long description', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 11);
    expect(within(c).getByRole('dialog', { name: 'Review opportunity' })).toBe(dialog(c));
    const d = within(dialog(c));
    expect(namesOf(dialog(c), 'heading', { level: 3 })).toEqual(['Advertiser', 'Podcast']);
    expect(d.getAllByText(/^(Money Notes Show|Modern Jazz Club|Content instructions)$/).map(text)).toEqual([
      'Money Notes Show',
      'Modern Jazz Club',
      'Content instructions',
    ]);
    expect(d.getAllByText(/^by /).map(text)).toEqual(['by Kira Moreau', 'by Priya Haddad']);
    const values = d.getAllByRole('definition').map(text);
    expect(d.getAllByRole('term').map((term, i) => [text(term), values[i]])).toEqual([
      ['Budget', '$5,000'],
      ['Estimated downloads per episode', '15,980'],
      ['Earnings estimate', '$384/m'],
      ['CPM', '$24.00'],
      ['Campaign ID', '1'],
      ['Format', 'Podspot'],
    ]);
    // The long description is clamped until Show more (aria-expanded) opens the text it controls.
    const more = button(c, 'Show more');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)?.textContent).toMatch(/^Deep Ocean Digest/);
    more.click();
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
    expect(text(more)).toBe('Show less');
    // The dialog's own Close (×) first, then the footer's buttons.
    expect(namesOf(dialog(c), 'button').slice(-3)).toEqual(['Close', 'Not interested', 'Accept']);
    within(dialog(c)).getAllByRole('button', { name: 'Close' }).at(-1)!.click();
    await waitFor(() => expect(dialog(c).open).toBe(false));
  });

  it('a short description has no Show more; podspot_plus shows Podspot+', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    await review(view.container, 13);
    const d = within(dialog(view.container));
    expect(d.queryByRole('button', { name: /^Show (more|less)$/ })).toBeNull();
    expect(d.getByText('Short.').getAttribute('id')).toBeTruthy();
    const values = d.getAllByRole('definition').map(text);
    expect(values.at(-1)).toBe('Podspot+');
    expect(values[3]).toBe('$77.25');
  });

  it('a podcast without a download figure reads "Not yet available" in its row and review, never $0', async () => {
    const offers = [opportunity(11, 1, 'Money Notes', '2026-11-17T20:00:00Z', { estimated_dls_per_ep: 0 })];
    const view = await mountInbox(inboxServer(offers).routes);
    cleanup = view.unmount;
    const c = view.container;
    await waitFor(() => expect(groupNames(c)).toEqual(['Money Notes']));
    expect(within(c).getAllByTitle('Estimated monthly earnings').map(text)).toEqual([
      'Estimated monthly earnings: Not yet available',
    ]);
    await review(c, 11);
    const d = within(dialog(c));
    const values = d.getAllByRole('definition').map(text);
    expect(
      d
        .getAllByRole('term')
        .map((term, i) => [text(term), values[i]])
        .slice(1, 3),
    ).toEqual([
      ['Estimated downloads per episode', 'Not yet available'],
      ['Earnings estimate', 'Not yet available'],
    ]);
  });

  it('Accept: closes, toasts with the accepted link, emits, and the opportunity leaves the list', async () => {
    const view = await mountInbox(inboxServer().routes, { acceptedHref: '/earn/campaigns' });
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 11);
    button(c, 'Accept').click();
    await waitFor(() => expect(dialog(c).open).toBe(false));
    expect(
      view.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/earn/opportunity/11/accept'),
    ).toBe(true);
    expect(within(c).queryByText('Opportunity accepted')).not.toBeNull();
    const link = within(c).getByRole('link', { name: 'View accepted opportunities' });
    expect([text(link), link.getAttribute('href')]).toEqual(['View accepted opportunities', '/earn/campaigns']);
    expect(view.events).toContainEqual({ type: 'opportunity_accepted', detail: { opportunityId: 11 } });
    await waitFor(() => expect(reviewButton(c, 11)).toBeNull());
    expect(groupCounts(c)[groupNames(c).indexOf('Money Notes')]).toBe('1 opportunity');
  });

  it('Accept failure: closes the modal, shows the documented toast and reports an error event', async () => {
    const { routes } = inboxServer();
    const view = await mountInbox({
      ...routes,
      'POST /earn/opportunity/11/accept': { status: 500, body: { detail: { error: 'Injected fault.' } } },
    });
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 11);
    button(c, 'Accept').click();
    await waitFor(() => expect(dialog(c).open).toBe(false));
    expect(errorToast(c)).toBe('Failed to accept opportunity. Please try again.');
    expect(view.events).toContainEqual({
      type: 'error',
      detail: { widget: undefined, message: 'Injected fault.', status: 500 },
    });
    expect(reviewButton(c, 11)).not.toBeNull();
  });

  it('Not interested: toast whose link opens the not-interested view inside the widget', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 13);
    button(c, 'Not interested').click();
    await waitFor(() => expect(within(c).queryByText('Marked as not interested')).not.toBeNull());
    expect(dialog(c).open).toBe(false);
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ rejected: true });
    expect(view.events).toContainEqual({ type: 'opportunity_rejected', detail: { opportunityId: 13, undo: false } });
    await waitFor(() => expect(groupNames(c)).toEqual(['Money Notes', 'Cinema Files']));
    expect(text(notInterestedLink(c))).toBe('Not interested 3');
    within(c).getByRole('button', { name: 'View not interested' }).click();
    await waitFor(() => expect(undoButtons(c)).toHaveLength(3));
  });

  it('Not interested failure: the documented toast; with notInterestedHref the success toast links out', async () => {
    const { routes } = inboxServer();
    const failing = await mountInbox({ ...routes, 'POST /earn/opportunity/13/reject': { status: 500, body: {} } });
    await review(failing.container, 13);
    button(failing.container, 'Not interested').click();
    await waitFor(() =>
      expect(errorToast(failing.container)).toBe('Failed to mark opportunity as not interested. Please try again.'),
    );
    expect(dialog(failing.container).open).toBe(false);
    await failing.unmount();
    const linked = await mountInbox(inboxServer().routes, { notInterestedHref: '/earn/opportunities/not-interested' });
    cleanup = linked.unmount;
    await review(linked.container, 13);
    button(linked.container, 'Not interested').click();
    await waitFor(() =>
      expect(within(linked.container).queryByRole('link', { name: 'View not interested' })?.getAttribute('href')).toBe(
        '/earn/opportunities/not-interested',
      ),
    );
  });

  it("asks for the instructions of the reviewed opportunity's podspot (podspot_id)", async () => {
    const { routes } = inboxServer();
    const asked: string[] = [];
    const view = await mountInbox({
      ...routes,
      'GET /earn/campaign/1/download_instruction': ({ url }: { url: URL }) => {
        asked.push(url.search);
        return { body: '%PDF' };
      },
    });
    cleanup = view.unmount;
    await review(view.container, 11);
    button(view.container, 'Download instructions').click();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual(['?podspot_id=11']);
  });

  it('downloads the campaign instructions as podspot-campaign-instruction.pdf and emits export_downloaded', async () => {
    const { routes } = inboxServer();
    let fail = false;
    const view = await mountInbox({
      ...routes,
      'GET /earn/campaign/1/download_instruction': () =>
        fail
          ? { status: 404, body: { detail: { error: 'No campaign with this id was offered to you.' } } }
          : { body: '%PDF' },
    });
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 11);
    button(c, 'Download instructions').click();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toBe('podspot-campaign-instruction.pdf');
    expect(saved[0].href).toMatch(/^blob:/);
    await waitFor(() =>
      expect(view.events).toContainEqual({
        type: 'export_downloaded',
        detail: { fileName: 'podspot-campaign-instruction.pdf' },
      }),
    );
    fail = true;
    button(c, 'Download instructions').click();
    await waitFor(() =>
      expect(text(within(dialog(c)).queryByRole('alert'))).toBe('404: No campaign with this id was offered to you.'),
    );
    expect(saved).toHaveLength(1);
  });
});
