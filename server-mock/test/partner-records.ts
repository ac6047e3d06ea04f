import type { PartnerAccountInput } from '../state/partner-accounts.ts';
import { campaign, podcast, podspot, series, storeOf, user } from './state-records.ts';

// The partner account tests' shared inputs (state-partners, state-partner-refusals): two platforms and a store of
// campaigns a new account's podcasts can be offered.
export const NOW = Date.parse('2026-11-20T12:00:00Z');
export const PARTNER = { id: 'pk_1', name: 'Castwave' };
export const OTHER = { id: 'pk_2', name: 'Other host' };
export const input = (extra: Partial<PartnerAccountInput> = {}): PartnerAccountInput => ({
  external_id: 'ext-1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  podcasts: [],
  ...extra,
});
export const show = (name: string, extra = {}) => ({
  name,
  feed_managed_by_partner: false,
  analyst_access_confirmed: false,
  ...extra,
});
/** Campaigns of advertiser 9 on podcast 10: 20 pays most, 23 has spent its budget. */
export const world = () =>
  storeOf({
    users: [user(9, { roles: ['advertiser'] })],
    podcasts: [podcast(10, 9), podcast(1, null, { rss_url: 'https://feeds/one' }), podcast(2, 5)],
    campaigns: [
      campaign(20, 10, { advertiser_id: 9, cpm_cents: 3000 }),
      campaign(21, 10, { advertiser_id: 9, cpm_cents: 1000 }),
      campaign(22, 10, { advertiser_id: 9, cpm_cents: 3000 }),
      campaign(23, 10, { advertiser_id: 9, cpm_cents: 5000, budget_cents: 100 }),
    ],
    podspots: [podspot(40, 23, 2)],
    series: [series(40, 100, [80])],
  });
