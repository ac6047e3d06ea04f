import { describe, expect, it } from 'vitest';
import { arrangeCampaigns, campaignPage, cardsOfPage, rowsOf, type CampaignChoice } from './advertiser-campaigns-page';
import type { CampaignRecord } from './advertiser-campaigns';

let nextId = 1;
const record = (campaign: number, podcast: string, spend: number, day: number): CampaignRecord => ({
  id: nextId++,
  campaign_id: campaign,
  campaign_name: `Campaign ${campaign}`,
  campaign_art_work: 'a.svg',
  budget: 1000 * campaign,
  spend_lifetime: spend,
  created_at: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  publisher_podcast_name: podcast,
  advertiser_podcast_id: 7,
  aasm_state: 'approved',
  status: 'active',
});

// Campaign 2 runs on three podcasts, 1 and 3 on two; Jazz is on 1 and 2.
const records = [
  record(2, 'Jazz', 300, 20),
  record(2, 'Garden', 50, 19),
  record(3, 'Garden', 900, 18),
  record(1, 'Jazz', 10, 12),
  record(2, 'Books', 25, 11),
  record(1, 'Books', 5, 10),
  record(3, 'Books', 100, 9),
];

describe('arrangeCampaigns', () => {
  it.each<[CampaignChoice, number[], number[]]>([
    [{ podcast: 'all', sort: 'recent' }, [2, 3, 1], [3, 2, 2]],
    [{ podcast: 'all', sort: 'spend_desc' }, [3, 2, 1], [2, 3, 2]],
    [{ podcast: 'Jazz', sort: 'name' }, [1, 2], [2, 3]],
    [{ podcast: 'Nowhere', sort: 'name' }, [], []],
  ])('%o: campaigns %o, each counting the podcasts of the whole campaign %o', (choice, order, podcasts) => {
    const arranged = arrangeCampaigns(records, choice);
    expect(arranged.map((g) => g.id)).toEqual(order);
    expect(arranged.map((g) => g.podcasts)).toEqual(podcasts);
  });

  it("keeps the whole campaign's spend and progress under a podcast filter", () => {
    const [one] = arrangeCampaigns(records, { podcast: 'Jazz', sort: 'name' });
    expect(one.podspots.map((p) => p.publisher_podcast_name)).toEqual(['Jazz']);
    expect({ spend: one.spend, budget: one.budget, progress: one.progress }).toEqual({
      spend: 15,
      budget: 1000,
      progress: 2,
    });
  });
});

describe('campaignPage and cardsOfPage', () => {
  it.each<[CampaignChoice, number, number]>([
    [{ podcast: 'all', sort: 'recent' }, 0, 1],
    [{ podcast: 'all', sort: 'recent' }, 1, 4],
    [{ podcast: 'all', sort: 'name' }, 2, 40],
    [{ podcast: 'Jazz', sort: 'spend_asc' }, 0, 1],
    [{ podcast: 'Books', sort: 'recent' }, 1, 2],
    [{ podcast: 'all', sort: 'recent' }, 5, 40],
  ])('%o from %i, %i rows: the cards equal the arranged list cut there', (choice, offset, rows) => {
    const arranged = arrangeCampaigns(records, choice);
    const page = campaignPage(arranged, offset, rows);
    const cards = cardsOfPage(page.podspots, page.figures);
    let drawn = 0;
    const expected = arranged
      .slice(offset)
      .filter((g) => (drawn >= rows ? false : ((drawn += g.podspots.length), true)));
    expect(cards.map(({ latest: _, ...card }) => card)).toEqual(expected.map(({ latest: _, ...card }) => card));
    expect(page.total).toBe(rowsOf(arranged));
    expect(page.campaigns).toBe(arranged.length);
  });
});
