import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IS_PREACT, waitFor } from '../../test/render-widget';
import { byText, groupNames, inboxServer, mountInbox, text } from './test/fixtures';

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

const dialog = (c: HTMLElement) => c.querySelector('dialog')!;
const button = (c: HTMLElement, label: string) => byText(dialog(c), 'button', label)!;
const review = async (c: HTMLElement, id: number) => {
  c.querySelector<HTMLButtonElement>(`[data-opportunity-id="${id}"] .ps-inbox__review`)!.click();
  await waitFor(() => expect(dialog(c).open).toBe(true));
};

describe(`OpportunityReviewDialog (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows advertiser, podcast, figures and format; Show more unclamps a long description', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 11);
    expect(text(dialog(c).querySelector('.ps-dialog__title'))).toBe('Review opportunity');
    expect([...dialog(c).querySelectorAll('.ps-review__name')].map(text)).toEqual([
      'Money Notes Show',
      'Modern Jazz Club',
      'Content instructions',
    ]);
    expect([...dialog(c).querySelectorAll('.ps-review__who .ps-muted')].map(text)).toEqual([
      'by Kira Moreau',
      'by Priya Haddad',
    ]);
    expect(
      [...dialog(c).querySelectorAll('.ps-review__figure')].map((f) => [
        text(f.querySelector('dt')),
        text(f.querySelector('dd')),
      ]),
    ).toEqual([
      ['Budget', '$5,000'],
      ['Estimated downloads per episode', '15,980'],
      ['Earnings estimate', '$384/m'],
      ['CPM', '$24.00'],
      ['Campaign ID', '1'],
      ['Format', 'Podspot'],
    ]);
    const description = dialog(c).querySelector('.ps-review__description')!;
    expect(description.classList.contains('ps-review__description--clamped')).toBe(true);
    const more = button(c, 'Show more');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.click();
    await waitFor(() => expect(description.classList.contains('ps-review__description--clamped')).toBe(false));
    expect(text(more)).toBe('Show less');
    expect([...dialog(c).querySelectorAll('.ps-dialog__foot button')].map(text)).toEqual([
      'Close',
      'Not interested',
      'Accept',
    ]);
    button(c, 'Close').click();
    await waitFor(() => expect(dialog(c).open).toBe(false));
  });

  it('a short description has no Show more; podspot_plus shows Podspot+', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    await review(view.container, 13);
    expect(button(view.container, 'Show more')).toBeUndefined();
    expect(view.container.querySelector('.ps-review__description--clamped')).toBeNull();
    expect(text(dialog(view.container).querySelector('.ps-review__figure:last-child dd'))).toBe('Podspot+');
    expect(text(dialog(view.container).querySelector('.ps-review__figure:nth-child(4) dd'))).toBe('$77.25');
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
    expect(text(c.querySelector('.ps-toast span'))).toBe('Opportunity accepted');
    const link = c.querySelector<HTMLAnchorElement>('.ps-toast a')!;
    expect([text(link), link.getAttribute('href')]).toEqual(['View accepted opportunities', '/earn/campaigns']);
    expect(view.events).toContainEqual({ type: 'opportunity_accepted', detail: { opportunityId: 11 } });
    await waitFor(() => expect(c.querySelector('[data-opportunity-id="11"]')).toBeNull());
    expect(text(c.querySelector('[data-campaign-id="1"] .ps-inbox__count'))).toBe('1 opportunity');
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
    expect(text(c.querySelector('.ps-toast--error span'))).toBe('Failed to accept opportunity. Please try again.');
    expect(view.events).toContainEqual({
      type: 'error',
      detail: { widget: undefined, message: 'Injected fault.', status: 500 },
    });
    expect(c.querySelector('[data-opportunity-id="11"]')).not.toBeNull();
  });

  it('Not interested: toast whose link opens the not-interested view inside the widget', async () => {
    const view = await mountInbox(inboxServer().routes);
    cleanup = view.unmount;
    const c = view.container;
    await review(c, 13);
    button(c, 'Not interested').click();
    await waitFor(() => expect(text(c.querySelector('.ps-toast span'))).toBe('Marked as not interested'));
    expect(dialog(c).open).toBe(false);
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ rejected: true });
    expect(view.events).toContainEqual({ type: 'opportunity_rejected', detail: { opportunityId: 13, undo: false } });
    await waitFor(() => expect(groupNames(c)).toEqual(['Money Notes', 'Cinema Files']));
    expect(text(c.querySelector('.ps-inbox__foot'))).toBe('Not interested 3');
    c.querySelector<HTMLButtonElement>('.ps-toast button.ps-link')!.click();
    await waitFor(() => expect(c.querySelectorAll('.ps-inbox__rejected-item')).toHaveLength(3));
  });

  it('Not interested failure: the documented toast; with notInterestedHref the success toast links out', async () => {
    const { routes } = inboxServer();
    const failing = await mountInbox({ ...routes, 'POST /earn/opportunity/13/reject': { status: 500, body: {} } });
    await review(failing.container, 13);
    button(failing.container, 'Not interested').click();
    await waitFor(() =>
      expect(text(failing.container.querySelector('.ps-toast--error span'))).toBe(
        'Failed to mark opportunity as not interested. Please try again.',
      ),
    );
    expect(dialog(failing.container).open).toBe(false);
    await failing.unmount();
    const linked = await mountInbox(inboxServer().routes, { notInterestedHref: '/earn/opportunities/not-interested' });
    cleanup = linked.unmount;
    await review(linked.container, 13);
    button(linked.container, 'Not interested').click();
    await waitFor(() =>
      expect(linked.container.querySelector('.ps-toast a')?.getAttribute('href')).toBe(
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
      expect(text(dialog(c).querySelector('.ps-review__error'))).toBe(
        '404: No campaign with this id was offered to you.',
      ),
    );
    expect(saved).toHaveLength(1);
  });
});
