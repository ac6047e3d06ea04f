import { randomBytes } from 'node:crypto';
import { matchesTab, type CampaignTab } from '@sdk/core/campaign-tabs.ts';
import { monthlyEstimate } from '@sdk/core/estimates.ts';
import { canArchive, type CampaignRowFacts } from '@sdk/core/publisher-campaigns.ts';
import { today } from './dates.ts';
import { sumRange } from './facts.ts';
import { dollars } from './money.ts';
import { indexStore, podspotRow } from './earn-rows.ts';
import { moveToPendingIfReady } from './lifecycle.ts';
import { memoList, noMemo, type ListMemo } from './list-memo.ts';
import type { Campaign, Opportunity, Podcast, Podspot } from './models.ts';
import { newestFirst } from './order.ts';
import { ownedPodcastIds } from './publisher.ts';
import { nextId, type Store } from './store.ts';

/** The podspot of an accepted opportunity, a draft unless `fields` say otherwise; added to the store. */
export function addPodspot(
  store: Store,
  opportunity: Opportunity,
  campaign: Campaign,
  podcast: Podcast,
  fields: Pick<Podspot, 'description' | 'estimated_dls_per_ep' | 'created_at'> &
    Partial<Pick<Podspot, 'aasm_state' | 'status' | 'audio_id' | 'archived' | 'pending_since'>>,
): Podspot {
  const podspot: Podspot = {
    id: nextId(store),
    opportunity_id: opportunity.id,
    campaign_id: campaign.id,
    publisher_podcast_id: podcast.id,
    aasm_state: fields.aasm_state ?? 'draft',
    status: fields.status ?? null,
    title: `${campaign.name} on ${podcast.name}`,
    description: fields.description,
    audio_id: fields.audio_id ?? null,
    archived: fields.archived ?? false,
    estimated_dls_per_ep: fields.estimated_dls_per_ep,
    created_at: fields.created_at,
    pending_since: fields.pending_since ?? null,
  };
  store.podspots.push(podspot);
  return podspot;
}

/** One of the publisher's podspots by the id in a path; undefined for anyone else's, so ids do not leak. */
export function findOwnPodspot(store: Store, userId: number, rawId: string): Podspot | undefined {
  const owned = ownedPodcastIds(store, userId);
  return store.podspots.find((p) => String(p.id) === rawId && owned.has(p.publisher_podcast_id));
}

export type PodspotListQuery = {
  archived: boolean;
  podcastId?: number;
  tab: CampaignTab;
  offset: number;
  limit?: number;
};

type StoreIndex = ReturnType<typeof indexStore>;
type OwnPodspots = { listed: Podspot[]; archived: Podspot[] };
/** The store's lookups (one entry per state version). */
const INDEX = memoList<null, StoreIndex>('podspots index', () => '');
/** A publisher's podspots, by user id; then one list's rows; then the facts the campaigns list is arranged by. */
const OWN = memoList<number, OwnPodspots>('own podspots', String);
const LISTED = memoList<{ userId: number; archived: boolean; podcastId?: number; tab: CampaignTab }, Podspot[]>(
  'listed podspots',
  (k) => `${k.userId} ${k.archived} ${k.podcastId ?? 'all'} ${k.tab}`,
);
const FACTS = memoList<{ userId: number; podcastId?: number; day: number }, CampaignFacts[]>(
  'podspot facts',
  (k) => `${k.userId} ${k.podcastId ?? 'all'} ${k.day}`,
);

/** The store's lookups, made once per state version (a map of every podcast, campaign and series on `xlarge`). */
const storeIndex = (store: Store, memo: ListMemo) => memo.get(store, INDEX, null, () => indexStore(store));

/** The publisher's podspots, archived or not, and how many are archived (every podcast). */
function ownPodspots(store: Store, userId: number, memo: ListMemo): OwnPodspots {
  return memo.get(store, OWN, userId, () => {
    const owned = ownedPodcastIds(store, userId);
    const mine = store.podspots.filter((p) => owned.has(p.publisher_podcast_id));
    return {
      listed: mine.filter((p) => !p.archived),
      archived: mine.filter((p) => p.archived),
    };
  });
}

/**
 * The publisher's campaigns page: podspots of one tab (sdk/core's rule), newest first, one page of them; `total` is the
 * list's length before paging, `archivedCount` counts every podcast. Archived rows carry their monthly estimate.
 */
export function podspotList(store: Store, userId: number, query: PodspotListQuery, nowMs: number, memo = noMemo) {
  const own = ownPodspots(store, userId, memo);
  const listed = memo.get(store, LISTED, { userId, ...query }, () =>
    (query.archived ? own.archived : own.listed)
      .filter(
        (p) =>
          (query.podcastId === undefined || p.publisher_podcast_id === query.podcastId) && matchesTab(p, query.tab),
      )
      .sort(newestFirst),
  );
  const page =
    query.limit === undefined ? listed.slice(query.offset) : listed.slice(query.offset, query.offset + query.limit);
  const ix = storeIndex(store, memo);
  const day = today(nowMs);
  const rows = page.map((p) => {
    const row = podspotRow(ix, p, day);
    return query.archived ? { ...row, monthly_estimate: monthlyEstimate(row.estimated_dls_per_ep, row.cpm) } : row;
  });
  return { rows, total: listed.length, archivedCount: own.archived.length };
}

/** What the campaigns list arranges by (sdk/core CampaignRowFacts), with the podspot its row is made from. */
export type CampaignFacts = CampaignRowFacts & { podspot: Podspot };

/**
 * The unarchived podspots of the publisher (of one podcast, or every one) as the facts the list is arranged by, on
 * `nowMs`'s day: only these fields, since every change rebuilds them for 20,000 podspots on `xlarge`; the rows of a page
 * are made from `podspot` afterwards.
 */
export function unarchivedFacts(
  store: Store,
  userId: number,
  podcastId: number | undefined,
  nowMs: number,
  memo = noMemo,
): CampaignFacts[] {
  const day = today(nowMs);
  return memo.get(store, FACTS, { userId, podcastId, day }, () => {
    const ix = storeIndex(store, memo);
    return ownPodspots(store, userId, memo)
      .listed.filter((p) => podcastId === undefined || p.publisher_podcast_id === podcastId)
      .map((p) => {
        const campaign = ix.campaigns.get(p.campaign_id)!;
        const series = ix.series.get(p.id);
        return {
          id: p.id,
          campaign_id: p.campaign_id,
          campaign_name: campaign.name,
          campaign_art_work: ix.podcasts.get(campaign.advertiser_podcast_id)!.small_artwork,
          aasm_state: p.aasm_state,
          status: p.status,
          created_at: p.created_at,
          earnings_lifetime: series ? dollars(sumRange(series, 'earnings_cents', series.first_day, day)) : 0,
          podspot_uploaded: p.audio_id !== null,
          apple_feed_integrated: ix.podcasts.get(p.publisher_podcast_id)!.apple_feed_integrated,
          publisher_podcast_id: p.publisher_podcast_id,
          advertiser_podcast_id: campaign.advertiser_podcast_id,
          podspot: p,
        };
      });
  });
}

/** The rows of a page of facts, as GET /earn/podspots answers them. */
export function rowsOf(store: Store, facts: readonly CampaignFacts[], nowMs: number, memo = noMemo) {
  const ix = storeIndex(store, memo);
  const day = today(nowMs);
  return facts.map((f) => podspotRow(ix, f.podspot, day));
}

/** How many of the publisher's podspots are archived, every podcast (the footer's count). */
export const archivedCount = (store: Store, userId: number, memo = noMemo) =>
  ownPodspots(store, userId, memo).archived.length;

/** Archives or restores a podspot; false when archiving is not allowed in its state (sdk/core's rule). */
export function setArchived(podspot: Podspot, archived: boolean): boolean {
  if (archived && !podspot.archived && !canArchive(podspot)) return false;
  podspot.archived = archived;
  return true;
}

/**
 * A draft's new audio: kept in memory under a random id (the client's file name is a label only), the file it replaces
 * dropped when nothing else plays it; the draft moves on to pending when its feed is integrated too.
 */
export function replaceAudio(
  store: Store,
  podspot: Podspot,
  file: { bytes: Buffer; fileName: string },
  nowMs: number,
): void {
  const id = randomBytes(12).toString('hex');
  const fileName = file.fileName.replace(/[^\w. -]/g, '_').slice(-120) || 'podspot.mp3';
  store.audio.push({ id, file_name: fileName, bytes: file.bytes });
  const previous = podspot.audio_id;
  podspot.audio_id = id;
  if (previous && previous !== 'sample' && !store.podspots.some((p) => p.audio_id === previous)) {
    store.audio = store.audio.filter((a) => a.id !== previous);
  }
  moveToPendingIfReady(
    podspot,
    store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)!,
    nowMs,
  );
}

/** The publisher put the smart feed in place: its ready drafts go pending (archived ones stay where they were put). */
export function integrateSmartFeed(store: Store, podcast: Podcast, nowMs: number): Podspot[] {
  podcast.apple_feed_integrated = true;
  return store.podspots.filter(
    (p) => p.publisher_podcast_id === podcast.id && !p.archived && moveToPendingIfReady(p, podcast, nowMs),
  );
}

/** A campaign by the id in a path, once it was offered on one of the publisher's podcasts (then it is their business). */
export function offeredCampaign(store: Store, userId: number, rawId: string): Campaign | undefined {
  const owned = ownedPodcastIds(store, userId);
  const campaign = store.campaigns.find((c) => String(c.id) === rawId);
  const offered = (o: { campaign_id: number; publisher_podcast_id: number }) =>
    o.campaign_id === campaign?.id && owned.has(o.publisher_podcast_id);
  return campaign && (store.opportunities.some(offered) || store.podspots.some(offered)) ? campaign : undefined;
}
