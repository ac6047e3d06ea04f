import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@sdk/api/errors';
import { getOnboarding, type OnboardingView } from '@sdk/api/onboarding';
import { isOnboardingState } from '@sdk/core/onboarding';
import { adoptStyles } from '@sdk/ui/styles';
import { ErrorView, Spinner } from '@sdk/ui/status-view';
import { homeOf } from '../../lib/guard';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { session } from '../../lib/session';
import { ConsoleWidgets } from '../../lib/widget-environment';
import screensCss from '@sdk/widgets/onboarding/onboarding.css?raw';
import onboardingCss from './onboarding.css?raw';
import { OnboardingOverlay } from './onboarding-overlay';
import { usePageTitle } from '../../ui/page-title';

adoptStyles(document, screensCss, onboardingCss);

const UNKNOWN_STATE =
  'This onboarding step is not known to this version of Podspot. Reload the page; if it stays, contact support.';

/**
 * /onboarding. The state comes from GET /onboarding and afterwards only from the answers of the calls that move it on;
 * each answer also updates the stored user info, so the route guard follows. Completed → the user's home.
 */
export function OnboardingPage() {
  const navigate = useNavigate();
  const [view, setView] = useState<OnboardingView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const adopt = useCallback(
    (next: OnboardingView) => {
      setView(next);
      session.getState().setOnboarding({ completed: next.completed, current_state: next.onboarding_state });
      const user = session.getState().user;
      if (next.completed && user) navigate(homeOf(user), { replace: true });
    },
    [navigate],
  );

  const load = useCallback(() => {
    setError(null);
    getOnboarding(api).then(adopt, setError);
  }, [adopt]);
  useEffect(load, [load]);

  const state = view && isOnboardingState(view.onboarding_state) ? view.onboarding_state : null;
  usePageTitle('Onboarding');
  return (
    <ConsoleWidgets>
      <OnboardingOverlay
        state={state}
        onAdvance={adopt}
        onSignOut={() => {
          session.getState().signOut();
          navigate(paths.login);
        }}
      >
        {error ? <ErrorView error={error} onRetry={load} /> : null}
        {!error && !view ? <Spinner label="Loading your onboarding" /> : null}
        {view && !state ? (
          <p className="form-error" role="alert">
            {UNKNOWN_STATE}
          </p>
        ) : null}
      </OnboardingOverlay>
    </ConsoleWidgets>
  );
}
