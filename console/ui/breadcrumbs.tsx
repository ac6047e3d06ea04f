import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { pageTitle } from './page-title';

/** One step of a trail; the last one (the current page) has no `to`. */
export type Crumb = { label: string; to?: string };

// The trail of the page on screen. Pages set it by rendering <Breadcrumbs>; the frame's bar shows it, the tab's title
// names it.
let current: Crumb[] = [];
const listeners = new Set<() => void>();
const setTrail = (trail: Crumb[]) => {
  current = trail;
  document.title = pageTitle(trail.map((crumb) => crumb.label));
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A page's own trail, e.g. `[{ label: 'Earn', to: '/earn' }, { label: 'Opportunities' }]`. Renders nothing itself. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  // Pages pass a new array on every render: the trail is set again only when its text changes.
  const key = JSON.stringify(trail);
  useEffect(() => {
    setTrail(JSON.parse(key) as Crumb[]);
    return () => setTrail([]);
  }, [key]);
  return null;
}

/** react-router keeps the history position in `history.state.idx`: 0 means there is nothing to go back to. */
const position = () => (window.history.state as { idx?: number } | null)?.idx;
const canGoBack = (idx: number | undefined) => (typeof idx === 'number' ? idx > 0 : window.history.length > 1);

/** The furthest position this page load has reached: a new page (PUSH) drops whatever was ahead of it. */
let end = -1;
/**
 * Whether there is a page ahead: the Navigation API knows the tab's whole history (reloads included); where it is
 * missing, the console's own navigations are counted (docs/behaviour/frame.md#breadcrumbs).
 */
const canGoForward = (idx: number | undefined) => {
  const known = (window as { navigation?: { canGoForward: boolean } }).navigation?.canGoForward;
  if (typeof known === 'boolean') return known;
  return typeof idx === 'number' ? idx < end : true;
};

/** The frame's breadcrumb bar: back and forward through the browser history, then the page's trail. */
export function BreadcrumbBar() {
  const trail = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const navigate = useNavigate();
  useLocation(); // re-render on every navigation, so both buttons follow the history
  const type = useNavigationType();
  const idx = position();
  if (typeof idx === 'number') end = type === 'PUSH' ? idx : Math.max(end, idx);
  return (
    <nav className="crumbs" aria-label="Breadcrumb">
      <button
        type="button"
        className="crumbs__step"
        aria-label="Go back"
        title="Go back"
        disabled={!canGoBack(idx)}
        onClick={() => navigate(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="crumbs__step"
        aria-label="Go forward"
        title="Go forward"
        disabled={!canGoForward(idx)}
        onClick={() => navigate(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      {trail.length ? (
        <ol className="crumbs__trail">
          {trail.map((crumb, i) => (
            <li key={`${i}-${crumb.label}`}>
              {crumb.to && i < trail.length - 1 ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </nav>
  );
}
