import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { getOnboarding, type OnboardingView } from '../../api/onboarding';
import { isOnboardingState, screenOf } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { ErrorView } from '../../ui/status-view';
import { useLatest } from '../../ui/use-latest';
import { useRequestEffect } from '../../ui/use-request-effect';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { GetStartedSkeleton, Lines } from './get-started-skeleton';
import messages from './messages.en.json';
import type { OnboardingProps } from './props';
import { useScreenText } from './screen-kit';
import { isPublisherState, prefetchFirstScreen, prefetchScreens, PUBLISHER_SCREENS } from './screens';

/**
 * The publisher's onboarding inside a host: the state comes from GET /onboarding, afterwards only from the answers of
 * the calls that move it on (the server passes over what the host has done). Complete: it says so, calls `onComplete`
 * and tells the instance's other widgets, which load the account afresh.
 */
export function Onboarding(props: OnboardingProps) {
  const { client, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const screenText = useScreenText();
  const titleId = useUniqueId();
  const callbacks = useLatest(props);
  const [view, setView] = useState<OnboardingView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Completed in this session (not found completed): only then has something changed for the other widgets.
  const finishedHere = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moved on by the user: the screen that held focus is gone, so the new screen's title takes it (heard, and Tab goes
  // on from there) instead of the page's body.
  const moved = useRef(false);

  useEffect(prefetchFirstScreen, []);
  useRequestEffect(() => {
    let live = true;
    setError(null);
    getOnboarding(client).then(
      (answer) => live && setView(answer),
      (failure: ApiError) => live && setError(failure),
    );
    return () => void (live = false);
  }, [client, attempt]);

  const advance = useCallback((next: OnboardingView) => {
    if (next.completed) finishedHere.current = true;
    moved.current = true;
    setView(next);
  }, []);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [view]);

  const loaded = view !== null;
  useEffect(() => {
    if (loaded) emit('ready', { widget: 'onboarding' });
  }, [loaded, emit]);

  const step = view && !view.completed ? view.onboarding_state : null;
  useEffect(() => {
    if (!step || !isOnboardingState(step)) return;
    prefetchScreens(step);
    callbacks.current.onStepChange?.({ step });
  }, [step, callbacks]);

  const completed = view?.completed === true;
  useEffect(() => {
    if (!completed) return;
    if (finishedHere.current) emit('onboarding_completed', {});
    callbacks.current.onComplete?.();
  }, [completed, emit, callbacks]);

  const state = step && isOnboardingState(step) ? step : null;
  const Screen = state && isPublisherState(state) ? PUBLISHER_SCREENS[state] : null;
  const progress = state && !completed ? screenOf(state).progress : null;
  const title = completed || !state ? t('onboarding.title.onboarding_congratulations') : screenText(state).title;

  return (
    <section className="ps-card ps-onb" aria-labelledby={titleId} aria-busy={!view && !error ? true : undefined}>
      <div className="ps-onb__head">
        {view ? (
          <h2 ref={heading} tabIndex={-1} className="ps-onb__title ps-widget-title" id={titleId}>
            {title}
          </h2>
        ) : (
          <h2 className="ps-onb__title ps-widget-title" id={titleId}>
            <span className="ps-visually-hidden">{t('onboarding.loading')}</span>
            <Lines text={t('onboarding.title.onboarding_get_started')} />
          </h2>
        )}
        {completed ? null : (
          <button type="button" className="ps-button ps-button--quiet ps-onb__exit" onClick={() => props.onExit?.()}>
            {t('onboarding.exit')}
          </button>
        )}
      </div>
      {/* The bar's row stays while loading and on the screens without a bar: nothing below moves. */}
      <div className="ps-onb__track">
        {progress != null ? (
          <div
            className="ps-onb__progress"
            role="progressbar"
            aria-label={t('onboarding.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
        ) : null}
      </div>
      <div className="ps-onb__body">
        {error ? <ErrorView error={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
        {!error && !view ? <GetStartedSkeleton /> : null}
        {completed ? (
          <div className="ps-card ps-onb-panel ps-onb-done" role="status">
            <p className="ps-onb-done__mark" aria-hidden="true">
              ✓
            </p>
            <p>{t('onboarding.complete')}</p>
          </div>
        ) : null}
        {/* Keyed by state: every new state starts its screen afresh. */}
        {state && Screen ? <Screen key={state} state={state} onAdvance={advance} /> : null}
        {view && !completed && !Screen ? (
          <p className="ps-message ps-message--error" role="alert">
            {state ? t('onboarding.notPublisher') : t('onboarding.unknownState')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
