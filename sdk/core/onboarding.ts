/** Every onboarding_state the server answers (docs/behaviour/onboarding.md#states-and-screens). */
export const ONBOARDING_STATES = [
  'onboarding_get_started',
  'network_get_started',
  'advertiser_get_started',
  'onboarding_analyst_access',
  'onboarding_select_podspot',
  'onboarding_view_example_podspot',
  'onboarding_upload_first_podspot',
  'onboarding_reviewing',
  'onboarding_setup_mirror',
  'onboarding_congratulations',
  'advertiser_congratulations',
  'network_congratulations',
] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** What the overlay shows for a state: its title, the progress bar's value (null: no bar) and the action button (null: none). */
export type OnboardingScreen = { title: string; progress: number | null; button: string | null };

const CONGRATULATIONS: OnboardingScreen = { title: "Congratulations, you're all set!", progress: null, button: 'Done' };

/** The state table of docs/behaviour/onboarding.md#states-and-screens, verbatim. */
export const ONBOARDING_SCREENS = {
  onboarding_get_started: { title: 'Start earning with Podspot', progress: 50, button: 'Get started' },
  network_get_started: { title: 'Add your podcasts to your Podspot account', progress: 50, button: 'Continue' },
  advertiser_get_started: { title: 'Add podcasts that you want to advertise', progress: 50, button: 'Continue' },
  onboarding_analyst_access: {
    title: 'Invite Podspot to Apple Podcast Connect',
    progress: 100,
    button: "I've done it",
  },
  // No button: the offer modal has "Accept offer".
  onboarding_select_podspot: { title: 'Select an Podspot offer', progress: 25, button: null },
  onboarding_view_example_podspot: { title: 'Listen to an example Podspot', progress: 50, button: 'Next' },
  onboarding_upload_first_podspot: { title: 'Upload your first Podspot', progress: 75, button: 'Next' },
  onboarding_reviewing: { title: 'Congratulations, you are all set!', progress: null, button: null },
  onboarding_setup_mirror: { title: 'Setup Podspot feed and go live', progress: 100, button: "I've done it" },
  onboarding_congratulations: CONGRATULATIONS,
  advertiser_congratulations: CONGRATULATIONS,
  network_congratulations: CONGRATULATIONS,
} as const satisfies Record<OnboardingState, OnboardingScreen>;

export const isOnboardingState = (value: unknown): value is OnboardingState =>
  typeof value === 'string' && (ONBOARDING_STATES as readonly string[]).includes(value);

export const screenOf = (state: OnboardingState): OnboardingScreen => ONBOARDING_SCREENS[state];

/** Who adds podcasts on an add-podcasts screen: the state's prefix picks the validate and add calls. */
export type PodcastAdder = 'advertiser' | 'network';
export const adderOf = (state: OnboardingState): PodcastAdder | null =>
  state === 'advertiser_get_started' ? 'advertiser' : state === 'network_get_started' ? 'network' : null;

/** The product's own addresses, a reading chosen (docs/behaviour/onboarding.md#readings-chosen). */
export const SUPPORT_EMAIL = 'support@podspot.test';
export const ANALYST_EMAIL = 'analyst@podspot.test';
export const ANALYST_NAME = 'Podspot Analyst';

export const SELECT_A_PODCAST = 'Please select a podcast to continue.';
export const SEARCH_BY_NAME_HINT = 'Not found? Search by name instead.';
export const SEARCH_BY_ID_HINT = 'Not found? Search by ID instead.';
export const PARTIAL_ADD_TITLE = "Couldn't add all podcasts";
export const PARTIAL_ADD_OUTRO =
  'You can either continue and try adding the remaining podcasts later, or go back to try again.';
/** Name searches wait this long after the last keystroke (docs/behaviour/onboarding.md#limits-and-constants). */
export const SEARCH_DEBOUNCE_MS = 400;
/** How long "Copied!" stays (docs/behaviour/onboarding.md#limits-and-constants). */
export const COPIED_MS = 2000;

/** Downloads per episode as typed: digits only, else NaN (docs/behaviour/onboarding.md#get-started). */
export const parseDownloads = (value: string): number =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
/** The most downloads per episode the API takes (docs/behaviour/onboarding.md#validation). */
export const MAX_DOWNLOADS = 100_000_000;
/** A figure "Get started" and "Accept offer" take: a whole number from 1 to MAX_DOWNLOADS, as the API does. */
export const isValidDownloads = (value: string): boolean => {
  const n = parseDownloads(value);
  return n >= 1 && n <= MAX_DOWNLOADS;
};

/** The picker takes audio/mpeg (and audio/mp3, which some browsers report): docs/behaviour/onboarding.md#validation. */
export const isMp3Type = (type: string): boolean => type === 'audio/mpeg' || type === 'audio/mp3';

/** What the search box holds: an Apple podcast id (from a URL with `id<digits>` or plain digits), a name, or nothing. */
export type PodcastQuery = { kind: 'id'; id: string } | { kind: 'name'; name: string } | { kind: 'empty' };

export function parsePodcastQuery(input: string): PodcastQuery {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  if (/^\d+$/.test(text)) return { kind: 'id', id: text };
  // e.g. https://podcasts.apple.com/us/podcast/the-daily/id1200361736?i=1000…: the show's id follows "id"
  // (a path segment, or the older `?id=` query form). A link has no spaces; a name with one is a name.
  const fromUrl = /\s/.test(text) ? null : /(?:^|[/?&])id=?(\d+)/i.exec(text);
  if (fromUrl) return { kind: 'id', id: fromUrl[1] };
  return { kind: 'name', name: text };
}

/** The hint after a search that found nothing: an id search suggests a name, a name search an id. */
export const notFoundHint = (kind: 'id' | 'name'): string => (kind === 'id' ? SEARCH_BY_NAME_HINT : SEARCH_BY_ID_HINT);

export type PodcastResult = { apple_id: number; name: string; small_artwork: string };

/** Adds a podcast to the selection unless one with its apple_id is there already. */
export const addPodcast = <P extends { apple_id: number }>(selected: P[], podcast: P): P[] =>
  selected.some((p) => p.apple_id === podcast.apple_id) ? selected : [...selected, podcast];

export const joinAppleIds = (podcasts: { apple_id: number }[]): string => podcasts.map((p) => p.apple_id).join(',');

/** The partial-failure modal's figures: which selected podcasts failed, and the ones that may still be added. */
export function partialAdd<P extends { apple_id: number }>(selected: P[], failed: { apple_id: number }[]) {
  const failedIds = new Set(failed.map((f) => f.apple_id));
  const valid = selected.filter((p) => !failedIds.has(p.apple_id));
  const failedCount = selected.length - valid.length;
  return {
    valid,
    intro: `${failedCount} out of ${selected.length} podcasts couldn't be added to your account:`,
    continueLabel: valid.length > 0 ? `Continue anyway ( Add ${valid.length} )` : null,
  };
}
