import type { ReactNode } from 'react';

/**
 * A loading placeholder shaped like the content it stands for (docs/behaviour/sdk-widgets.md#states): the caller
 * lays out `children` — the content's own layout classes with {@link Bar}s where the data will be — so the loaded
 * content takes the same room and nothing below it moves. Announced once as `label`.
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
  return (
    <div className={`ps-skeleton ${className}`} role="status" aria-label={label} aria-busy="true">
      {children}
    </div>
  );
}

/** One shimmering bar, as tall as the line it sits in is high (`0.9em`); `kind` picks its width (base.css). */
export function Bar({ kind = 'text' }: { kind?: 'text' | 'short' | 'figure' | 'block' | 'button' | 'art' }) {
  return <span className={`ps-skeleton__bar ps-skeleton__bar--${kind}`} aria-hidden="true" />;
}
