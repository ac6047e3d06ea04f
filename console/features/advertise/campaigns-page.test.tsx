import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdvertiserPodspot } from '@sdk/api/advertise';
import { isCampaignSort } from '@sdk/core/advertiser-campaigns';
import { arrangeCampaigns, campaignPage } from '@sdk/core/advertiser-campaigns-page';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
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

const names = (root: HTMLElement) =>
  [...root.querySelectorAll('.adv-campaign__toggle')].map((e) => e.textContent?.replace('›', '').trim());
const changeSelect = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const button = (root: HTMLElement, text: string | RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    typeof text === 'string' ? b.textContent?.trim() === text : text.test(b.textContent ?? ''),
  )!;

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
  await waitFor(() => expect(view.container.querySelectorAll('.adv-campaign')).toHaveLength(3));
  return { ...fake, root: view.container };
}

describe(`Advertise campaigns page (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('groups podspots into campaign cards with the count, spend of budget and progress', async () => {
    const { root } = await mount();
    expect(root.querySelector('h1 .badge')?.textContent).toBe('3');
    const charlie = [...root.querySelectorAll('.adv-campaign')].find((c) => c.textContent?.includes('Charlie'))!;
    expect(charlie.querySelector('.adv-campaign__spend')?.textContent).toContain('$1,200.00 of $1,000.00');
    expect(charlie.querySelector('.spend-progress__tip')?.textContent).toBe('Total Spend: 100%');
    expect(charlie.querySelector('a')?.getAttribute('href')).toBe('/advertise/insights?advertiser_id=77');
  });

  it.each([
    ['recent', ['Bravo', 'Charlie', 'alpha']],
    ['name', ['alpha', 'Bravo', 'Charlie']],
    ['spend_desc', ['Charlie', 'Bravo', 'alpha']],
    ['spend_asc', ['alpha', 'Bravo', 'Charlie']],
  ])('sorts by %s', async (sort, expected) => {
    const { root } = await mount();
    const select = root.querySelector<HTMLSelectElement>('.adv-sort select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual([
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
    await waitFor(() => expect(view.container.querySelector('.empty-state')).not.toBeNull());
    expect(view.container.querySelector('.empty-state h2')?.textContent).toBe('No campaigns yet');
    expect(view.container.querySelector('.empty-state p')?.textContent).toBe(
      'Your campaigns and their Podspots appear here once they are set up.',
    );
  });

  it('filters by podcast through the searchable dropdown (debounced, with the empty text)', async () => {
    const { root } = await mount();
    button(root, /All podcasts/).click();
    await waitFor(() => expect(root.querySelector('input[placeholder="Search podcasts..."]')).not.toBeNull());
    const search = root.querySelector<HTMLInputElement>('input[placeholder="Search podcasts..."]')!;
    expect([...root.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      'All podcasts✓',
      'Jazz Talk',
      'Pod Ten',
    ]);
    typeInto(search, 'nothing like it');
    await waitFor(() => expect(root.textContent).toContain('No podcasts found'));
    typeInto(search, 'jazz');
    await waitFor(() =>
      expect([...root.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Jazz Talk']),
    );
    root.querySelector<HTMLElement>('[role="option"]')!.click();
    await waitFor(() => expect(names(root)).toEqual(['Charlie', 'alpha']));
    expect(root.querySelector('h1 .badge')?.textContent).toBe('2');
  });

  it("filtered by a podcast, names the whole campaign's spend and shows the podcast's own beside it", async () => {
    const { root } = await mount();
    const charlie = () => [...root.querySelectorAll('.adv-campaign')].find((c) => c.textContent?.includes('Charlie'))!;
    expect(charlie().querySelector('.adv-campaign__spend')?.textContent).toBe('$1,200.00 of $1,000.00 · 2 podcasts');
    expect(charlie().querySelector('.adv-campaign__podcast-spend')).toBeNull();
    button(root, /All podcasts/).click();
    await waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(3));
    [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === 'Jazz Talk')!.click();
    await waitFor(() => expect(names(root)).toEqual(['Charlie', 'alpha']));
    expect(charlie().querySelector('.adv-campaign__spend')?.textContent).toBe(
      'Whole campaign: $1,200.00 of $1,000.00 · 2 podcasts',
    );
    expect(charlie().querySelector('.adv-campaign__podcast-spend')?.textContent).toBe('On Jazz Talk: $500.00');
    expect(charlie().querySelector('.spend-progress__tip')?.textContent).toBe('Total Spend: 100%');
  });

  it('expands a campaign to its podspots with status badges, and a podspot to its preview', async () => {
    const { root } = await mount();
    button(root, /Charlie/).click();
    await waitFor(() => expect(root.querySelectorAll('.podspot-row')).toHaveLength(2));
    expect([...root.querySelectorAll('.status-badge')].map((b) => b.textContent)).toEqual(['Active', 'Draft']);
    button(root, /Jazz Talk/).click();
    await waitFor(() => expect(root.textContent).toContain('No Podspot ad preview available'));
    button(root, /Pod Ten/).click();
    await waitFor(() => expect(button(root, /Play$/)).toBeTruthy());
  });

  it('edits a podspot: the server error shows in the popup; success refetches the list', async () => {
    let fail = true;
    const { root, calls } = await mount({
      'PUT /podspot/101': ({ body }) =>
        fail
          ? { status: 400, body: { detail: { podspot_rss_content_title: 'Enter a title of 1 to 120 characters.' } } }
          : { body: { ...podspots[1], ...(body as object) } },
    });
    button(root, /Charlie/).click();
    await waitFor(() => expect(button(root, /Pod Ten/)).toBeTruthy());
    button(root, /Pod Ten/).click();
    await waitFor(() => expect(button(root, /^Edit/)).toBeTruthy());
    button(root, /^Edit/).click();
    await waitFor(() => expect(root.querySelector('dialog textarea')).not.toBeNull());
    const form = root.querySelector('dialog form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(root.querySelector('dialog .form-error')?.textContent).toBe('Enter a title of 1 to 120 characters.'),
    );
    fail = false;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/advertise/podspots')).toHaveLength(2),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      podspot_rss_content_title: 'A title',
      podspot_rss_content_description: 'A description',
    });
    await waitFor(() => expect(root.textContent).toContain('Podspot updated'));
  });
});
