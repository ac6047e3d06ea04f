import { describe, expect, it } from 'vitest';
import type { OnboardingState } from '../state/models.ts';
import { isMp3 } from '../files/mp3.ts';
import {
  newAccount,
  nextStep,
  ONBOARDING_ACTIONS,
  ONBOARDING_TABLE,
  type OnboardingAction,
} from '../state/onboarding-machine.ts';
import { parseAppleIds } from '../state/podcast-claims.ts';

// Every allowed move; any (state, action) pair not listed here must be refused.
const ALLOWED: [OnboardingState, OnboardingAction, OnboardingState, boolean][] = [
  ['onboarding_get_started', 'save_downloads', 'onboarding_select_podspot', false],
  ['onboarding_select_podspot', 'save_downloads', 'onboarding_select_podspot', false],
  ['onboarding_select_podspot', 'accept_offer', 'onboarding_view_example_podspot', false],
  ['onboarding_view_example_podspot', 'next', 'onboarding_upload_first_podspot', false],
  ['onboarding_upload_first_podspot', 'upload', 'onboarding_setup_mirror', false],
  ['onboarding_setup_mirror', 'accept_feed', 'onboarding_analyst_access', false],
  ['onboarding_analyst_access', 'next', 'onboarding_congratulations', false],
  ['onboarding_reviewing', 'next', 'onboarding_congratulations', false],
  ['onboarding_congratulations', 'next', 'onboarding_congratulations', true],
  ['advertiser_get_started', 'add_podcasts', 'advertiser_congratulations', false],
  ['advertiser_congratulations', 'next', 'advertiser_congratulations', true],
  ['network_get_started', 'add_podcasts', 'network_congratulations', false],
  ['network_congratulations', 'next', 'network_congratulations', true],
];

const STATES = Object.keys(ONBOARDING_TABLE) as OnboardingState[];

describe('onboarding state machine', () => {
  it.each(ALLOWED)('%s --%s--> %s (completed %s)', (state, action, to, completed) => {
    expect(nextStep({ state, completed: false }, action)).toEqual({ state: to, completed });
  });

  const refused = STATES.flatMap((state) => ONBOARDING_ACTIONS.map((action) => [state, action] as const)).filter(
    ([state, action]) => !ALLOWED.some(([s, a]) => s === state && a === action),
  );
  it.each(refused)('refuses %s --%s', (state, action) => {
    expect(nextStep({ state, completed: false }, action)).toBeNull();
  });

  it.each(STATES)('allows nothing once onboarding is complete (%s)', (state) => {
    for (const action of ONBOARDING_ACTIONS) expect(nextStep({ state, completed: true }, action)).toBeNull();
  });

  it('walks the publisher path to completion', () => {
    let step = { state: 'onboarding_get_started' as OnboardingState, completed: false };
    for (const action of ['save_downloads', 'accept_offer', 'next', 'upload', 'accept_feed', 'next', 'next'] as const) {
      step = nextStep(step, action)!;
    }
    expect(step).toEqual({ state: 'onboarding_congratulations', completed: true });
  });

  it.each([
    [{}, ['publisher'], 'onboarding_get_started'],
    [{ is_publisher: true }, ['publisher'], 'onboarding_get_started'],
    [{ is_publisher: false }, ['advertiser'], 'advertiser_get_started'],
    [{ is_network: true }, ['publisher', 'network'], 'network_get_started'],
    [{ is_network: true, is_publisher: false }, ['publisher', 'network'], 'network_get_started'],
  ])('a new account with %j gets roles %j at %s', (flags, roles, state) => {
    expect(newAccount(flags)).toEqual({ roles, state });
  });
});

describe('isMp3', () => {
  it.each([
    ['ID3 tag', [0x49, 0x44, 0x33, 0x04, 0x00], true],
    ['MPEG-1 layer III frame', [0xff, 0xfb, 0x90, 0x64], true],
    ['MPEG-2 layer III frame', [0xff, 0xf3, 0x48, 0xc4], true],
    ['0xFF without the sync bits', [0xff, 0xd8, 0xff, 0xe0], false],
    ['WAV', [0x52, 0x49, 0x46, 0x46, 0x24, 0x08], false],
    ['PDF', [0x25, 0x50, 0x44, 0x46], false],
    ['empty', [], false],
  ])('%s → %s', (_name, bytes, expected) => {
    expect(isMp3(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('parseAppleIds', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 7 , 7,8 ', [7, 8]],
    [
      [5, '6'],
      [5, 6],
    ],
    ['', 'Please select a podcast to continue.'],
    [[], 'Please select a podcast to continue.'],
    ['12,abc', /digits, separated by commas/],
    [Array.from({ length: 101 }, (_, i) => i + 1), 'Add at most 100 podcasts at a time.'],
  ])('%j → %j', (input, expected) => {
    const result = parseAppleIds(input);
    if (expected instanceof RegExp) expect(result).toMatch(expected);
    else expect(result).toEqual(expected);
  });
});
