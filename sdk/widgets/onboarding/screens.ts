import type { ComponentType } from 'react';
import type { OnboardingState } from '../../core/onboarding';
import { GetStartedSkeleton } from './get-started-skeleton';
import { lazyScreen } from './lazy-screen';
import type { ScreenProps } from './screen-kit';

type Screen = ReturnType<typeof lazyScreen>;
const screen = lazyScreen;

// Each screen is a chunk of its own: a podcaster sees one at a time, so the widget's first download carries its frame
// only, and the screen after the current one is fetched while it is shown.
const messageScreens = () => import('./message-screens');
const LAZY = {
  onboarding_get_started: screen(
    () => import('./get-started-screen').then((m) => m.GetStartedScreen),
    GetStartedSkeleton,
  ),
  onboarding_select_podspot: screen(() => import('./offer-selection-screen').then((m) => m.OfferSelectionScreen)),
  onboarding_view_example_podspot: screen(() => import('./example-screen').then((m) => m.ExampleScreen)),
  onboarding_upload_first_podspot: screen(() => import('./upload-screen').then((m) => m.UploadScreen)),
  onboarding_setup_mirror: screen(() => import('./smart-feed-screen').then((m) => m.SmartFeedScreen)),
  onboarding_analyst_access: screen(() => messageScreens().then((m) => m.AnalystAccessScreen)),
  onboarding_reviewing: screen(() => messageScreens().then((m) => m.ReviewScreen)),
  onboarding_congratulations: screen(() => messageScreens().then((m) => m.CongratulationsScreen)),
} satisfies Partial<Record<OnboardingState, Screen>>;

type PublisherState = keyof typeof LAZY;

/**
 * The publisher's screens, one per state: the onboarding widget shows them in a host's page and the console's
 * /onboarding in its full-screen overlay (docs/decisions/0040-onboarding-screens-shared-with-the-console.md).
 */
export const PUBLISHER_SCREENS = Object.fromEntries(
  Object.entries(LAZY).map(([state, part]) => [state, part.Screen]),
) as Record<PublisherState, ComponentType<ScreenProps>>;

export const isPublisherState = (state: string): state is PublisherState => state in LAZY;

// The publisher's order (docs/behaviour/onboarding.md#transitions): the screen likely to come after each.
const ORDER: readonly PublisherState[] = [
  'onboarding_get_started',
  'onboarding_select_podspot',
  'onboarding_view_example_podspot',
  'onboarding_upload_first_podspot',
  'onboarding_analyst_access',
  'onboarding_congratulations',
];

/** Starts fetching the code of `state`'s screen and of the one likely to follow it. */
export function prefetchScreens(state: OnboardingState) {
  if (!isPublisherState(state)) return;
  LAZY[state].prefetch();
  const next = ORDER[ORDER.indexOf(state) + 1];
  if (next) LAZY[next].prefetch();
}

/** The first screen's code, fetched with the onboarding's state: a new publisher's screen then replaces its placeholder. */
export const prefetchFirstScreen = () => LAZY.onboarding_get_started.prefetch();
