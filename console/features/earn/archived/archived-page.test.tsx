import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import type { EarnPodspot } from '@sdk/api/podspots';
import { IS_PREACT } from '@sdk/test/render-widget';
import { renderPage, waitFor } from '../../../test/render-page';
import { ArchivedPage } from './archived-page';

const archived = (id: number, campaign_name: string, over: Partial<EarnPodspot>): EarnPodspot => ({
  id,
  campaign_id: id,
  campaign_name,
  campaign_art_work: `/api/artwork/${id}.png`,
  campaign_artwork: `/api/artwork/${id}.png`,
  aasm_state: 'approved',
  status: 'inactive',
  podspot_rss_content_title: 'A read',
  podspot_rss_content_description: 'By the host.',
  podspot_audio_url: null,
  estimated_dls_per_ep: 15980,
  cpm: 24,
  earnings_last_30_days: 0,
  earnings_lifetime: 0,
  advertiser_full_name: 'Kim',
  advertiser_podcast_id: 50 + id,
  advertiser_podcast_name: `${campaign_name} Show`,
  advertiser_podcast_art_work: `/api/artwork/${50 + id}.png`,
  publisher_podcast_id: 10,
  publisher_podcast_name: 'Jazz',
  publisher_podcast_art_work: '/api/artwork/10.png',
  apple_feed_integrated: true,
  podspot_uploaded: true,
  created_at: '2026-03-01T10:00:00Z',
  archived: true,
  monthly_estimate: 384,
  ...over,
});

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`ArchivedPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it("shows each archived campaign's monthly estimate, or Not yet available without a download figure", async () => {
    const rows = [
      archived(1, 'Run Club Radio', {}),
      // What the server answers for a podcast with no download figure: an estimate of 0 from 0 downloads.
      archived(2, 'Quiet Hours', { estimated_dls_per_ep: 0, monthly_estimate: 0 }),
    ];
    const page = await renderPage(
      <ArchivedPage />,
      {
        'GET /earn/podspots': { body: { data: { podspots: rows }, archived_podspots: 2, total: 2 } },
        'GET /earn/publishers': { body: { publishers: [{ id: 10, name: 'Jazz', small_artwork: '' }] } },
      },
      { path: '/earn/campaigns/archived', url: '/earn/campaigns/archived' },
    );
    cleanup = page.view.unmount;
    const rowOf = (campaign: string) =>
      within(page.root)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(campaign))!;
    await waitFor(() => expect(rowOf('Quiet Hours')).toBeDefined());
    const figure = (campaign: string) => rowOf(campaign).textContent?.replace(/\s+/g, ' ');
    expect(figure('Run Club Radio')).toContain('Estimated monthly earnings: $384/m');
    expect(figure('Quiet Hours')).toContain('Estimated monthly earnings: Not yet available');
    expect(figure('Quiet Hours')).not.toContain('$0');
  });
});
