import { describe, expect, it } from 'vitest';
import {
  addPodcast,
  adderOf,
  isMp3Type,
  isValidDownloads,
  isOnboardingState,
  joinAppleIds,
  notFoundHint,
  ONBOARDING_STATES,
  parseDownloads,
  parsePodcastQuery,
  partialAdd,
  screenOf,
  type OnboardingState,
  type PodcastQuery,
} from './onboarding';
import { offerEstimate } from './estimates';

describe('the state table', () => {
  it.each<[OnboardingState, string, number | null, string | null]>([
    ['onboarding_get_started', 'Start earning with Podspot', 50, 'Get started'],
    ['network_get_started', 'Add your podcasts to your Podspot account', 50, 'Continue'],
    ['advertiser_get_started', 'Add podcasts that you want to advertise', 50, 'Continue'],
    ['onboarding_analyst_access', 'Invite Podspot to Apple Podcast Connect', 100, "I've done it"],
    ['onboarding_select_podspot', 'Select an Podspot offer', 25, null],
    ['onboarding_view_example_podspot', 'Listen to an example Podspot', 50, 'Next'],
    ['onboarding_upload_first_podspot', 'Upload your first Podspot', 75, 'Next'],
    ['onboarding_reviewing', 'Congratulations, you are all set!', null, null],
    ['onboarding_setup_mirror', 'Setup Podspot feed and go live', 100, "I've done it"],
    ['onboarding_congratulations', "Congratulations, you're all set!", null, 'Done'],
    ['advertiser_congratulations', "Congratulations, you're all set!", null, 'Done'],
    ['network_congratulations', "Congratulations, you're all set!", null, 'Done'],
  ])('%s → "%s", %s, %s', (state, title, progress, button) => {
    expect(screenOf(state)).toEqual({ title, progress, button });
  });

  it('covers every state and recognises only those', () => {
    expect(ONBOARDING_STATES).toHaveLength(12);
    expect(isOnboardingState('onboarding_setup_mirror')).toBe(true);
    expect(isOnboardingState('onboarding_select_{product}')).toBe(false);
    expect(isOnboardingState(undefined)).toBe(false);
  });

  it.each<[OnboardingState, string | null]>([
    ['advertiser_get_started', 'advertiser'],
    ['network_get_started', 'network'],
    ['onboarding_get_started', null],
    ['advertiser_congratulations', null],
  ])('%s adds podcasts as %s', (state, adder) => expect(adderOf(state)).toBe(adder));
});

describe('the search box', () => {
  it.each<[string, PodcastQuery]>([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['1500000000', { kind: 'id', id: '1500000000' }],
    [' 1500000000 ', { kind: 'id', id: '1500000000' }],
    ['https://podcasts.apple.com/us/podcast/the-daily/id1200361736', { kind: 'id', id: '1200361736' }],
    ['https://podcasts.apple.com/us/podcast/the-daily/id1200361736?i=1000650000000', { kind: 'id', id: '1200361736' }],
    ['podcasts.apple.com/gb/podcast/id42', { kind: 'id', id: '42' }],
    ['https://itunes.apple.com/podcast?id=987654', { kind: 'id', id: '987654' }],
    ['https://podcasts.apple.com/us/podcast/ideas-hour/id77', { kind: 'id', id: '77' }],
    ['Morning Brief', { kind: 'name', name: 'Morning Brief' }],
    ['ideas', { kind: 'name', name: 'ideas' }],
    ['99 problems', { kind: 'name', name: '99 problems' }],
    [
      'https://podcasts.apple.com/us/podcast/no-id-here',
      { kind: 'name', name: 'https://podcasts.apple.com/us/podcast/no-id-here' },
    ],
  ])('%j → %j', (input, query) => expect(parsePodcastQuery(input)).toEqual(query));

  it.each([
    ['id', 'Not found? Search by name instead.'],
    ['name', 'Not found? Search by ID instead.'],
  ] as const)('after an empty %s search: %s', (kind, hint) => expect(notFoundHint(kind)).toBe(hint));
});

describe('estimates and files', () => {
  it.each<[number, number, number | null]>([
    [2500, 25, 63],
    [1000, 20, 20],
    [1, 18.5, 0],
    [0, 25, null],
    [-5, 25, null],
    [Number.NaN, 25, null],
  ])('%s downloads at $%s CPM → %s', (dls, cpm, expected) => expect(offerEstimate(dls, cpm)).toBe(expected));

  it.each([
    ['audio/mpeg', true],
    ['audio/mp3', true],
    ['audio/wav', false],
    ['', false],
  ])('%j is an MP3 type: %s', (type, ok) => expect(isMp3Type(type)).toBe(ok));

  it.each<[string, number, boolean]>([
    ['2500', 2500, true],
    [' 42 ', 42, true],
    ['1', 1, true],
    ['100000000', 100_000_000, true],
    ['100000001', 100_000_001, false],
    ['0', 0, false],
    ['', Number.NaN, false],
    ['12a', Number.NaN, false],
    ['1.5', Number.NaN, false],
    ['-3', Number.NaN, false],
  ])('downloads %j read as %s, valid: %s', (typed, read, valid) => {
    expect(parseDownloads(typed)).toBe(read);
    expect(isValidDownloads(typed)).toBe(valid);
  });
});

describe('the selection', () => {
  const a = { apple_id: 1, name: 'A' };
  const b = { apple_id: 2, name: 'B' };
  const c = { apple_id: 3, name: 'C' };

  it('ignores duplicates by apple_id and joins ids with commas', () => {
    const selected = addPodcast(addPodcast(addPodcast([], a), b), { ...a, name: 'A again' });
    expect(selected).toEqual([a, b]);
    expect(joinAppleIds(selected)).toBe('1,2');
  });

  it.each<[string, { apple_id: number }[], string, string | null, number[]]>([
    [
      'one of three fails',
      [b],
      "1 out of 3 podcasts couldn't be added to your account:",
      'Continue anyway ( Add 2 )',
      [1, 3],
    ],
    ['all fail', [a, b, c], "3 out of 3 podcasts couldn't be added to your account:", null, []],
  ])('%s', (_name, failed, intro, label, valid) => {
    const result = partialAdd([a, b, c], failed);
    expect(result.intro).toBe(intro);
    expect(result.continueLabel).toBe(label);
    expect(result.valid.map((p) => p.apple_id)).toEqual(valid);
  });
});
