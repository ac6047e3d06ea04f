import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { namesOf } from '@sdk/test/accessible-names';
import { showingLine, showMoreButton } from '@sdk/test/show-more';
import type { EarnPodspot } from '@sdk/api/podspots';
import { parseCampaignTab } from '@sdk/core/campaign-tabs';
import { PAGE_ROWS } from '@sdk/core/paging';
import type { CampaignSort } from '@sdk/core/publisher-campaigns';
import { arrangeCampaignList, campaignsPage } from '@sdk/core/publisher-campaigns-page';
import { IS_PREACT } from '@sdk/test/render-widget';
import { renderPage, waitFor } from '../../test/render-page';
import { CampaignsPage } from './campaigns/campaigns-page';
import { DashboardPage } from './dashboard/dashboard-page';

vi.mock('@sdk/ui/line-chart', () => ({
  LineChart: ({ label }: { label: string }) => <div data-testid="chart">{label}</div>,
  preloadLineChart: () => {},
}));

// 60 campaigns of one draft podspot each, campaign 0 the oldest.
const podspot = (i: number): EarnPodspot => ({
  id: 100 + i,
  campaign_id: i,
  campaign_name: `Campaign ${String(i).padStart(2, '0')}`,
  campaign_art_work: '',
  campaign_artwork: '',
  aasm_state: 'draft',
  status: null,
  podspot_rss_content_title: 'A read',
  podspot_rss_content_description: '',
  podspot_audio_url: null,
  estimated_dls_per_ep: 1000,
  cpm: 20,
  earnings_last_30_days: 0,
  earnings_lifetime: i,
  advertiser_full_name: 'Kim',
  advertiser_podcast_id: 50,
  advertiser_podcast_name: 'Run Club',
  advertiser_podcast_art_work: '',
  publisher_podcast_id: 10,
  publisher_podcast_name: 'Jazz',
  publisher_podcast_art_work: '',
  apple_feed_integrated: false,
  podspot_uploaded: false,
  created_at: `2026-03-01T10:${String(i).padStart(2, '0')}:00Z`,
  archived: false,
});
const MANY = Array.from({ length: 60 }, (_, i) => podspot(i));
const more = showMoreButton;

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`Earn paging (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('campaigns: a page of cards, Show more, and a new sort or tab starts again over the whole list', async () => {
    const page = await renderPage(
      <CampaignsPage />,
      {
        // The server's paging (GET /earn/podspots?row_limit): whole groups of the arranged list after `offset` groups.
        'GET /earn/podspots': ({ url }) => {
          const q = url.searchParams;
          const arranged = arrangeCampaignList(
            MANY,
            { tab: parseCampaignTab(q.get('tab')), podcastId: 'all' },
            (q.get('sort') ?? 'most_relevant') as CampaignSort,
          );
          const { podspots, ...figures } = campaignsPage(arranged, Number(q.get('offset')), Number(q.get('row_limit')));
          return { body: { data: { podspots }, archived_podspots: 0, ...figures } };
        },
        'GET /earn/publishers': { body: { publishers: [{ id: 10, name: 'Jazz', small_artwork: '' }] } },
      },
      { path: '/earn/campaigns' },
    );
    cleanup = page.view.unmount;
    // Each campaign's card is headed by its name (h2).
    const cards = () => namesOf(page.root, 'heading', { level: 2 });
    await waitFor(() => expect(cards()).toHaveLength(PAGE_ROWS));
    expect(cards()[0]).toBe('Campaign 59');
    expect(showingLine(page.root)).toBe(`Showing ${PAGE_ROWS} of 60 campaigns`);
    within(page.root).getByRole('tab', { name: 'All 60' });
    more(page.root)!.click();
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(showingLine(page.root)).toBeUndefined();
    expect(more(page.root)).toBeNull();
    const asked = page.calls.filter((c) => c.url.pathname === '/api/earn/podspots').map((c) => c.url.search);
    // One page, then the page after the groups drawn (each campaign here is one row: 40 groups).
    expect(asked).toEqual([
      `?row_limit=${PAGE_ROWS}&sort=most_relevant`,
      `?offset=${PAGE_ROWS}&row_limit=${PAGE_ROWS}&sort=most_relevant`,
    ]);
    const sort = within(page.root).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    sort.value = 'earnings_low';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(cards()[0]).toBe('Campaign 00'));
    expect(cards()).toHaveLength(PAGE_ROWS);
  });

  it('dashboard: asks only for counts and first rows, shows the totals, and Show more asks for the next page', async () => {
    const page = await renderPage(
      <DashboardPage />,
      {
        'GET /earn/podspots': ({ url }) => {
          const tab = url.searchParams.get('tab');
          const limit = Number(url.searchParams.get('limit'));
          const rows = tab === 'draft' ? [...MANY].reverse().slice(0, limit) : [];
          return { body: { data: { podspots: rows }, archived_podspots: 0, total: tab === 'draft' ? 60 : 9 } };
        },
        'GET /earn/opportunities': { body: { data: { opportunities: [] }, rejected_opportunities: 0, total: 0 } },
        'GET /earn/publisher/earnings': { body: { data: [], total_earnings: 0, total_downloads: 0 } },
      },
      { path: '/earn' },
    );
    cleanup = page.view.unmount;
    // The list's rows; its last item, while it is not whole, is the Show more line.
    const rows = () =>
      within(within(page.root).getByRole('list', { name: 'Campaigns that require attention' }))
        .getAllByRole('listitem')
        .filter((item) => !more(item));
    await waitFor(() => expect(rows()).toHaveLength(PAGE_ROWS));
    within(page.root).getByRole('link', { name: 'Draft 60' });
    within(page.root).getByRole('link', { name: 'Active 9' });
    const asked = () =>
      page.calls.filter((c) => c.url.pathname.startsWith('/api/earn/')).map((c) => `${c.url.pathname}${c.url.search}`);
    expect(asked()).toEqual(
      expect.arrayContaining([
        `/api/earn/podspots?tab=draft&limit=${PAGE_ROWS}`,
        '/api/earn/podspots?tab=active&limit=0',
        `/api/earn/opportunities?rejected=false&campaign_limit=10&row_limit=${PAGE_ROWS}`,
      ]),
    );
    expect(asked().some((u) => u === '/api/earn/podspots' || u === '/api/earn/opportunities?rejected=false')).toBe(
      false,
    );
    more(page.root)!.click();
    await waitFor(() => expect(rows()).toHaveLength(Math.min(60, 2 * PAGE_ROWS)));
    expect(asked()).toContain(`/api/earn/podspots?tab=draft&limit=${2 * PAGE_ROWS}`);
    expect(showingLine(page.root)).toBeUndefined();
    expect(more(page.root)).toBeNull();
  });
});
