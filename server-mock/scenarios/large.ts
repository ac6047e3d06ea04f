import type { Campaign, Podcast, User } from '../state/models.ts';
import type { Builder } from './builder.ts';
import type { DemoAccounts } from './demo.ts';
import type { Random } from './random.ts';

/** How big a scaled scenario makes publisher@ and advertiser@. */
export type ScaleTarget = {
  podcasts: number;
  opportunities: number;
  podspots: number;
  /** Days of figures of every approved podspot, up to today. */
  days: number;
  /** Campaigns advertiser@ runs in all, made up with new ones when it has fewer; 0 keeps `large` as it always was. */
  advertiserCampaigns: number;
};

export const LARGE: ScaleTarget = {
  podcasts: 200,
  opportunities: 5000,
  podspots: 2000,
  days: 3 * 365,
  advertiserCampaigns: 0,
};
export const XLARGE: ScaleTarget = {
  podcasts: 2000,
  opportunities: 50_000,
  podspots: 20_000,
  days: 3 * 365,
  advertiserCampaigns: 2000,
};

/** Shows advertiser@ runs its extra campaigns for (50 campaigns per show). */
const CAMPAIGNS_PER_ADVERTISER_SHOW = 50;

/**
 * Scenarios `large` and `xlarge`: publisher@ at scale (podcasts, opportunities, podspots with years of daily figures),
 * offered by 20 sponsors and advertiser@. The order of random draws of `large` must not change: its data is the same
 * on every load.
 */
export async function addScale(
  b: Builder,
  random: Random,
  { publisher, advertiser }: DemoAccounts,
  target: ScaleTarget,
) {
  const owned = b.store.podcasts.filter((p) => p.owner_id === publisher.id);
  while (owned.length < target.podcasts) owned.push(b.podcast(publisher, random.chance(0.8)));
  const sponsors = [advertiser];
  for (let i = 1; i <= 20; i++)
    sponsors.push(await b.user(`sponsor${i}@podspot.test`, ['advertiser'], 'advertiser_congratulations', true));
  const campaigns = sponsors.flatMap((sponsor, i) => {
    const show = b.nextCatalogueShow();
    show.owner_id = sponsor.id;
    return Array.from({ length: 5 }, (_, k) =>
      b.campaign(
        sponsor,
        show,
        `${show.name} Spring ${2024 + (k % 3)}`,
        random.int(20, 200) * 1000,
        random.int(15, 45),
        1100 - (i * 5 + k) * 10,
      ),
    );
  });
  const running = b.store.campaigns.filter((c) => c.advertiser_id === advertiser.id).length;
  campaigns.push(...advertiserCampaigns(b, random, advertiser, Math.max(0, target.advertiserCampaigns - running)));
  const ownedIds = new Set(owned.map((p) => p.id));
  const existing = b.store.opportunities.filter((o) => ownedIds.has(o.publisher_podcast_id)).length;
  let podspots = b.store.podspots.filter((s) => ownedIds.has(s.publisher_podcast_id)).length;
  for (let i = existing; i < target.opportunities; i++) {
    const campaign = campaigns[i % campaigns.length];
    const show = owned[Math.floor(i / campaigns.length) % owned.length];
    const opportunity = b.opportunity(
      campaign,
      show,
      random.chance(0.1) ? 'not_interested' : 'offered',
      random.int(1, 1000),
    );
    if (podspots < target.podspots && opportunity.status === 'offered' && i % 2 === 0) {
      podspots++;
      const roll = random.next();
      if (roll < 0.7)
        b.podspot(opportunity, 'approved', roll < 0.5 ? 'active' : 'inactive', {
          audio: 'sample',
          liveDays: target.days,
          stoppedDaysAgo: roll < 0.5 ? 0 : random.int(10, 300),
        });
      else if (roll < 0.8) b.podspot(opportunity, 'pending', null, { audio: 'sample' });
      else b.podspot(opportunity, 'draft', null, { archived: roll > 0.97 });
    }
  }
}

/** advertiser@'s extra campaigns, spread over shows of its own taken from the catalogue, created over 3 years. */
function advertiserCampaigns(b: Builder, random: Random, advertiser: User, count: number): Campaign[] {
  const shows: Podcast[] = [];
  return Array.from({ length: count }, (_, i) => {
    if (i % CAMPAIGNS_PER_ADVERTISER_SHOW === 0) {
      const show = b.nextCatalogueShow();
      show.owner_id = advertiser.id;
      shows.push(show);
    }
    const show = shows[shows.length - 1];
    return b.campaign(
      advertiser,
      show,
      `${show.name} ${['Spring', 'Summer', 'Autumn', 'Winter'][i % 4]} ${2024 + (i % 3)} #${i + 1}`,
      random.int(20, 200) * 1000,
      random.int(15, 45),
      random.int(1, 3 * 365),
    );
  });
}
