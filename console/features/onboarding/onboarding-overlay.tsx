import type { ComponentType, ReactNode } from 'react';
import type { OnboardingView } from '@sdk/api/onboarding';
import { screenOf, type OnboardingState } from '@sdk/core/onboarding';
import { AddPodcastsScreen } from './add-podcasts-screen';
import { ExampleScreen } from './example-screen';
import { GetStartedScreen } from './get-started-screen';
import { AnalystAccessScreen, CongratulationsScreen, ReviewScreen } from './message-screens';
import { OfferSelectionScreen } from './offer-selection-screen';
import type { ScreenProps } from './screen-kit';
import { SmartFeedScreen } from './smart-feed-screen';
import { UploadScreen } from './upload-screen';

/** One screen per onboarding_state. */
const SCREENS = {
  onboarding_get_started: GetStartedScreen,
  onboarding_select_podspot: OfferSelectionScreen,
  onboarding_view_example_podspot: ExampleScreen,
  onboarding_upload_first_podspot: UploadScreen,
  onboarding_setup_mirror: SmartFeedScreen,
  onboarding_analyst_access: AnalystAccessScreen,
  onboarding_reviewing: ReviewScreen,
  onboarding_congratulations: CongratulationsScreen,
  advertiser_get_started: AddPodcastsScreen,
  advertiser_congratulations: CongratulationsScreen,
  network_get_started: AddPodcastsScreen,
  network_congratulations: CongratulationsScreen,
} satisfies Record<OnboardingState, ComponentType<ScreenProps>>;

type Props = {
  state: OnboardingState | null;
  onAdvance(view: OnboardingView): void;
  onSignOut(): void;
  children?: ReactNode;
};

/** The full-screen overlay: logo and sign-out, the progress bar of the state (none where the table has none), its title and screen. */
export function OnboardingOverlay({ state, onAdvance, onSignOut, children }: Props) {
  const screen = state ? screenOf(state) : null;
  const Screen = state ? SCREENS[state] : null;
  return (
    <div className="onb">
      {/* The progress bar belongs to the banner: outside every landmark, screen-reader users navigating by them miss it. */}
      <header>
        <div className="onb__top">
          <span className="logo">Podspot</span>
          <button type="button" className="ps-button ps-button--quiet onb__signout" onClick={onSignOut}>
            Sign out
          </button>
        </div>
        {screen?.progress != null ? (
          <div
            className="progress onb__progress"
            role="progressbar"
            aria-label="Onboarding progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={screen.progress}
          >
            <span style={{ width: `${screen.progress}%` }} />
          </div>
        ) : null}
      </header>
      <main className="onb__main">
        {screen ? <h1 className="onb__title">{screen.title}</h1> : null}
        {/* Keyed by state: every new state starts its screen afresh. */}
        {state && Screen ? <Screen key={state} state={state} onAdvance={onAdvance} /> : children}
      </main>
    </div>
  );
}
