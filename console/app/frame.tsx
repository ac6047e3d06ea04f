import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { adoptStyles } from '@sdk/ui/styles';
import { podcastFilter, usePodcastFilter } from '../lib/podcast-filter';
import { useSession } from '../lib/session';
import { BreadcrumbBar } from '../ui/breadcrumbs';
import { usePageTitle } from '../ui/page-title';
import { PodcastChoiceSelect } from '../ui/podcast-choice';
import { PodcastSelect } from '../ui/podcast-select';
import { useDismiss } from '../ui/use-dismiss';
import { NavItems } from './frame-nav';
import frameCss from './frame.css?raw';
import { paths } from '../lib/paths';

adoptStyles(document, frameCss);

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The top bar's podcast selector (docs/behaviour/frame.md#podcast-selector). It filters the Earn pages: wide screens
 * show it there only (`phoneOnly` elsewhere); phones show it on every framed page. The opportunities pages and the
 * advertiser's campaigns and insights have a podcast filter of their own, of another choice, and hide it.
 */
function TopBarPodcastSelect({ phoneOnly }: { phoneOnly: boolean }) {
  const podcasts = usePodcastFilter((s) => s.podcasts);
  const total = usePodcastFilter((s) => s.total);
  const selected = usePodcastFilter((s) => s.selected);
  useEffect(() => void podcastFilter.getState().load(), []);
  if (!podcasts?.length) return null;
  return (
    <div className={`bar__podcasts${phoneOnly ? ' bar__podcasts--phone-only' : ''}`}>
      {/* A long list (past its first page) needs the search box: a listbox of thousands cannot be scrolled through. */}
      {total > podcasts.length ? (
        <PodcastChoiceSelect label="Show podcast" hideLabel menuAtEnd />
      ) : (
        <PodcastSelect
          podcasts={podcasts}
          value={selected}
          onChange={podcastFilter.getState().select}
          label="Show podcast"
        />
      )}
    </div>
  );
}

/** Side navigation on wide screens; a top bar with a menu button on small ones; a breadcrumb bar above every page. */
export function Frame({ denied = false }: { denied?: boolean }) {
  const roles = useSession((s) => s.user?.role) ?? [];
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidenav = useRef<HTMLElement>(null);
  useDismiss(menuOpen, closeMenu, menuButton, sidenav);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const logoTarget = roles.includes('publisher') ? paths.earn : paths.advertiseCampaigns;
  const showPodcasts =
    !denied &&
    roles.includes('publisher') &&
    ![paths.opportunities, paths.advertiseCampaigns, paths.advertiseInsights].some((p) => isUnder(pathname, p));
  return (
    <div className="frame">
      {/* Keyboard users skip the side navigation (a dozen stops) on every page. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <button
          ref={menuButton}
          type="button"
          className="topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="side-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="ps-visually-hidden">Menu</span>
          <span aria-hidden="true">☰</span>
        </button>
        <Link to={logoTarget} className="logo">
          Podspot
        </Link>
      </header>
      <aside ref={sidenav} id="side-nav" className={`sidenav${menuOpen ? ' sidenav--open' : ''}`} aria-label="Sidebar">
        <Link to={logoTarget} className="logo sidenav__logo">
          Podspot
        </Link>
        <NavItems onNavigate={closeMenu} />
      </aside>
      <div className="frame__main">
        {/* A named region: the podcast filter beside the breadcrumb is otherwise outside every landmark. */}
        <div className="bar" role="region" aria-label="Breadcrumb and filters">
          <BreadcrumbBar />
          {showPodcasts ? <TopBarPodcastSelect phoneOnly={!isUnder(pathname, paths.earn)} /> : null}
        </div>
        <main className="content" id="main" tabIndex={-1}>
          {denied ? <AccessDenied /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}

export function AccessDenied() {
  usePageTitle('Access denied');
  return (
    <section className="empty-state">
      <h1>Access denied</h1>
      <p className="ps-muted">Your account does not have access to this page.</p>
    </section>
  );
}
