import { describe, expect, it } from 'vitest';
import { arrangeCampaigns, campaignPage, type CampaignChoice } from '@sdk/core/advertiser-campaigns-page.ts';
import { advertiserCampaignPage } from '../state/advertiser-campaigns-page.ts';
import { advertiserPodspotRecords } from '../state/advertiser.ts';
import { addCampaign, campaignScript } from '../state/campaigns.ts';
import { createListMemo, noMemo } from '../state/list-memo.ts';
import { inboxFacets, inboxPage } from '../state/opportunities-page.ts';
import { rejectedPage } from '../state/opportunities-rejected-page.ts';
import { stepAfterHostSteps } from '../state/partner-onboarding.ts';
import { campaign, opportunity, podcast, podspot, storeOf, user } from './state-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const at = (d: number) => `2026-11-${String(d).padStart(2, '0')}T00:00:00.000Z`;

/** Publisher 7 owns podcasts 1 and 2; campaigns 20 to 23 of advertiser 9 are offered on them. */
const world = () =>
  storeOf({
    podcasts: [podcast(1, 7), podcast(2, 7), podcast(3, 8), podcast(10, 9, { name: 'Ads' })],
    campaigns: [20, 21, 22, 23].map((id) => campaign(id, 10, { advertiser_id: 9, name: `C${id}` })),
    opportunities: [
      opportunity(30, 20, 1, { created_at: at(1) }),
      opportunity(31, 20, 2, { created_at: at(2) }),
      opportunity(32, 21, 1, { created_at: at(3) }),
      opportunity(33, 22, 2, { created_at: at(4) }),
      opportunity(34, 23, 1, { created_at: at(5), status: 'not_interested' }),
      opportunity(35, 23, 2, { created_at: at(6), status: 'not_interested' }),
      opportunity(36, 21, 3, { created_at: at(7) }),
      opportunity(37, 22, 1, { created_at: at(8), status: 'accepted' }),
    ],
  });
const query = (extra = {}) => ({
  advertiser: 'all',
  sort: 'recent' as const,
  rowLimit: 40,
  offset: 0,
  podcastId: undefined,
  ...extra,
});
const ids = (page: ReturnType<typeof inboxPage>) => page.data.opportunities.map((o) => o.id);

describe('the inbox page', () => {
  it('the offered opportunities in whole campaign groups, with counts and, on the first page, the facets', () => {
    const page = inboxPage(world(), 7, noMemo, query());
    expect(ids(page).sort()).toEqual([30, 31, 32, 33]);
    expect(page).toMatchObject({ total: 4, campaigns: 3, rejected_opportunities: 2 });
    expect(page.facets).toMatchObject({ advertisers_total: 3, podcasts_total: 2 });
    expect(inboxFacets(world(), 7, noMemo, undefined).advertisers).toHaveLength(3);
  });

  it('pages by groups: offset skips groups, rowLimit stops after the group that reaches it, campaignLimit caps', () => {
    const store = world();
    const all = ids(inboxPage(store, 7, noMemo, query()));
    const first = inboxPage(store, 7, noMemo, query({ rowLimit: 1 }));
    const rest = inboxPage(store, 7, noMemo, query({ offset: 1 }));
    expect([...ids(first), ...ids(rest)]).toEqual(all);
    expect(rest).not.toHaveProperty('facets');
    expect(rest.total).toBe(4);
    const capped = inboxPage(store, 7, noMemo, query({ campaignLimit: 1 }));
    expect(ids(capped)).toEqual(ids(first));
    expect(capped.campaigns).toBe(3);
    expect(ids(inboxPage(store, 7, noMemo, query({ campaignLimit: 0 })))).toEqual([]);
  });

  it('filters by advertiser and podcast; a scope makes one podcast the whole list', () => {
    const store = world();
    expect(ids(inboxPage(store, 7, noMemo, query({ advertiser: 'C20' }))).sort()).toEqual([30, 31]);
    const onTwo = inboxPage(store, 7, noMemo, query({ podcastId: 2 }));
    expect([ids(onTwo).sort(), onTwo.facets?.podcasts_total, onTwo.rejected_opportunities]).toEqual([[31, 33], 2, 2]);
    const scoped = inboxPage(store, 7, noMemo, query({ scopePodcastId: 2 }));
    expect([ids(scoped).sort(), scoped.facets?.podcasts_total, scoped.rejected_opportunities]).toEqual([
      [31, 33],
      1,
      1,
    ]);
    expect(inboxFacets(store, 7, noMemo, 2).podcasts.map((p) => p.id)).toEqual([2]);
  });

  it('a memo keeps each arrangement apart until cleared', () => {
    const store = world();
    const memo = createListMemo();
    expect(inboxPage(store, 7, memo, query()).total).toBe(4);
    expect(inboxPage(store, 7, memo, query({ advertiser: 'C21' })).total).toBe(1);
    expect(inboxPage(store, 7, memo, query({ podcastId: 1 })).total).toBe(2);
    expect(inboxPage(store, 7, memo, query({ scopePodcastId: 1 })).total).toBe(2);
    store.opportunities = [];
    expect(inboxPage(store, 7, memo, query()).total).toBe(4);
    memo.clear();
    expect(inboxPage(store, 7, memo, query()).total).toBe(0);
  });
});

describe('the not-interested page', () => {
  it('newest first, paged flat, with the counts of the whole list', () => {
    const store = world();
    const page = (extra: { podcastId?: number; offset?: number; limit?: number }) =>
      rejectedPage(store, 7, noMemo, { podcastId: undefined, offset: 0, limit: 10, ...extra });
    expect(page({})).toMatchObject({ total: 2, rejected_opportunities: 2 });
    expect(page({}).data.opportunities.map((o) => o.id)).toEqual([35, 34]);
    expect(page({ offset: 1 }).data.opportunities.map((o) => o.id)).toEqual([34]);
    expect(page({ limit: 1 }).data.opportunities.map((o) => o.id)).toEqual([35]);
    const one = page({ podcastId: 1 });
    expect([one.data.opportunities.map((o) => o.id), one.total, one.rejected_opportunities]).toEqual([[34], 1, 2]);
    const memo = createListMemo();
    const kept = (podcastId?: number) => rejectedPage(store, 7, memo, { podcastId, offset: 0, limit: 10 }).total;
    expect([kept(), kept(2)]).toEqual([2, 1]);
  });
});

describe('the advertiser’s campaigns page', () => {
  it('is the sdk/core page of the advertiser’s records', () => {
    const store = world();
    store.podspots.push(
      podspot(40, 20, 1, { created_at: at(1) }),
      podspot(41, 20, 2, { created_at: at(2) }),
      podspot(42, 21, 1, { created_at: at(3) }),
    );
    const choice: CampaignChoice = { podcast: 'all', sort: 'recent' };
    const memo = createListMemo();
    const page = advertiserCampaignPage(store, 9, { ...choice, offset: 0, rowLimit: 1 }, memo);
    const expected = campaignPage(arrangeCampaigns(advertiserPodspotRecords(store, 9), choice), 0, 1);
    expect(page).toEqual({
      data: { data: { podspots: expected.podspots } },
      total: expected.total,
      campaigns: expected.campaigns,
      campaign_figures: expected.figures,
    });
    expect(page.data.data.podspots.length).toBeGreaterThan(0);
    const names = (sort: CampaignChoice['sort'], podcast = 'all', offset = 0) =>
      advertiserCampaignPage(store, 9, { podcast, sort, offset, rowLimit: 10 }, memo).data.data.podspots.map(
        (p) => p.campaign_name,
      );
    expect([names('recent'), names('name'), names('recent', 'all', 1)]).toEqual([
      ['C21', 'C20', 'C20'],
      ['C20', 'C20', 'C21'],
      ['C20', 'C20'],
    ]);
    expect(names('recent', 'Podcast 2')).toEqual(['C20']);
    store.podspots = [];
    expect(advertiserCampaignPage(store, 9, { ...choice, offset: 0, rowLimit: 10 }, memo).total).toBe(page.total);
    expect(advertiserCampaignPage(store, 9, { ...choice, offset: 0, rowLimit: 10 }).total).toBe(0);
  });
});

describe('campaigns and the host’s onboarding steps', () => {
  it('a campaign’s script is written from the advertiser podcast', () => {
    const store = world();
    const made = addCampaign(store, store.podcasts[3], {
      advertiser_id: 9,
      advertiser_podcast_id: 10,
      name: 'New',
      budget_cents: 1,
      cpm_cents: 2,
      podspot_plus: true,
      created_at: at(9),
    });
    expect(Object.keys(made)).toEqual(Object.keys(campaign(1, 1)));
    expect(made).toMatchObject({ id: store.seq, name: 'New', created_at: at(9) });
    expect(made.script_html).toBe(campaignScript(store.podcasts[3]));
    expect(campaignScript(store.podcasts[3])).toBe(
      '<p>Say in your own voice why you enjoy <strong>Ads</strong>.</p>' +
        '<ul><li>Mention the host, Host 10.</li><li>Keep it under 60 seconds.</li></ul>',
    );
    expect(store.campaigns.at(-1)).toBe(made);
  });

  it('stepAfterHostSteps accepts the smart feed for the onboarding podspot when it passes that step', () => {
    const store = world();
    store.podcasts[0].feed_managed_by_partner = true;
    store.podspots.push(podspot(40, 20, 1, { audio_id: 'a' }));
    const ada = user(7, {
      onboarding: {
        state: 'onboarding_upload_first_podspot',
        completed: false,
        estimated_dls_per_ep: 0,
        podspot_id: 40,
      },
    });
    const mirror = { state: 'onboarding_setup_mirror' as const, completed: false };
    expect(stepAfterHostSteps(store, ada, mirror, NOW)).toEqual({
      state: 'onboarding_analyst_access',
      completed: false,
    });
    expect([store.podcasts[0].apple_feed_integrated, store.podspots[0].aasm_state]).toEqual([true, 'pending']);
    const other = world();
    other.podspots.push(podspot(40, 20, 1, { audio_id: 'a' }));
    expect(stepAfterHostSteps(other, ada, mirror, NOW)).toEqual(mirror);
    expect(other.podspots[0].aasm_state).toBe('draft');
    const analyst = { state: 'onboarding_analyst_access' as const, completed: false };
    other.podcasts[0].analyst_access_confirmed = true;
    other.podcasts[0].feed_managed_by_partner = true;
    expect(stepAfterHostSteps(other, ada, analyst, NOW)).toEqual({
      state: 'onboarding_congratulations',
      completed: false,
    });
    expect(other.podcasts[0].apple_feed_integrated).toBe(false);
    expect(stepAfterHostSteps(other, user(8), mirror, NOW)).toEqual(mirror);
  });
});
