import { createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Adds a placeholder's label to the widget's status region, or takes it out; null outside one (console pages). */
const Say = createContext<((label: string, on: boolean) => void) | null>(null);

/**
 * `Component` with the widget's polite status region after it, in the tree from the first render: a screen reader
 * hears a change inside a live region that was there before, not a region inserted with its text
 * (docs/behaviour/sdk-widgets.md#states). It says the first placeholder's label still loading; once none is, it is
 * emptied: the content is there to read, and a failure is its own alert, heard once.
 */
export function withStatusRegion<P extends object>(Component: ComponentType<P>) {
  return (props: P) => {
    const [labels, setLabels] = useState<string[]>([]);
    const say = useCallback(
      (label: string, on: boolean) =>
        setLabels((all) => (on ? [...all, label] : all.filter((l, i) => i !== all.indexOf(label)))),
      [],
    );
    return (
      <Say.Provider value={say}>
        <Component {...props} />
        <p className="ps-visually-hidden" role="status">
          {labels[0]}
        </p>
      </Say.Provider>
    );
  };
}

/**
 * A loading placeholder shaped like the content it stands for (docs/behaviour/sdk-widgets.md#states): the caller
 * lays out `children` — the content's own layout classes with {@link Bar}s where the data will be — so the loaded
 * content takes the same room and nothing below it moves. Its `label` is said in the widget's status region, or, with
 * none around, is the placeholder's own.
 */
export function Skeleton({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const say = useContext(Say);
  // After the first frame, so even a placeholder of the widget's first render is a change the region announces.
  useEffect(() => {
    say?.(label, true);
    return () => say?.(label, false);
  }, [say, label]);
  return (
    <div
      className={`ps-skeleton ${className}`}
      aria-busy="true"
      {...(say ? {} : { role: 'status', 'aria-label': label })}
    >
      {children}
    </div>
  );
}

/** One shimmering bar, as tall as the line it sits in is high (`0.9em`); `kind` picks its width (base.css). */
export function Bar({ kind = 'text' }: { kind?: 'text' | 'short' | 'figure' | 'block' | 'button' | 'art' }) {
  return <span className={`ps-skeleton__bar ps-skeleton__bar--${kind}`} aria-hidden="true" />;
}
