import { describe, expect, it } from 'vitest';
import { afterSignIn, decide, homeOf, type SessionUser } from './guard';

const user = (role: string[], completed = true): SessionUser => ({
  role,
  onboarding: { completed, current_state: completed ? 'onboarding_congratulations' : 'onboarding_get_started' },
});
const publisher = user(['publisher']);
const advertiser = user(['advertiser']);
const both = user(['publisher', 'advertiser']);
const newcomer = user(['publisher'], false);
const admin = user([]);

describe('decide', () => {
  it.each<[string, SessionUser | null, string]>([
    ['/earn', null, 'redirect /login'],
    ['/settings', null, 'redirect /login'],
    ['/login', null, 'render'],
    ['/', null, 'render'],
    ['/publisher/signup', null, 'render'],
    ['/reset-password', null, 'render'],
    ['/link-account', null, 'redirect /login'],
    ['/link-account', newcomer, 'render'],
    ['/link-account', publisher, 'render'],
    ['/link-account', advertiser, 'render'],
    ['/earn', newcomer, 'redirect /onboarding'],
    ['/settings', newcomer, 'redirect /onboarding'],
    ['/onboarding', newcomer, 'render'],
    ['/onboarding', publisher, 'redirect /earn'],
    ['/onboarding', advertiser, 'redirect /advertise/campaigns'],
    ['/login', publisher, 'redirect /earn'],
    ['/login', advertiser, 'redirect /advertise/campaigns'],
    ['/publisher/signup', publisher, 'redirect /earn'],
    ['/advertiser/signup', advertiser, 'redirect /advertise/campaigns'],
    ['/signup/invite', publisher, 'redirect /publisher/dashboard'],
    ['/earn/opportunities', publisher, 'render'],
    ['/earn/insights', advertiser, 'deny'],
    ['/advertise/campaigns', publisher, 'deny'],
    ['/advertise/insights', both, 'render'],
    ['/advertise', advertiser, 'redirect /advertise/campaigns'],
    ['/advertise', both, 'redirect /advertise/campaigns'],
    ['/advertise', publisher, 'promo'],
    ['/advertise', admin, 'redirect /earn'],
    ['/billing', publisher, 'redirect /billing/earnings'],
    ['/billing', advertiser, 'redirect /billing/advertising'],
    ['/billing/earnings', advertiser, 'deny'],
    ['/billing/advertising', publisher, 'deny'],
    ['/no/such/page', publisher, 'redirect /earn'],
    ['/no/such/page', advertiser, 'redirect /advertise'],
    ['/no/such/page', admin, 'redirect /login'],
    ['/earn/', publisher, 'render'],
  ])('%s as %j → %s', (path, who, expected) => {
    const decision = decide(path, who);
    expect(decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind).toBe(expected);
  });
});

describe('homeOf', () => {
  it.each<[SessionUser, string]>([
    [newcomer, '/onboarding'],
    [publisher, '/earn'],
    [both, '/earn'],
    [advertiser, '/advertise/campaigns'],
    [admin, '/admin/login'],
  ])('%j → %s', (who, expected) => expect(homeOf(who)).toBe(expected));
});

describe('afterSignIn', () => {
  it.each<[unknown, SessionUser, string]>([
    ['/link-account?token=abc', publisher, '/link-account?token=abc'],
    ['/link-account', newcomer, '/link-account'],
    ['/link-accounts', publisher, '/earn'],
    ['/settings', publisher, '/earn'],
    ['https://evil.test/link-account', publisher, '/earn'],
    [undefined, newcomer, '/onboarding'],
    [42, advertiser, '/advertise/campaigns'],
  ])('from %j leads %j to %s', (from, who, to) => {
    expect(afterSignIn(who, from)).toBe(to);
  });
});
