import { useEffect, useState, type ComponentType } from 'react';
import { useMessages } from '../../ui/i18n';
import parts from '../../ui/lazy-part.messages.en.json';
import ui from '../../ui/messages.en.json';
import { Spinner } from '../../ui/status-view';
import type { ScreenProps } from './screen-kit';

/**
 * A screen whose code is a chunk of its own, fetched when it is drawn or `prefetch`ed, `Fallback` (a spinner unless
 * given) meanwhile; a failed download shows Retry.
 * Not sdk/ui/lazy-part.tsx: importing it from the widget's frame would move it into a chunk that every other widget
 * downloads (docs/performance.md#sdk-bytes-against-the-issues-budgets).
 */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>, Fallback: ComponentType = Spinner) {
  let loaded: ComponentType<ScreenProps> | null = null;
  let loading: Promise<ComponentType<ScreenProps>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Screen(props: ScreenProps) {
    const t = useMessages(ui);
    const tPart = useMessages(parts);
    const [screen, setScreen] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (screen || failed) return;
      let live = true;
      start().then(
        (s) => live && setScreen(() => s),
        () => live && setFailed(true),
      );
      return () => void (live = false);
    }, [screen, failed]);
    if (screen) {
      const Loaded = screen;
      return <Loaded {...props} />;
    }
    if (!failed) return <Fallback />;
    return (
      <div className="ps-message ps-message--error" role="alert">
        <p>{tPart('ui.part.failed')}</p>
        <button type="button" className="ps-button" onClick={() => setFailed(false)}>
          {t('ui.retry')}
        </button>
      </div>
    );
  }
  return { Screen, prefetch: () => void start().catch(() => undefined) };
}
