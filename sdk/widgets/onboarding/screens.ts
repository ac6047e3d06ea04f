import type { ComponentType } from 'react';
import type { OnboardingState } from '../../core/onboarding';
import { ExampleScreen } from './example-screen';
import { GetStartedScreen } from './get-started-screen';
import { AnalystAccessScreen, CongratulationsScreen, ReviewScreen } from './message-screens';
import { OfferSelectionScreen } from './offer-selection-screen';
import type { ScreenProps } from './screen-kit';
import { SmartFeedScreen } from './smart-feed-screen';
import { UploadScreen } from './upload-screen';

/**
 * The publisher's screens, one per state: the onboarding widget shows them in a host's page and the console's
 * /onboarding in its full-screen overlay (docs/decisions/0040-onboarding-screens-shared-with-the-console.md).
 */
export const PUBLISHER_SCREENS = {
  onboarding_get_started: GetStartedScreen,
  onboarding_select_podspot: OfferSelectionScreen,
  onboarding_view_example_podspot: ExampleScreen,
  onboarding_upload_first_podspot: UploadScreen,
  onboarding_setup_mirror: SmartFeedScreen,
  onboarding_analyst_access: AnalystAccessScreen,
  onboarding_reviewing: ReviewScreen,
  onboarding_congratulations: CongratulationsScreen,
} satisfies Partial<Record<OnboardingState, ComponentType<ScreenProps>>>;

type PublisherState = keyof typeof PUBLISHER_SCREENS;
export const isPublisherState = (state: string): state is PublisherState => state in PUBLISHER_SCREENS;
