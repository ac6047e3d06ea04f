import type { ReactNode } from 'react';

/**
 * Wraps a page's podcast filter that is bound to the top bar's podcast selector (the same choice): on wide screens it
 * lays out as if unwrapped; on phones, where the top bar's selector sits right above the page, it is hidden, so one
 * control shows instead of two identical ones (docs/behaviour/frame.md#podcast-selector). Its styles are in app.css.
 */
export function TopBarTwin({ children }: { children: ReactNode }) {
  return <div className="top-bar-twin">{children}</div>;
}
