import { randomBytes } from 'node:crypto';
import type {
  Campaign,
  OnboardingState,
  Opportunity,
  Podcast,
  Podspot,
  PodspotState,
  PodspotStatus,
  Role,
  User,
} from '../state/models.ts';
import { emptyStore, nextId, type Store } from '../state/store.ts';
import { isoOf, today } from '../state/dates.ts';
import { hashPassword } from '../state/passwords.ts';
import { addCampaign } from '../state/campaigns.ts';
import { addPodspot } from '../state/podspots.ts';
import type { CatalogueShow } from './catalogue.ts';
import type { Random } from './random.ts';

export const DEMO_PASSWORD = 'podspot-demo';

/** Writes a scenario into a fresh store; every helper returns the record it added. */
export function createBuilder(random: Random, catalogue: CatalogueShow[], nowMs: number) {
  const store: Store = emptyStore();
  const now = today(nowMs);
  let catalogueIndex = 0;
  let passwordHash: Promise<string> | null = null;

  // Every show of the catalogue is searchable; adding one to an account sets its owner.
  for (const show of catalogue) {
    store.podcasts.push({
      id: nextId(store),
      ...show,
      small_artwork: '',
      owner_id: null,
      smart_feed_token: randomBytes(8).toString('hex'),
      apple_feed_integrated: false,
      spotify_feed_integrated: false,
      estimated_dls_per_ep: random.int(800, 25_000),
    });
  }
  for (const p of store.podcasts) p.small_artwork = `/api/artwork/${p.id}.png`;
  // Lookups by id for podspot(): a linear search per podspot costs seconds on `xlarge` (20,000 podspots).
  const podcastsById = new Map(store.podcasts.map((p) => [p.id, p]));
  const campaignsById = new Map<number, Campaign>();

  return {
    store,
    now,
    async user(
      email: string,
      roles: Role[],
      state: OnboardingState,
      completed: boolean,
      extra: Partial<User> = {},
    ): Promise<User> {
      passwordHash ??= hashPassword(DEMO_PASSWORD);
      const [first, last] = email.split('@')[0].split('.');
      const user: User = {
        id: nextId(store),
        email,
        first_name: cap(first ?? 'Demo'),
        last_name: cap(last ?? 'User'),
        password_hash: await passwordHash,
        roles,
        is_admin: false,
        onboarding: { state, completed, estimated_dls_per_ep: 0 },
        created_at: new Date((now - 500) * 86_400_000).toISOString(),
        ...extra,
      };
      store.users.push(user);
      return user;
    },
    /** Takes the next unowned show of the catalogue and gives it to `owner`. */
    podcast(owner: User, integrated: boolean): Podcast {
      const podcast = store.podcasts[catalogueIndex++];
      podcast.owner_id = owner.id;
      podcast.apple_feed_integrated = integrated;
      podcast.spotify_feed_integrated = integrated && random.chance(0.5);
      return podcast;
    },
    campaign(
      advertiser: User,
      advertiserPodcast: Podcast,
      name: string,
      budgetDollars: number,
      cpmDollars: number,
      daysAgo: number,
    ): Campaign {
      const campaign = addCampaign(store, advertiserPodcast, {
        advertiser_id: advertiser.id,
        advertiser_podcast_id: advertiserPodcast.id,
        name,
        budget_cents: budgetDollars * 100,
        cpm_cents: cpmDollars * 100,
        podspot_plus: random.chance(0.3),
        created_at: isoAt(now - daysAgo, random),
      });
      campaignsById.set(campaign.id, campaign);
      return campaign;
    },
    opportunity(campaign: Campaign, podcast: Podcast, status: Opportunity['status'], daysAgo: number): Opportunity {
      const opportunity: Opportunity = {
        id: nextId(store),
        campaign_id: campaign.id,
        publisher_podcast_id: podcast.id,
        status,
        created_at: isoAt(now - daysAgo, random),
      };
      store.opportunities.push(opportunity);
      return opportunity;
    },
    /** An accepted opportunity's podspot; approved ones get daily figures from `liveDays` ago until today (or until it went inactive). */
    podspot(
      opportunity: Opportunity,
      state: PodspotState,
      status: PodspotStatus,
      opts: { audio?: string; archived?: boolean; liveDays?: number; stoppedDaysAgo?: number } = {},
    ): Podspot {
      const campaign = campaignsById.get(opportunity.campaign_id)!;
      const podcast = podcastsById.get(opportunity.publisher_podcast_id)!;
      opportunity.status = 'accepted';
      const podspot = addPodspot(store, opportunity, campaign, podcast, {
        aasm_state: state,
        status,
        description: `A ${random.int(30, 60)}-second read for ${campaign.name}, recorded by the host.`,
        audio_id: opts.audio ?? null,
        archived: opts.archived ?? false,
        estimated_dls_per_ep: podcast.estimated_dls_per_ep,
        created_at: opportunity.created_at,
        pending_since: state === 'pending' ? nowMs : null,
      });
      if (opts.liveDays)
        addSeries(store, random, podspot, campaign.cpm_cents, now - opts.liveDays, now - (opts.stoppedDaysAgo ?? 0));
      return podspot;
    },
    nextCatalogueShow: () => store.podcasts[catalogueIndex++],
  };
}

export type Builder = ReturnType<typeof createBuilder>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isoAt = (day: number, random: Random) =>
  `${isoOf(day)}T${String(random.int(8, 20)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`;

/** Advertisers pay the publisher's CPM plus the marketplace's 25 % margin. */
export const SPEND_PER_EARNING = 1.25;

function addSeries(
  store: Store,
  random: Random,
  podspot: Podspot,
  cpmCents: number,
  firstDay: number,
  lastDay: number,
) {
  const length = Math.max(0, lastDay - firstDay + 1);
  const series = {
    podspot_id: podspot.id,
    first_day: firstDay,
    impressions: new Int32Array(length),
    acquisitions: new Int32Array(length),
    acquired_downloads: new Int32Array(length),
    earnings_cents: new Int32Array(length),
    spend_cents: new Int32Array(length),
  };
  const perDay = podspot.estimated_dls_per_ep / 7;
  for (let i = 0; i < length; i++) {
    const weekday = (firstDay + i + 4) % 7; // 1970-01-01 was a Thursday
    const weekly = weekday === 1 || weekday === 2 ? 2.2 : 0.8; // episodes drop early in the week
    const impressions = Math.round(perDay * weekly * (0.6 + random.next() * 0.8));
    const earnings = Math.round((impressions * cpmCents) / 1000);
    series.impressions[i] = impressions;
    series.acquisitions[i] = Math.round(impressions * (0.01 + random.next() * 0.02));
    series.acquired_downloads[i] = Math.round(series.acquisitions[i] * (2 + random.next() * 3));
    series.earnings_cents[i] = earnings;
    series.spend_cents[i] = Math.round(earnings * SPEND_PER_EARNING);
  }
  store.series.push(series);
}
