import type { Builder } from './builder.ts';
import type { DemoAccounts } from './demo.ts';
import type { Random } from './random.ts';

const TARGET = { podcasts: 200, opportunities: 5000, podspots: 2000, days: 3 * 365 };

/** Scenario `large`: publisher@ at scale (200 podcasts, 5,000 opportunities, 2,000 podspots, 3 years of days). */
export async function addScale(b: Builder, random: Random, { publisher, advertiser }: DemoAccounts) {
  const owned = b.store.podcasts.filter((p) => p.owner_id === publisher.id);
  while (owned.length < TARGET.podcasts) owned.push(b.podcast(publisher, random.chance(0.8)));
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
  const existing = b.store.opportunities.filter((o) => owned.some((p) => p.id === o.publisher_podcast_id)).length;
  let podspots = b.store.podspots.filter((s) => owned.some((p) => p.id === s.publisher_podcast_id)).length;
  for (let i = existing; i < TARGET.opportunities; i++) {
    const campaign = campaigns[i % campaigns.length];
    const show = owned[Math.floor(i / campaigns.length) % owned.length];
    const opportunity = b.opportunity(
      campaign,
      show,
      random.chance(0.1) ? 'not_interested' : 'offered',
      random.int(1, 1000),
    );
    if (podspots < TARGET.podspots && opportunity.status === 'offered' && i % 2 === 0) {
      podspots++;
      const roll = random.next();
      if (roll < 0.7)
        b.podspot(opportunity, 'approved', roll < 0.5 ? 'active' : 'inactive', {
          audio: 'sample',
          liveDays: TARGET.days,
          stoppedDaysAgo: roll < 0.5 ? 0 : random.int(10, 300),
        });
      else if (roll < 0.8) b.podspot(opportunity, 'pending', null, { audio: 'sample' });
      else b.podspot(opportunity, 'draft', null, { archived: roll > 0.97 });
    }
  }
}
