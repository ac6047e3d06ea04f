import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import type { EarnPodspot } from '@sdk/api/podspots';
import { namesOf } from '@sdk/test/accessible-names';
import { IS_PREACT } from '@sdk/test/render-widget';
import { renderPage, waitFor } from '../../../test/render-page';
import { CampaignsPage } from './campaigns-page';

let nextId = 1;
const podspot = (over: Partial<EarnPodspot>): EarnPodspot => ({
  id: nextId++,
  campaign_id: 1,
  campaign_name: 'Run Club Radio',
  campaign_art_work: '/api/artwork/9.png',
  campaign_artwork: '/api/artwork/9.png',
  aasm_state: 'draft',
  status: null,
  podspot_rss_content_title: 'A read',
  podspot_rss_content_description: 'By the host.',
  podspot_audio_url: null,
  estimated_dls_per_ep: 1000,
  cpm: 20,
  earnings_last_30_days: 0,
  earnings_lifetime: 0,
  advertiser_full_name: 'Kim',
  advertiser_podcast_id: 50,
  advertiser_podcast_name: 'Run Club',
  advertiser_podcast_art_work: '/api/artwork/9.png',
  publisher_podcast_id: 10,
  publisher_podcast_name: 'Jazz',
  publisher_podcast_art_work: '/api/artwork/10.png',
  apple_feed_integrated: false,
  podspot_uploaded: false,
  created_at: '2026-03-01T10:00:00Z',
  archived: false,
  ...over,
});
const rows = [
  podspot({ id: 1, campaign_id: 1, campaign_name: 'Run Club Radio' }),
  podspot({
    id: 2,
    campaign_id: 2,
    campaign_name: 'Money Notes',
    aasm_state: 'pending',
    podspot_uploaded: true,
    podspot_audio_url: '/api/audio/2',
    created_at: '2026-03-02T10:00:00Z',
  }),
  podspot({
    id: 3,
    campaign_id: 3,
    campaign_name: 'Garden Hour',
    aasm_state: 'approved',
    status: 'inactive',
    podspot_uploaded: true,
    podspot_audio_url: '/api/audio/3',
    earnings_lifetime: 120.5,
    created_at: '2026-01-02T10:00:00Z',
  }),
  podspot({
    id: 4,
    campaign_id: 3,
    campaign_name: 'Garden Hour',
    aasm_state: 'approved',
    status: 'active',
    publisher_podcast_id: 11,
    publisher_podcast_name: 'Ocean',
    earnings_lifetime: 30,
    created_at: '2025-12-02T10:00:00Z',
  }),
];

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** The archive confirmation, open or not (a closed one is hidden from the accessibility tree). */
const dialog = (page: { root: HTMLElement }) =>
  within(page.root).getByRole<HTMLDialogElement>('dialog', { hidden: true, name: 'Archive campaign' });

async function setup(
  url: string,
  archive: Parameters<typeof renderPage>[1]['POST /earn/podspot/3/archive'] = { body: rows[2] },
) {
  let archived = 1;
  const page = await renderPage(
    <CampaignsPage />,
    {
      'GET /earn/podspots': () => ({
        body: { data: { podspots: rows.filter((r) => !(archived > 1 && r.id === 3)) }, archived_podspots: archived },
      }),
      'GET /earn/publishers': {
        body: {
          publishers: [
            { id: 10, name: 'Jazz', small_artwork: '' },
            { id: 11, name: 'Ocean', small_artwork: '' },
          ],
        },
      },
      'POST /earn/podspot/3/archive':
        typeof archive === 'function'
          ? archive
          : () => {
              archived = 2;
              return archive;
            },
    },
    { path: '/earn/campaigns', url },
  );
  cleanup = page.view.unmount;
  // Each campaign's card is headed by its name (h2).
  const cards = () => namesOf(page.root, 'heading', { level: 2 });
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  const tabs = () =>
    within(page.root)
      .getAllByRole('tab')
      .map((t) => t.textContent);
  /** A campaign card's row of one podcast, found by the row's expand button; undefined when the card has none. */
  const cardOf = (campaign: string) =>
    within(page.root)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { level: 2, name: campaign }))!;
  const rowOf = (campaign: string, podcast: string) =>
    within(cardOf(campaign))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: podcast }));
  // The rows by podspot id: 1 to 3 are on Jazz in three campaigns; 4 is Garden Hour's on Ocean.
  const where: Record<number, [string, string]> = {
    1: ['Run Club Radio', 'Jazz'],
    2: ['Money Notes', 'Jazz'],
    3: ['Garden Hour', 'Jazz'],
    4: ['Garden Hour', 'Ocean'],
  };
  const row = (id: number) => rowOf(...where[id])!;
  return { ...page, tabs, cards, row, rowOf, cardOf };
}

describe(`CampaignsPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the tabs with counts, the most relevant order, badges, row actions and the archived footer', async () => {
    const page = await setup('/earn/campaigns');
    expect(page.tabs()).toEqual(['All 4', 'Draft 1', 'Active 2', 'Inactive 1']);
    expect(page.cards()).toEqual(['Run Club Radio', 'Money Notes', 'Garden Hour']);
    // Within a campaign: active first.
    expect(namesOf(page.cardOf('Garden Hour'), 'button', { expanded: false })).toEqual(['Ocean', 'Jazz']);
    within(page.row(4)).getByText('Active');
    within(page.row(3)).getByText('Inactive');
    expect(page.row(1).textContent).toContain('Upload Podspot');
    // Pending: nothing to do but expand it.
    expect(namesOf(page.row(2), 'button')).toEqual(['Jazz']);
    expect(within(page.row(2)).queryAllByRole('link')).toEqual([]);
    expect(within(page.row(3)).getByRole('link').getAttribute('href')).toBe(
      '/earn/insights?podcast_id=10&advertiser_id=50',
    );
    within(page.row(3)).getByRole('button', { name: 'Archive for Garden Hour on Jazz' });
    expect(page.row(4).textContent).not.toContain('Archive');
    expect(within(page.root).getByRole('link', { name: /^Archived/ }).textContent).toBe('Archived 1');
  });

  it.each([
    ['?tab=draft', '/earn/campaigns?tab=draft', ['Run Club Radio']],
    ['?tab=pending', '/earn/campaigns?tab=pending', ['Money Notes']],
    ['?tab=bogus', '/earn/campaigns', ['Run Club Radio', 'Money Notes', 'Garden Hour']],
    ['?tab=all', '/earn/campaigns', ['Run Club Radio', 'Money Notes', 'Garden Hour']],
  ])('%s reads the tab from the address', async (search, location, cards) => {
    const page = await setup(`/earn/campaigns${search}`);
    await waitFor(() => expect(page.location()).toBe(location));
    expect(page.cards()).toEqual(cards);
    if (search === '?tab=pending') expect(page.tabs().at(-1)).toBe('Pending 1');
  });

  it('a tab click puts it in the address; All removes it', async () => {
    const page = await setup('/earn/campaigns');
    page.button('Inactive 1').click();
    await waitFor(() => expect(page.location()).toBe('/earn/campaigns?tab=inactive'));
    expect(page.cards()).toEqual(['Garden Hour']);
    page.button('All 4').click();
    await waitFor(() => expect(page.location()).toBe('/earn/campaigns'));
  });

  it('expands a row to its preview: the player, or the text when there is no audio', async () => {
    const page = await setup('/earn/campaigns');
    within(page.row(1)).getByRole('button', { name: 'Jazz' }).click();
    await waitFor(() => expect(page.row(1).textContent).toContain('No Podspot ad preview available'));
    within(page.row(2)).getByRole('button', { name: 'Jazz' }).click();
    await waitFor(() => expect(page.row(2).querySelector('audio')?.getAttribute('src')).toBe('/api/audio/2'));
  });

  it('archive: confirmation, toast with the archived link, the row leaves and the footer grows', async () => {
    const page = await setup('/earn/campaigns');
    page.button('Archive for Garden Hour on Jazz').click();
    await waitFor(() =>
      expect(page.text()).toContain(
        'Are you sure you want to archive this campaign? You can unarchive it later if needed.',
      ),
    );
    expect(within(dialog(page)).getByRole('heading', { level: 2, hidden: true }).textContent).toBe('Archive campaign');
    page.button('Archive').click();
    await waitFor(() => expect(within(page.root).queryByText('Campaign archived')).not.toBeNull());
    expect(within(page.root).getByRole('link', { name: 'View archived' }).getAttribute('href')).toBe(
      '/earn/campaigns/archived',
    );
    await waitFor(() => expect(page.rowOf('Garden Hour', 'Jazz')).toBeUndefined());
    expect(within(page.root).getByRole('link', { name: /^Archived/ }).textContent).toBe('Archived 2');
    expect(page.calls.find((c) => c.method === 'POST')?.body).toEqual({ archived: true });
  });

  it('archive failure: the documented toast, the modal closes, the row stays', async () => {
    const page = await setup('/earn/campaigns', { status: 500, body: { detail: { error: 'Injected.' } } });
    page.button('Archive for Garden Hour on Jazz').click();
    await waitFor(() => within(page.root).getByRole('dialog', { name: 'Archive campaign' })); // open
    page.button('Archive').click();
    await waitFor(() =>
      expect(
        within(within(page.root).getByRole('alert')).queryByText('Failed to archive campaign. Please try again.'),
      ).not.toBeNull(),
    );
    expect(within(page.root).queryByRole('dialog')).toBeNull(); // a closed dialog leaves the accessibility tree
    expect(page.rowOf('Garden Hour', 'Jazz')).toBeDefined();
  });
});
