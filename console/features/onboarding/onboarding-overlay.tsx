import type { ComponentType, ReactNode } from 'react';
import type { OnboardingView } from '@sdk/api/onboarding';
import { screenOf, type OnboardingState } from '@sdk/core/onboarding';
import { useScreenText, type ScreenProps } from '@sdk/widgets/onboarding/screen-kit';
import { PUBLISHER_SCREENS } from '@sdk/widgets/onboarding/screens';
import { AddPodcastsScreen } from './add-podcasts-screen';

/** One screen per onboarding_state: the publisher's are the onboarding widget's own (sdk/widgets/onboarding). */
const SCREENS = {
  ...PUBLISHER_SCREENS,
  advertiser_get_started: AddPodcastsScreen,
  advertiser_congratulations: PUBLISHER_SCREENS.onboarding_congratulations,
  network_get_started: AddPodcastsScreen,
  network_congratulations: PUBLISHER_SCREENS.onboarding_congratulations,
} satisfies Record<OnboardingState, ComponentType<ScreenProps>>;

type Props = {
  state: OnboardingState | null;
  onAdvance(view: OnboardingView): void;
  onSignOut(): void;
  children?: ReactNode;
};

/** The full-screen overlay: logo and sign-out, the progress bar of the state (none where the table has none), its title and screen. */
export function OnboardingOverlay({ state, onAdvance, onSignOut, children }: Props) {
  const screenText = useScreenText();
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
        {state ? <h1 className="onb__title">{screenText(state).title}</h1> : null}
        {/* Keyed by state: every new state starts its screen afresh. */}
        {state && Screen ? <Screen key={state} state={state} onAdvance={onAdvance} /> : children}
      </main>
    </div>
  );
}
