import { createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const Say = createContext<((label: string, on: boolean) => void) | null>(null);

/**
 * `Component` and after it the widget's polite status region, there from the first render: a live region inserted
 * with its text is not announced (docs/behaviour/sdk-widgets.md#states). It says the first label still loading.
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
 * A loading placeholder shaped like the content (docs/behaviour/sdk-widgets.md#states): `children` in the content's own
 * layout, {@link Bar}s for the data. `label` is said in the widget's status region, or, with none (the console), is
 * the placeholder's own.
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
  // After the first frame: even the first render's placeholder is a change in the region.
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
