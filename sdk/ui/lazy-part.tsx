import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useMessages } from './i18n';
import parts from './lazy-part.messages.en.json';
import ui from './messages.en.json';
import { Spinner } from './status-view';

/** What a part shows while its chunk is on the way, or where it failed (`retry` fetches it anew). */
export type PartStates = { fallback?: ReactNode; failure?: (retry: () => void) => ReactNode };

/** A part whose code is a chunk of its own: `prefetch` starts the download, `Part` draws it once it is in. */
export type LazyPart<P> = {
  /** Starts fetching the part's code without drawing anything. Safe to call often: the chunk loads once. */
  prefetch(): void;
  /** The part; meanwhile `fallback` (a spinner by default), and where the chunk failed `failure` (a Retry). */
  Part: ComponentType<P & PartStates>;
};

/**
 * A part of a widget that is not on screen at first (a dialog): its code waits out of the widget's own chunk until the
 * widget has shown its content (docs/performance.md#lazy-dialogs). A failed download is tried anew by Retry or the
 * next `prefetch` (a browser fetches a failed module anew on `import()`).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const prefetch = () => {
    start().catch(() => undefined); // Part shows the failure when it is drawn
  };

  function Part({ fallback, failure, ...props }: P & PartStates) {
    const [component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component || failed) return;
      let live = true;
      start().then(
        (c) => live && setComponent(() => c),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [component, failed]);
    if (component) {
      const Loaded = component;
      return <Loaded {...(props as P)} />;
    }
    if (!failed) return fallback === undefined ? <Spinner /> : fallback;
    const retry = () => setFailed(false);
    return failure ? failure(retry) : <PartFailed onRetry={retry} />;
  }
  return { prefetch, Part };
}

/** A part's chunk could not be downloaded: a message for the user and Retry, with Close where `onClose` is given. */
export function PartFailed({ onRetry, onClose }: { onRetry(): void; onClose?: () => void }) {
  const t = useMessages(ui);
  const tPart = useMessages(parts);
  return (
    <div className="ps-message ps-message--error" role="alert">
      <p>{tPart('ui.part.failed')}</p>
      <button type="button" className="ps-button" onClick={onRetry}>
        {t('ui.retry')}
      </button>
      {onClose ? (
        <button type="button" className="ps-button ps-button--quiet" onClick={onClose}>
          {t('ui.close')}
        </button>
      ) : null}
    </div>
  );
}

/** Runs `task` when the browser is next idle (at the latest after two seconds), so it never delays what is drawn. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}
