import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import type { OnboardingView } from '../../api/onboarding';
import { screenOf, type OnboardingState } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { ErrorView, Spinner } from '../../ui/status-view';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { FormError } from './form-parts';
import messages from './messages.en.json';

/** What every screen gets: its state and where to hand the server's answer of a call that moves the onboarding on. */
export type ScreenProps = { state: OnboardingState; onAdvance(view: OnboardingView): void };

/**
 * A state's title and button in the widget's language. The publisher's states have texts in the catalogues; the
 * advertiser's and network's (the console's alone) keep the table's English.
 */
export function useScreenText() {
  const t = useMessages(messages);
  return useCallback(
    (state: OnboardingState) => {
      const screen = screenOf(state);
      const title = `onboarding.title.${state}`;
      const button = `onboarding.button.${state}`;
      return {
        title: title in messages ? t(title as keyof typeof messages) : screen.title,
        button: screen.button && button in messages ? t(button as keyof typeof messages) : screen.button,
      };
    },
    [t],
  );
}

const useMounted = () => {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  return mounted;
};

/** Loads what a screen shows (keep `load` stable: a module function); `retry` loads again. */
export function useLoad<T>(load: (client: ApiClient) => Promise<T>) {
  const { client } = useWidgetEnvironment();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    load(client).then(
      (value) => live && setData(value),
      (failure: ApiError) => live && setError(failure),
    );
    return () => void (live = false);
  }, [client, load, attempt]);
  return { data, error, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** Spinner (or `placeholder`) while loading, the error with Retry on failure, else the content. */
export function Loaded<T>({
  load,
  label,
  placeholder,
  children,
}: {
  load: ReturnType<typeof useLoad<T>>;
  label: string;
  /** Drawn while loading instead of the spinner: the content's shape, so it takes the content's room. */
  placeholder?: ReactNode;
  children(data: T): ReactNode;
}) {
  if (load.error) return <ErrorView error={load.error} onRetry={load.retry} />;
  if (load.data === null) return placeholder ?? <Spinner label={label} />;
  return <>{children(load.data)}</>;
}

/**
 * Runs a call that moves the onboarding on: busy while it runs, the error line on failure (the server's message unless
 * `describe` says otherwise), and the answer handed to `onAdvance`: the server alone decides the next screen.
 */
export function useStep(onAdvance: (view: OnboardingView) => void) {
  const { client } = useWidgetEnvironment();
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (call: (client: ApiClient) => Promise<OnboardingView>, describe?: (error: ApiError) => string) => {
      setBusy(true);
      setError(null);
      try {
        const view = await call(client);
        if (mounted.current) setBusy(false);
        onAdvance(view);
        return true;
      } catch (failure) {
        if (mounted.current) {
          setError(describe ? describe(failure as ApiError) : (failure as ApiError).message);
          setBusy(false);
        }
        return false;
      }
    },
    [client, mounted, onAdvance],
  );
  return { busy, error, setError, run };
}

type ActionBarProps = {
  state: OnboardingState;
  busy?: boolean;
  disabled?: boolean;
  error?: string | null;
  hint?: Parameters<typeof FormError>[0]['hint'];
};

/**
 * The bottom bar with the state's button from the table in docs/behaviour/onboarding.md#states-and-screens (none
 * where the table has none). It submits the screen's form, so Enter in a field presses it too.
 */
export function ActionBar({ state, busy = false, disabled = false, error = null, hint }: ActionBarProps) {
  const { button } = useScreenText()(state);
  return (
    <div className="ps-onb-actions">
      <FormError message={error} hint={hint} />
      {button ? (
        <button
          type="submit"
          className="ps-button ps-onb-actions__button"
          disabled={busy || disabled}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="ps-onb-actions__spinner" aria-hidden="true" /> : null}
          {button}
        </button>
      ) : null}
    </div>
  );
}

/** Prevents the page reload of a submitted form and runs `action`. */
export const onSubmit = (action: () => void) => (event: { preventDefault(): void }) => {
  event.preventDefault();
  action();
};

/**
 * A message with one link in it: the message is rendered with `marker` for the link's argument, then split there, so
 * the translation decides where the link goes.
 */
export function withLink(render: (marker: string) => string, link: ReactNode): ReactNode {
  const MARK = '\uE000';
  const [before, after = ''] = render(MARK).split(MARK);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
