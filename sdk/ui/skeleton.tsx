import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Where a widget's placeholders say their label: its status region (ui/status-region.tsx); null in the console. */
export const Say = createContext<((label: string, on: boolean) => void) | null>(null);

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
