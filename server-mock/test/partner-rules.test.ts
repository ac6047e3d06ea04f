import { describe, expect, it } from 'vitest';
import { parsePartnerAccount } from '../http/partner-account-input.ts';
import type { Campaign, OnboardingState } from '../state/models.ts';
import { passOverHostSteps } from '../state/partner-onboarding.ts';
import { campaignsToOffer } from '../state/partner-offers.ts';

const campaign = (id: number, cpm: number, budget = 1000, advertiser = 1) =>
  ({ id, cpm_cents: cpm, budget_cents: budget, advertiser_id: advertiser }) as Campaign;

describe('campaignsToOffer', () => {
  const ids = (...args: Parameters<typeof campaignsToOffer>) => campaignsToOffer(...args).map((c) => c.id);
  it.each([
    ['best paid first, then the oldest', [campaign(1, 20), campaign(2, 30), campaign(3, 30)], [], [], [2, 3, 1]],
    ['not a spent campaign', [campaign(1, 20), campaign(2, 30)], [[2, 1000]], [], [1]],
    ['one with budget left', [campaign(2, 30)], [[2, 999]], [], [2]],
    ['not the publisher’s own campaign', [campaign(1, 20), campaign(2, 30, 1000, 9)], [], [], [1]],
    ['not one offered on the podcast before', [campaign(1, 20), campaign(2, 30)], [], [2], [1]],
    ['at most six', Array.from({ length: 9 }, (_, i) => campaign(i + 1, 10 + i)), [], [], [9, 8, 7, 6, 5, 4]],
  ] as const)('%s', (_name, campaigns, spent, offered, expected) => {
    expect(ids([...campaigns], new Map(spent.map(([a, b]) => [a, b])), 9, new Set(offered))).toEqual(expected);
  });
});

describe('passOverHostSteps', () => {
  const at = (state: OnboardingState) => ({ state, completed: false });
  it.each([
    ['onboarding_setup_mirror', { feed_managed_by_partner: true }, 'onboarding_analyst_access'],
    [
      'onboarding_setup_mirror',
      { feed_managed_by_partner: true, analyst_access_confirmed: true },
      'onboarding_congratulations',
    ],
    ['onboarding_setup_mirror', { analyst_access_confirmed: true }, 'onboarding_setup_mirror'],
    ['onboarding_setup_mirror', undefined, 'onboarding_setup_mirror'],
    ['onboarding_analyst_access', { analyst_access_confirmed: true }, 'onboarding_congratulations'],
    [
      'onboarding_upload_first_podspot',
      { feed_managed_by_partner: true, analyst_access_confirmed: true },
      'onboarding_upload_first_podspot',
    ],
  ] as const)('%s with %j lands on %s', (state, podcast, expected) => {
    expect(passOverHostSteps(at(state), podcast)).toEqual(at(expected));
  });
});

describe('parsePartnerAccount', () => {
  const body = (podcasts: object[]) => ({
    external_id: ' cw_1 ',
    email: ' Maya@Castwave.TEST ',
    first_name: 'Maya',
    last_name: 'Ortiz',
    podcasts: podcasts as { name: string }[],
  });
  const detail = (podcasts: object[]) => {
    try {
      parsePartnerAccount(body(podcasts));
      return null;
    } catch (error) {
      return (error as { detail: Record<string, string> }).detail;
    }
  };

  it('trims, lower-cases the email and fills the flags', () => {
    expect(parsePartnerAccount(body([{ name: ' Show ', apple_id: 12 }]))).toEqual({
      external_id: 'cw_1',
      email: 'maya@castwave.test',
      first_name: 'Maya',
      last_name: 'Ortiz',
      podcasts: [{ name: 'Show', apple_id: 12, feed_managed_by_partner: false, analyst_access_confirmed: false }],
    });
  });
  it.each([
    [[{ name: 'A' }], 'podcasts[0]'],
    [[{ name: ' ', apple_id: 1 }], 'podcasts[0].name'],
    [[{ name: 'A', rss_url: 'javascript:alert(1)' }], 'podcasts[0].rss_url'],
    [[{ name: 'A', apple_id: 1, artwork_url: 'data:image/png;base64,AA' }], 'podcasts[0].artwork_url'],
    [
      [
        { name: 'A', rss_url: 'https://a.test/f' },
        { name: 'B', rss_url: 'https://a.test/f' },
      ],
      'podcasts[1]',
    ],
  ])('%j → 400 on %s', (podcasts, field) => {
    expect(Object.keys(detail(podcasts) ?? {})).toEqual([field]);
  });
});
