import { describe, expect, it } from 'vitest';
import { dayOf } from '../state/dates.ts';
import { createListMemo } from '../state/list-memo.ts';
import {
  addPodspot,
  archivedCount,
  findOwnPodspot,
  integrateSmartFeed,
  offeredCampaign,
  podspotList,
  replaceAudio,
  rowsOf,
  setArchived,
  unarchivedFacts,
} from '../state/podspots.ts';
import { campaign, opportunity, podcast, podspot, series, storeOf, user } from './state-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = dayOf('2026-11-20');
const at = (d: string) => `2026-11-${d}T00:00:00.000Z`;

/** Publisher 7 owns podcasts 1 and 2, publisher 8 podcast 3; advertiser podcast 10 runs campaigns 20 and 21. */
const world = () =>
  storeOf({
    users: [
      user(7),
      user(8, { onboarding: { state: 'onboarding_congratulations', completed: true, estimated_dls_per_ep: 0 } }),
      user(9, { roles: ['advertiser'] }),
    ],
    podcasts: [podcast(1, 7, { apple_feed_integrated: true }), podcast(2, 7), podcast(3, 8), podcast(10, 9)],
    campaigns: [campaign(20, 10), campaign(21, 10), campaign(22, 10)],
    opportunities: [opportunity(30, 20, 1), opportunity(31, 21, 2), opportunity(32, 22, 3)],
    podspots: [
      podspot(40, 20, 1, { aasm_state: 'draft', created_at: at('01') }),
      podspot(41, 20, 1, { aasm_state: 'approved', status: 'active', created_at: at('05') }),
      podspot(42, 21, 2, { aasm_state: 'approved', status: 'inactive', created_at: at('03'), archived: true }),
      podspot(43, 21, 2, { aasm_state: 'pending', created_at: at('04') }),
      podspot(44, 21, 2, { aasm_state: 'draft', created_at: at('02'), audio_id: 'a' }),
      podspot(45, 22, 3, { aasm_state: 'draft' }),
    ],
    series: [series(41, DAY - 2, [100, 200, 300])],
  });

describe('the publisher’s campaigns list', () => {
  it.each([
    ['all', false, undefined, [41, 43, 44, 40]],
    ['draft', false, undefined, [44, 40]],
    ['active', false, undefined, [41, 43]],
    ['inactive', false, undefined, []],
    ['all', false, 2, [43, 44]],
    ['all', true, undefined, [42]],
    ['inactive', true, 2, [42]],
  ] as const)('tab %s, archived %s, podcast %s: %j', (tab, archived, podcastId, ids) => {
    const {
      rows,
      total,
      archivedCount: archivedRows,
    } = podspotList(world(), 7, { tab, archived, podcastId, offset: 0 }, NOW);
    expect([rows.map((r) => r.id), total, archivedRows]).toEqual([ids, ids.length, 1]);
  });

  it('pages with offset and limit; archived rows carry their monthly estimate', () => {
    const store = world();
    const page = (offset: number, limit?: number) =>
      podspotList(store, 7, { tab: 'all', archived: false, offset, limit }, NOW).rows.map((r) => r.id);
    expect([page(1), page(1, 2), page(3, 5)]).toEqual([[43, 44, 40], [43, 44], [40]]);
    const [archived] = podspotList(store, 7, { tab: 'all', archived: true, offset: 0 }, NOW).rows;
    expect(archived).toMatchObject({ id: 42, monthly_estimate: expect.any(Number) });
    const [live] = podspotList(store, 7, { tab: 'all', archived: false, offset: 0 }, NOW).rows;
    expect(live).not.toHaveProperty('monthly_estimate');
    expect(live.earnings_lifetime).toBe(6);
  });

  it('a memo keeps the lists until it is cleared', () => {
    const store = world();
    const memo = createListMemo();
    const query = { tab: 'all' as const, archived: false, offset: 0 };
    expect(podspotList(store, 7, query, NOW, memo).total).toBe(4);
    store.podspots.pop();
    store.podspots.splice(0, 1);
    expect(podspotList(store, 7, query, NOW, memo).total).toBe(4);
    memo.clear();
    expect(podspotList(store, 7, query, NOW, memo).total).toBe(3);
  });

  it('unarchivedFacts: what the list is arranged by, for every podcast or one', () => {
    const store = world();
    const facts = unarchivedFacts(store, 7, undefined, NOW);
    expect(facts.map((f) => f.id)).toEqual([40, 41, 43, 44]);
    expect(facts[1]).toEqual({
      id: 41,
      campaign_id: 20,
      campaign_name: 'Campaign 20',
      campaign_art_work: 'https://art/10.jpg',
      aasm_state: 'approved',
      status: 'active',
      created_at: at('05'),
      earnings_lifetime: 6,
      podspot_uploaded: false,
      apple_feed_integrated: true,
      publisher_podcast_id: 1,
      advertiser_podcast_id: 10,
      podspot: store.podspots[1],
    });
    expect(facts[3]).toMatchObject({ podspot_uploaded: true, apple_feed_integrated: false, earnings_lifetime: 0 });
    expect(unarchivedFacts(store, 7, 2, NOW).map((f) => f.id)).toEqual([43, 44]);
    expect(rowsOf(store, facts.slice(1, 2), NOW).map((r) => [r.id, r.earnings_lifetime])).toEqual([[41, 6]]);
    expect([archivedCount(store, 7), archivedCount(store, 8)]).toEqual([1, 0]);
  });

  it('finds its own podspots and the campaigns offered to it only', () => {
    const store = world();
    expect(findOwnPodspot(store, 7, '43')?.id).toBe(43);
    expect(findOwnPodspot(store, 7, '45')).toBeUndefined();
    expect(offeredCampaign(store, 7, '21')?.id).toBe(21);
    expect(offeredCampaign(store, 7, '22')).toBeUndefined();
    expect(offeredCampaign(store, 8, '22')?.id).toBe(22);
    expect(offeredCampaign(store, 7, '99')).toBeUndefined();
    store.opportunities = [];
    expect(offeredCampaign(store, 7, '21')?.id).toBe(21);
    store.podspots = [];
    expect(offeredCampaign(store, 7, '21')).toBeUndefined();
  });
});

describe('changing a podspot', () => {
  it.each([
    ['a draft', { aasm_state: 'draft' }, true],
    ['an inactive approved one', { aasm_state: 'approved', status: 'inactive' }, true],
    ['an active one', { aasm_state: 'approved', status: 'active' }, false],
    ['a pending one', { aasm_state: 'pending' }, false],
  ] as const)('archiving %s: %s; restoring always works', (_, fields, allowed) => {
    const p = podspot(40, 20, 1, fields);
    expect(setArchived(p, true)).toBe(allowed);
    expect(p.archived).toBe(allowed);
    expect(setArchived(p, false)).toBe(true);
    expect(p.archived).toBe(false);
    p.archived = true;
    expect(setArchived(p, true)).toBe(true);
  });

  it('new audio replaces the old file unless something else plays it, and moves a ready draft on', () => {
    const store = world();
    store.audio.push({ id: 'a', file_name: 'a.mp3', bytes: Buffer.from('a') });
    const draft = store.podspots[0];
    replaceAudio(store, draft, { bytes: Buffer.from('1'), fileName: 'my <first>.mp3' }, NOW);
    const first = draft.audio_id!;
    expect(store.audio.at(-1)).toEqual({ id: first, file_name: 'my _first_.mp3', bytes: Buffer.from('1') });
    expect([draft.aasm_state, draft.pending_since]).toEqual(['pending', NOW]);
    replaceAudio(store, draft, { bytes: Buffer.from('2'), fileName: '' }, NOW);
    expect(store.audio.map((a) => a.file_name)).toEqual(['a.mp3', 'podspot.mp3']);
    const other = store.podspots[4];
    replaceAudio(store, other, { bytes: Buffer.from('3'), fileName: `${'x'.repeat(200)}.mp3` }, NOW);
    expect(store.audio.at(-1)!.file_name).toBe(`${'x'.repeat(116)}.mp3`);
    expect(store.audio.map((a) => a.id)).not.toContain('a');
    expect(other.aasm_state).toBe('draft');
  });

  it('keeps a file another podspot plays, and the sample', () => {
    const store = world();
    store.audio.push(
      { id: 'a', file_name: 'a.mp3', bytes: Buffer.from('a') },
      { id: 'sample', file_name: 's', bytes: Buffer.from('') },
    );
    store.podspots[1].audio_id = 'a';
    replaceAudio(store, store.podspots[4], { bytes: Buffer.from('1'), fileName: 'n.mp3' }, NOW);
    store.podspots[3].audio_id = 'sample';
    replaceAudio(store, store.podspots[3], { bytes: Buffer.from('2'), fileName: 'm.mp3' }, NOW);
    expect(store.audio.map((a) => a.id).slice(0, 2)).toEqual(['a', 'sample']);
  });

  it('integrating the smart feed moves the podcast’s ready, unarchived drafts to pending', () => {
    const store = world();
    store.podspots.push(podspot(46, 21, 2, { audio_id: 'b', archived: true }), podspot(47, 20, 1, { audio_id: 'c' }));
    expect(integrateSmartFeed(store, store.podcasts[1], NOW).map((p) => p.id)).toEqual([44]);
    expect(store.podcasts[1].apple_feed_integrated).toBe(true);
    expect(store.podspots.find((p) => p.id === 46)!.aasm_state).toBe('draft');
    expect(store.podspots.find((p) => p.id === 47)!.aasm_state).toBe('draft');
  });

  it('addPodspot: a draft titled after the campaign and podcast, unless fields say otherwise', () => {
    const store = world();
    const made = addPodspot(store, store.opportunities[0], store.campaigns[0], store.podcasts[0], {
      description: 'd',
      estimated_dls_per_ep: 5,
      created_at: at('10'),
    });
    expect(made).toEqual({
      id: store.seq,
      opportunity_id: 30,
      campaign_id: 20,
      publisher_podcast_id: 1,
      aasm_state: 'draft',
      status: null,
      title: 'Campaign 20 on Podcast 1',
      description: 'd',
      audio_id: null,
      archived: false,
      estimated_dls_per_ep: 5,
      created_at: at('10'),
      pending_since: null,
    });
    const set = addPodspot(store, store.opportunities[0], store.campaigns[0], store.podcasts[0], {
      description: 'd',
      estimated_dls_per_ep: 5,
      created_at: at('10'),
      aasm_state: 'approved',
      status: 'active',
      audio_id: 'x',
      archived: true,
      pending_since: 3,
    });
    expect(set).toMatchObject({
      aasm_state: 'approved',
      status: 'active',
      audio_id: 'x',
      archived: true,
      pending_since: 3,
    });
  });
});
