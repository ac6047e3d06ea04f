import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/dom';
import type { AdvertiserPodspot } from '@sdk/api/advertise';
import { isCampaignSort } from '@sdk/core/advertiser-campaigns';
import { arrangeCampaigns, campaignPage } from '@sdk/core/advertiser-campaigns-page';
import { namesOf } from '@sdk/test/accessible-names';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { getByWholeText, queryByWholeText } from '@sdk/test/whole-text';
import { AdvertiseCampaignsPage } from './campaigns-page';

let nextId = 100;
const podspot = (over: Partial<AdvertiserPodspot>): AdvertiserPodspot => ({
  id: nextId++,
  campaign_name: 'Alpha',
  campaign_id: 1,
  campaign_art_work: '/api/artwork/1.png',
  aasm_state: 'approved',
  status: 'active',
  podspot_rss_content_title: 'A title',
  podspot_rss_content_description: 'A description',
  podspot_audio_url: '/api/audio/sample',
  advertiser_full_name: 'Host',
  publisher_podcast_id: 10,
  publisher_podcast_name: 'Pod Ten',
  created_at: '2026-01-01T00:00:00.000Z',
  budget: 1000,
  spend_lifetime: 0,
  advertiser_podcast_id: 77,
  ...over,
});

// Server order: newest first. Bravo is the most recent, Charlie spends most, Alpha least.
const podspots = [
  podspot({
    campaign_id: 2,
    campaign_name: 'Bravo',
    spend_lifetime: 300,
    created_at: '2026-05-01T00:00:00.000Z',
    publisher_podcast_name: 'Pod Ten',
  }),
  podspot({
    campaign_id: 3,
    campaign_name: 'Charlie',
    spend_lifetime: 700,
    budget: 1000,
    created_at: '2026-03-01T00:00:00.000Z',
    publisher_podcast_name: 'Pod Ten',
  }),
  podspot({
    campaign_id: 3,
    campaign_name: 'Charlie',
    spend_lifetime: 500,
    budget: 1000,
    created_at: '2026-02-01T00:00:00.000Z',
    publisher_podcast_name: 'Jazz Talk',
    aasm_state: 'draft',
    status: null,
    podspot_audio_url: null,
  }),
  podspot({
    campaign_id: 1,
    campaign_name: 'alpha',
    spend_lifetime: 50,
    budget: 200,
    created_at: '2026-01-01T00:00:00.000Z',
    publisher_podcast_name: 'Jazz Talk',
    aasm_state: 'approved',
    status: 'inactive',
  }),
];

const campaignList = (root: HTMLElement) => within(root).getByRole('list', { name: 'Campaigns' });
/** The campaigns' names, as their headings read, in the list's order. */
const names = (root: HTMLElement) => namesOf(campaignList(root), 'heading', { level: 2 });
/** The card (list item) whose heading is the campaign's name. */
const card = (root: HTMLElement, name: string) =>
  within(campaignList(root))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name }))!;
const changeSelect = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const button = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('button', { name });
/** The podcast dropdown's options (the sort select has options too). */
const podcastOptions = (root: HTMLElement) => within(within(root).getByRole('listbox')).getAllByRole('option');

/**
 * The server's side of the page's calls, with the rules the mock server runs (server-mock/test/advertise-campaigns-
 * page.test.ts holds it to them): one page of the arranged list, and the podcasts the campaigns run on.
 */
const server = (rows: AdvertiserPodspot[]) => ({
  'GET /advertise/podspots': ({ url }: { url: URL }) => {
    const q = url.searchParams;
    const sort = q.get('sort');
    const arranged = arrangeCampaigns(rows, {
      podcast: q.get('podcast_name') ?? 'all',
      sort: isCampaignSort(sort) ? sort : 'recent',
    });
    const page = campaignPage(arranged, Number(q.get('offset') ?? 0), Number(q.get('row_limit')));
    return {
      body: {
        data: { data: { podspots: page.podspots } },
        total: page.total,
        campaigns: page.campaigns,
        campaign_figures: page.figures,
      },
    };
  },
  'GET /advertise/publishers': {
    body: {
      publishers: [...new Set(rows.map((r) => r.publisher_podcast_name))].map((name, i) => ({
        id: i + 1,
        name,
        small_artwork: '',
      })),
    },
  },
});

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function mount(routes: Parameters<typeof fakeClient>[0] = {}) {
  const fake = fakeClient({ ...server(podspots), ...routes });
  const view = await renderWidget(
    <MemoryRouter>
      <AdvertiseCampaignsPage />
    </MemoryRouter>,
    fake.client,
  );
  cleanup = view.unmount;
  await waitFor(() => expect(names(view.container)).toHaveLength(3));
  return { ...fake, root: view.container };
}

describe(`Advertise campaigns page (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('groups podspots into campaign cards with the count, spend of budget and progress', async () => {
    const { root } = await mount();
    expect(within(root).getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Campaigns 3');
    within(root).getByLabelText('3 campaigns');
    const charlie = card(root, 'Charlie');
    getByWholeText(charlie, /^\$1,200\.00 of \$1,000\.00 /);
    within(charlie).getByRole('progressbar', { name: 'Total Spend', description: 'Total Spend: 100%' });
    expect(within(charlie).getByRole('link', { name: 'View insights for Charlie' }).getAttribute('href')).toBe(
      '/advertise/insights?advertiser_id=77',
    );
  });

  it.each([
    ['recent', ['Bravo', 'Charlie', 'alpha']],
    ['name', ['alpha', 'Bravo', 'Charlie']],
    ['spend_desc', ['Charlie', 'Bravo', 'alpha']],
    ['spend_asc', ['alpha', 'Bravo', 'Charlie']],
  ])('sorts by %s', async (sort, expected) => {
    const { root } = await mount();
    const select = within(root).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(namesOf(select, 'option')).toEqual([
      'Most recent',
      'Campaign name',
      'Spend: High to Low',
      'Spend: Low to High',
    ]);
    changeSelect(select, sort);
    await waitFor(() => expect(names(root)).toEqual(expected));
  });

  it('says "No campaigns yet", naming Podspots with their capital, when there are none', async () => {
    const fake = fakeClient(server([]));
    const view = await renderWidget(
      <MemoryRouter>
        <AdvertiseCampaignsPage />
      </MemoryRouter>,
      fake.client,
    );
    cleanup = view.unmount;
    await within(view.container).findByRole('heading', { level: 2, name: 'No campaigns yet' });
    within(view.container).getByText('Your campaigns and their Podspots appear here once they are set up.');
  });

  it('filters by podcast through the searchable dropdown (debounced, with the empty text)', async () => {
    const { root } = await mount();
    button(root, /All podcasts/).click();
    const search = await within(root).findByPlaceholderText<HTMLInputElement>('Search podcasts...');
    expect(podcastOptions(root).map((o) => o.textContent)).toEqual(['All podcasts✓', 'Jazz Talk', 'Pod Ten']);
    typeInto(search, 'nothing like it');
    await within(root).findByText('No podcasts found');
    typeInto(search, 'jazz');
    await waitFor(() => expect(podcastOptions(root).map((o) => o.textContent)).toEqual(['Jazz Talk']));
    within(within(root).getByRole('listbox')).getByRole('option', { name: 'Jazz Talk' }).click();
    await waitFor(() => expect(names(root)).toEqual(['Charlie', 'alpha']));
    within(root).getByLabelText('2 campaigns');
  });

  it("filtered by a podcast, names the whole campaign's spend and shows the podcast's own beside it", async () => {
    const { root } = await mount();
    getByWholeText(card(root, 'Charlie'), '$1,200.00 of $1,000.00 · 2 podcasts');
    expect(queryByWholeText(card(root, 'Charlie'), /^Whole campaign: /)).toBeNull();
    expect(queryByWholeText(card(root, 'Charlie'), /^On /)).toBeNull();
    button(root, /All podcasts/).click();
    await waitFor(() => expect(podcastOptions(root)).toHaveLength(3));
    within(within(root).getByRole('listbox')).getByRole('option', { name: 'Jazz Talk' }).click();
    await waitFor(() => expect(names(root)).toEqual(['Charlie', 'alpha']));
    const charlie = card(root, 'Charlie');
    getByWholeText(charlie, 'Whole campaign: $1,200.00 of $1,000.00 · 2 podcasts');
    getByWholeText(charlie, 'On Jazz Talk: $500.00');
    within(charlie).getByRole('progressbar', { name: 'Total Spend', description: 'Total Spend: 100%' });
  });

  it('expands a campaign to its podspots with status badges, and a podspot to its preview', async () => {
    const { root } = await mount();
    button(root, 'Charlie').click();
    const rows = await within(root).findByRole('list', { name: 'Podspots of Charlie' });
    expect(namesOf(rows, 'button')).toEqual(['Pod Ten Spend $700.00 Active', 'Jazz Talk Spend $500.00 Draft']);
    button(rows, /^Jazz Talk/).click();
    await within(root).findByText('No Podspot ad preview available');
    button(rows, /^Pod Ten/).click();
    await within(root).findByRole('button', { name: /Play$/ });
  });

  it('edits a podspot: the server error shows in the popup; success refetches the list', async () => {
    let fail = true;
    const { root, calls } = await mount({
      'PUT /podspot/101': ({ body }) =>
        fail
          ? { status: 400, body: { detail: { podspot_rss_content_title: 'Enter a title of 1 to 120 characters.' } } }
          : { body: { ...podspots[1], ...(body as object) } },
    });
    button(root, 'Charlie').click();
    (await within(root).findByRole('button', { name: /^Pod Ten/ })).click();
    (await within(root).findByRole('button', { name: /^Edit/ })).click();
    const dialog = await within(root).findByRole('dialog');
    within(dialog).getByRole('textbox', { name: 'Description' });
    const form = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).form!;
    fireEvent.submit(form);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter a title of 1 to 120 characters.'),
    );
    fail = false;
    fireEvent.submit(form);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/advertise/podspots')).toHaveLength(2),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      podspot_rss_content_title: 'A title',
      podspot_rss_content_description: 'A description',
    });
    await within(root).findByText('Podspot updated');
  });
});
