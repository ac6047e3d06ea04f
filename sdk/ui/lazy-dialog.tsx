import { useEffect, useRef, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { lazyPart, PartFailed } from './lazy-part';
import { Spinner } from './status-view';

// Inline, so the rules ship in this chunk rather than in every widget's stylesheet; set through the CSSOM, which a
// strict style-src allows.
const SCRIM: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2147483000,
  display: 'grid',
  placeItems: 'center',
  padding: '1rem',
  background: 'rgb(15 23 42 / 0.35)',
};

/** Over the page while a dialog's chunk is on the way or has failed; Escape closes it as it would the dialog. */
function Scrim({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  });
  return (
    <div ref={ref} style={SCRIM} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="ps-card">{children}</div>
    </div>
  );
}

/**
 * A dialog whose code (the Dialog and its content) is a chunk of its own (docs/performance.md#lazy-dialogs): nothing is
 * drawn until it first opens, `prefetch` fetches it before (once the widget's list is on screen), and an open before
 * the chunk is in shows a spinner, or where it failed a message with Retry and Close, instead of an empty dialog.
 * Focus stays on the opener meanwhile, so the Dialog remembers and gives it back as usual.
 */
export function lazyDialog<P extends { onClose(): void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const { Part, prefetch } = lazyPart(load);
  function LazyDialog(props: P) {
    const opened = useRef(false);
    const open = isOpen(props);
    if (open) opened.current = true;
    if (!opened.current) return null;
    return (
      <Part
        {...props}
        fallback={
          open ? (
            <Scrim onClose={props.onClose}>
              <Spinner />
            </Scrim>
          ) : null
        }
        failure={(retry) =>
          open ? (
            <Scrim onClose={props.onClose}>
              <PartFailed onRetry={retry} onClose={props.onClose} />
            </Scrim>
          ) : null
        }
      />
    );
  }
  return { prefetch, LazyDialog };
}
