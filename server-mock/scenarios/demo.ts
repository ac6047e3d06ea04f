import type { Campaign, Podcast, User } from '../state/models.ts';
import { nextId } from '../state/store.ts';
import { dayOf, isoOf } from '../state/dates.ts';
import { arrivalIso } from '../state/payout-dates.ts';
import type { Builder } from './builder.ts';
import type { Random } from './random.ts';

const CAMPAIGN_NAMES = [
  'Deep Sea Stories',
  'Founders at Dawn',
  'The Jazz Cellar',
  'Garden Hour',
  'Tiny Kitchen',
  'Orbit Weekly',
  'Run Club Radio',
  'Money Notes',
  'Cinema Files',
  'Chess Lab',
  'Poetry Club',
  'Climate Digest',
];

/** Accounts of the demo table (server-mock/README.md#scenarios), with nothing else: scenario `empty`. */
export async function addDemoAccounts(b: Builder) {
  return {
    publisher: await b.user('publisher@podspot.test', ['publisher'], 'onboarding_congratulations', true),
    advertiser: await b.user('advertiser@podspot.test', ['advertiser'], 'advertiser_congratulations', true),
    both: await b.user('both@podspot.test', ['publisher', 'advertiser'], 'onboarding_congratulations', true),
    network: await b.user('network@podspot.test', ['publisher', 'network'], 'network_congratulations', true),
    newpub: await b.user('newpub@podspot.test', ['publisher'], 'onboarding_get_started', false),
    newadv: await b.user('newadv@podspot.test', ['advertiser'], 'advertiser_get_started', false),
    nopayout: await b.user('nopayout@podspot.test', ['publisher'], 'onboarding_congratulations', true),
    admin: await b.user('admin@podspot.test', [], 'onboarding_congratulations', true, { is_admin: true }),
  };
}
export type DemoAccounts = Awaited<ReturnType<typeof addDemoAccounts>>;

/** Scenario `demo`: every account of server-mock/README.md#scenarios in the state its row describes. */
export async function buildDemo(b: Builder, random: Random): Promise<DemoAccounts> {
  const accounts = await addDemoAccounts(b);
  const { publisher, advertiser, both, network, nopayout } = accounts;

  const brands = [];
  for (let i = 1; i <= 3; i++)
    brands.push(await b.user(`brand${i}@podspot.test`, ['advertiser'], 'advertiser_congratulations', true));
  const otherPublishers = [];
  for (let i = 1; i <= 8; i++)
    otherPublishers.push(await b.user(`host${i}@podspot.test`, ['publisher'], 'onboarding_congratulations', true));

  const pubShows = [b.podcast(publisher, true), b.podcast(publisher, true), b.podcast(publisher, false)];
  const bothShows = [b.podcast(both, true), b.podcast(both, false)];
  const networkShows = Array.from({ length: 14 }, (_, i) => b.podcast(network, i % 3 !== 0));
  const nopayoutShow = b.podcast(nopayout, true);
  const otherShows = otherPublishers.flatMap((u) => [b.podcast(u, true), b.podcast(u, random.chance(0.7))]);

  let nameIndex = 0;
  const campaignsOf = (owner: User, count: number, firstAgo: number) => {
    const ownShow = b.podcast(owner, false);
    return Array.from({ length: count }, (_, i) =>
      b.campaign(
        owner,
        ownShow,
        CAMPAIGN_NAMES[nameIndex++ % CAMPAIGN_NAMES.length],
        5000,
        random.int(18, 40),
        firstAgo - i * 37,
      ),
    );
  };
  const advCampaigns = campaignsOf(advertiser, 4, 420);
  const bothCampaigns = campaignsOf(both, 2, 300);
  const brandCampaigns = brands.flatMap((brand, i) => campaignsOf(brand, 2, 200 - i * 50));

  // The advertisers' campaigns run on many publishers' shows, with a year of daily figures.
  for (const campaign of [...advCampaigns, ...bothCampaigns]) {
    const shows = [...otherShows.slice(0, 6 + (campaign.id % 5)), pubShows[1], networkShows[0]];
    for (const show of shows) {
      const opportunity = b.opportunity(campaign, show, 'offered', daysAgo(b, campaign) - 1);
      const roll = random.next();
      if (roll < 0.7)
        b.podspot(opportunity, 'approved', roll < 0.55 ? 'active' : 'inactive', {
          audio: 'sample',
          liveDays: Math.min(400, daysAgo(b, campaign) - 3),
          stoppedDaysAgo: roll < 0.55 ? 0 : 20,
        });
      else if (roll < 0.8) b.podspot(opportunity, 'pending', null, { audio: 'sample' });
      else if (roll < 0.9) b.podspot(opportunity, 'draft', null);
    }
  }

  // publisher@: offers across several campaigns (some rejected) and a podspot in every state.
  const offerCampaigns = [...brandCampaigns, ...bothCampaigns, advCampaigns[3]];
  offerCampaigns.forEach((campaign, i) => {
    for (const show of pubShows.slice(0, 1 + (i % 3))) {
      if (show === pubShows[1] && (advCampaigns.includes(campaign) || bothCampaigns.includes(campaign))) continue;
      b.opportunity(campaign, show, i % 4 === 3 ? 'not_interested' : 'offered', 2 + i * 3);
    }
  });
  const stateOf = (campaign: Campaign, show: Podcast) => b.opportunity(campaign, show, 'offered', 40);
  b.podspot(stateOf(brandCampaigns[0], pubShows[2]), 'draft', null);
  b.podspot(stateOf(brandCampaigns[1], pubShows[2]), 'draft', null, { audio: 'sample' });
  b.podspot(stateOf(brandCampaigns[2], pubShows[0]), 'draft', null);
  b.podspot(stateOf(brandCampaigns[3], pubShows[0]), 'pending', null, { audio: 'sample' });
  b.podspot(stateOf(advCampaigns[0], pubShows[0]), 'approved', 'active', { audio: 'sample', liveDays: 400 });
  b.podspot(stateOf(advCampaigns[1], pubShows[0]), 'approved', 'inactive', {
    audio: 'sample',
    liveDays: 300,
    stoppedDaysAgo: 45,
  });
  b.podspot(stateOf(brandCampaigns[4], pubShows[2]), 'draft', null, { archived: true });
  b.podspot(stateOf(advCampaigns[2], pubShows[0]), 'approved', 'inactive', {
    audio: 'sample',
    liveDays: 200,
    stoppedDaysAgo: 90,
    archived: true,
  });

  // both@ and network@ earn too; nopayout@ has earnings but no payout account.
  for (const show of [...bothShows, networkShows[1], networkShows[2], nopayoutShow]) {
    b.podspot(b.opportunity(brandCampaigns[5], show, 'offered', 150), 'approved', 'active', {
      audio: 'sample',
      liveDays: 140,
    });
    b.opportunity(brandCampaigns[0], show, 'offered', 10);
  }

  settleMoney(b, [publisher, both, network, nopayout, ...otherPublishers], [advertiser, both, ...brands]);
  for (const user of [publisher, both, network, ...otherPublishers]) {
    b.store.payoutAccounts.push({
      user_id: user.id,
      country_code: 'US',
      onboarded: true,
      link_token: `done-${user.id}`,
    });
  }
  return accounts;
}

const daysAgo = (b: Builder, campaign: Campaign) => b.now - Math.floor(Date.parse(campaign.created_at) / 86_400_000);

/**
 * Earnings become available at the end of each calendar month: one ledger credit per closed month,
 * less a withdrawal now and then. Advertisers prepay: deposits cover spend with room to spare, and a
 * campaign's budget is set above what it has spent.
 */
function settleMoney(b: Builder, publishers: User[], advertisers: User[]) {
  const { store } = b;
  const monthOf = (day: number) => isoOf(day).slice(0, 7);
  const thisMonth = monthOf(b.now);
  const earned = new Map<string, number>();
  const spent = new Map<number, number>();
  for (const series of store.series) {
    const podspot = store.podspots.find((p) => p.id === series.podspot_id)!;
    const owner = store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)!.owner_id!;
    for (let i = 0; i < series.earnings_cents.length; i++) {
      const month = monthOf(series.first_day + i);
      if (month !== thisMonth)
        earned.set(`${owner}|${month}`, (earned.get(`${owner}|${month}`) ?? 0) + series.earnings_cents[i]);
    }
    spent.set(
      podspot.campaign_id,
      (spent.get(podspot.campaign_id) ?? 0) + series.spend_cents.reduce((s, v) => s + v, 0),
    );
  }
  for (const [key, cents] of [...earned].sort(([a], [b2]) => a.localeCompare(b2))) {
    const [userId, month] = key.split('|');
    const created = `${nextMonthFirst(month)}T06:00:00.000Z`;
    store.ledger.push({
      id: nextId(store),
      user_id: Number(userId),
      created_at: created,
      description: `Earnings for ${monthName(month)}`,
      amount_cents: cents,
      kind: 'earning',
    });
  }
  for (const user of publishers) {
    const credits = store.ledger.filter((e) => e.user_id === user.id);
    credits
      .filter((_, i) => i % 3 === 2)
      .forEach((credit) => {
        const created = credit.created_at.replace('06:00', '09:30');
        const arrival = arrivalIso(created);
        store.ledger.push({
          id: nextId(store),
          user_id: user.id,
          created_at: created,
          description: 'Withdrawal to bank account',
          amount_cents: -Math.floor((credit.amount_cents * 1.5) / 100) * 100,
          kind: 'withdrawal',
          // Paid already when its arrival has come: a partner registering webhooks hears of no old payout.
          ...(dayOf(arrival.slice(0, 10)) <= b.now ? { paid_at: arrival } : {}),
        });
      });
  }
  for (const user of advertisers) {
    const campaigns = store.campaigns.filter((c) => c.advertiser_id === user.id);
    let total = 0;
    for (const c of campaigns) {
      const s = spent.get(c.id) ?? 0;
      c.budget_cents = Math.max(500_000, Math.ceil((s * 1.4) / 100_000) * 100_000);
      total += c.budget_cents;
    }
    const first = campaigns.map((c) => c.created_at).sort()[0] ?? new Date().toISOString();
    store.budget.push({
      id: nextId(store),
      user_id: user.id,
      created_at: first,
      description: 'Prepaid budget deposit',
      amount_cents: total,
      kind: 'budget_deposit',
    });
  }
}

const nextMonthFirst = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
