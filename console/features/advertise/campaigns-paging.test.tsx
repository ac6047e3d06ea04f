import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/dom';
import { namesOf } from '@sdk/test/accessible-names';
import { showingLine, showMoreButton } from '@sdk/test/show-more';
import type { AdvertiserPodspot } from '@sdk/api/advertise';
import { isCampaignSort } from '@sdk/core/advertiser-campaigns';
import { arrangeCampaigns, campaignPage } from '@sdk/core/advertiser-campaigns-page';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { getByWholeText } from '@sdk/test/whole-text';
import { AdvertiseCampaignsPage } from './campaigns-page';

// A big account: 60 campaigns of two podspots each (one on Pod A, one on Pod B), so pages are 20 cards of 40 rows.
const CAMPAIGNS = 60;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();
const podspots: AdvertiserPodspot[] = Array.from({ length: CAMPAIGNS }, (_, c) =>
  ['Pod A', 'Pod B'].map((podcast, i): AdvertiserPodspot => ({
    id: 1000 + c * 2 + i,
    campaign_name: `Campaign ${c + 1}`,
    campaign_id: c + 1,
    campaign_art_work: '',
    aasm_state: 'approved',
    status: 'active',
    podspot_rss_content_title: `Campaign ${c + 1} on ${podcast}`,
    podspot_rss_content_description: '',
    podspot_audio_url: null,
    advertiser_full_name: 'Host',
    publisher_podcast_id: i + 1,
    publisher_podcast_name: podcast,
    created_at: day(c * 2 + i),
    budget: 1000,
    spend_lifetime: (c + 1) * (i + 1),
    advertiser_podcast_id: 77,
  })),
).flat();

/** The mock server's rules (server-mock/test/advertise-campaigns-page.test.ts); `hold` delays the podspots answers. */
function server(hold: { next?: Promise<void> } = {}) {
  return {
    'GET /advertise/podspots': async ({ url }: { url: URL }) => {
      await hold.next;
      const q = url.searchParams;
      const sort = q.get('sort');
      const podcast = q.get('podcast_name') ?? 'all';
      const arranged = arrangeCampaigns(podspots, { podcast, sort: isCampaignSort(sort) ? sort : 'recent' });
      const page = campaignPage(arranged, Number(q.get('offset') ?? 0), Number(q.get('row_limit')));
      const body = { total: page.total, campaigns: page.campaigns, campaign_figures: page.figures };
      return { body: { data: { data: { podspots: page.podspots } }, ...body } };
    },
    'GET /advertise/publishers': {
      body: { publishers: [1, 2].map((id) => ({ id, name: `Pod ${'AB'[id - 1]}`, small_artwork: '' })) },
    },
  };
}

const campaignList = (root: HTMLElement) => within(root).getByRole('list', { name: 'Campaigns' });
/** The drawn campaigns' names, as their headings read. */
const cards = (root: HTMLElement) => namesOf(campaignList(root), 'heading', { level: 2 });
const button = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('button', { name });
/** The campaign's expand button, found through its heading: a query over every button of 40 cards is slow. */
const toggle = (root: HTMLElement, name: string) =>
  within(within(root).getByRole('heading', { level: 2, name })).getByRole('button');
const podcastOption = (root: HTMLElement, name: string) =>
  within(within(root).getByRole('listbox')).getByRole('option', { name });
/** The podcast filter's failure line, beside the filter (not the list's own error). */
const optionsAlert = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('alert')
    .find((a) => a.textContent?.startsWith('Failed to fetch podcasts.'));
/** Saves the open edit dialog as it is. */
const save = async (root: HTMLElement) => {
  const dialog = await within(root).findByRole('dialog');
  fireEvent.submit(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).form!);
};
const changeSelect = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function mount(routes: Parameters<typeof fakeClient>[0] = server()) {
  const fake = fakeClient(routes);
  const view = await renderWidget(
    <MemoryRouter>
      <AdvertiseCampaignsPage />
    </MemoryRouter>,
    fake.client,
  );
  cleanup = view.unmount;
  await waitFor(() => expect(cards(view.container)).toHaveLength(20));
  const pageCalls = () =>
    fake.calls
      .filter((c) => c.url.pathname === '/api/advertise/podspots')
      .map((c) => Object.fromEntries(c.url.searchParams));
  return { ...fake, root: view.container, pageCalls };
}

describe(`Advertise campaigns paged on the server (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('asks for one page, then Show more appends the next campaigns until all are drawn', async () => {
    const { root, pageCalls } = await mount();
    within(root).getByLabelText('60 campaigns');
    expect(cards(root).slice(0, 2)).toEqual(['Campaign 60', 'Campaign 59']);
    expect(showingLine(root)).toBe('Showing 20 of 60 campaigns');
    expect(pageCalls()).toEqual([{ row_limit: '40', sort: 'recent' }]);
    showMoreButton(root)!.click();
    await waitFor(() => expect(cards(root)).toHaveLength(40));
    expect(pageCalls()[1]).toEqual({ row_limit: '40', sort: 'recent', offset: '20' });
    showMoreButton(root)!.click();
    await waitFor(() => expect(cards(root)).toHaveLength(60));
    expect(cards(root).at(-1)).toBe('Campaign 1');
    expect(showingLine(root)).toBeUndefined();
    expect(showMoreButton(root)).toBeNull();
  });

  it('a new sort asks for the first page again and keeps the list on screen until it comes', async () => {
    let release = () => {};
    const hold: { next?: Promise<void> } = {};
    const { root, pageCalls } = await mount(server(hold));
    hold.next = new Promise((r) => (release = r));
    changeSelect(within(root).getByRole('combobox', { name: 'Sort by' }), 'spend_asc');
    await waitFor(() => expect(pageCalls()).toHaveLength(2));
    expect(pageCalls()[1]).toEqual({ row_limit: '40', sort: 'spend_asc' });
    expect(cards(root)[0]).toBe('Campaign 60');
    release();
    await waitFor(() => expect(cards(root)[0]).toBe('Campaign 1'));
    expect(cards(root)).toHaveLength(20);
  });

  it("filters on the server; each card keeps the whole campaign's figures and names the podcast's own spend", async () => {
    const { root, pageCalls } = await mount();
    button(root, /All podcasts/).click();
    await within(root).findByRole('listbox');
    podcastOption(root, 'Pod B').click();
    await waitFor(() => expect(pageCalls().at(-1)).toEqual({ row_limit: '40', sort: 'recent', podcast_name: 'Pod B' }));
    // One podspot per campaign on Pod B: 40 cards make the first page.
    await waitFor(() => expect(cards(root)).toHaveLength(40));
    within(root).getByLabelText('60 campaigns');
    const first = within(campaignList(root)).getAllByRole('listitem')[0];
    getByWholeText(first, 'Whole campaign: $180.00 of $1,000.00 · 2 podcasts');
    getByWholeText(first, 'On Pod B: $120.00');
  });

  it('after an edit, reloads the drawn range in one call', async () => {
    const { root, pageCalls } = await mount({
      ...server(),
      'PUT /podspot/1119': ({ body }) => ({ body: { ...podspots[119], ...(body as object) } }),
    });
    showMoreButton(root)!.click();
    await waitFor(() => expect(cards(root)).toHaveLength(40));
    toggle(root, 'Campaign 60').click();
    const rows = await within(root).findByRole('list', { name: 'Podspots of Campaign 60' });
    button(rows, /^Pod B/).click();
    (await within(rows).findByRole('button', { name: /^Edit/ })).click();
    await save(root);
    await waitFor(() => expect(pageCalls()).toHaveLength(3));
    expect(pageCalls()[2]).toEqual({ row_limit: '80', sort: 'recent' });
    await within(root).findByText('Podspot updated');
    expect(cards(root)).toHaveLength(40);
  });

  it('says when the podcast options failed, and Retry loads them', async () => {
    let fail = true;
    const routes = server();
    const { root } = await mount({
      ...routes,
      'GET /advertise/publishers': () =>
        fail ? { status: 500, body: { detail: { error: 'down' } } } : routes['GET /advertise/publishers'],
    });
    await waitFor(() => expect(optionsAlert(root)?.textContent).toBe('Failed to fetch podcasts. Retry'));
    fail = false;
    button(optionsAlert(root)!, 'Retry').click();
    await waitFor(() => expect(optionsAlert(root)).toBeUndefined());
    button(root, /All podcasts/).click();
    await waitFor(() => expect(within(within(root).getByRole('listbox')).getAllByRole('option')).toHaveLength(3));
  });
});
