// What the bench opens and when a page counts as ready: npm run bench (run.ts) and the diagnostics share these.
import type { Interaction } from './interactions.ts';

/*
 * Readiness checks run in the page: functions, not strings, since the console's strict CSP (no 'unsafe-eval') refuses
 * the eval that Playwright needs for a string predicate. Each is self-contained: it is sent to the page as source.
 */
/** Content is visible with data: figures and at least one Review button. */
export const SDK_READY = () => {
  const e = document.querySelector('#earnings')?.shadowRoot;
  const i = document.querySelector('#inbox')?.shadowRoot;
  return (
    !!e?.querySelector('[data-testid=total-earnings]') &&
    !![...(i?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Review')
  );
};
export const CONSOLE_EARN_READY = () =>
  !!document.querySelector('[data-testid=total-earnings]') &&
  !![...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Review');
export const TABLE_READY = () =>
  document.querySelectorAll('main table tbody tr').length > 0 && !document.querySelector('main .ps-spinner');
export const ROUTES: { path: string; user: string | null; ready: () => boolean }[] = [
  { path: '/login', user: null, ready: () => !!document.querySelector('input[type=email]') },
  { path: '/earn', user: 'publisher@podspot.test', ready: CONSOLE_EARN_READY },
  {
    path: '/earn/opportunities',
    user: 'publisher@podspot.test',
    ready: () => !![...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Review'),
  },
  { path: '/earn/insights', user: 'publisher@podspot.test', ready: TABLE_READY },
  { path: '/advertise/insights', user: 'advertiser@podspot.test', ready: TABLE_READY },
];

/** Any page: its heading and content are shown, and nothing is loading (no spinner, no busy region). */
export const CONTENT_READY = () => {
  const main = document.querySelector('main');
  if (!main?.querySelector('h1') || (main.textContent ?? '').trim().length < 40) return false;
  return !document.querySelector('.ps-spinner, .ps-inbox__loading, [aria-busy=true]:not(button)');
};
/** Every other signed-in route (the goal is every route ≤ 600 ms on `large`): measured on `large` only. */
export const OTHER_ROUTES: typeof ROUTES = [
  ...[
    '/earn/opportunities/not-interested',
    '/earn/campaigns',
    '/earn/campaigns/archived',
    '/billing/earnings',
    '/settings',
  ].map((path) => ({ path, user: 'publisher@podspot.test', ready: CONTENT_READY })),
  ...['/advertise', '/advertise/campaigns', '/billing/advertising'].map((path) => ({
    path,
    user: 'advertiser@podspot.test',
    ready: CONTENT_READY,
  })),
];

const LIST_ROWS = 'main li, main tbody tr';
export const INTERACTIONS: Interaction[] = [
  {
    name: 'sort opportunities by advertiser',
    path: '/earn/opportunities',
    user: 'publisher@podspot.test',
    action: { kind: 'select', label: 'Sort by', value: 'advertiser' },
    rows: LIST_ROWS,
    ready: ROUTES[2].ready,
  },
  {
    name: 'filter opportunities by advertiser',
    path: '/earn/opportunities',
    user: 'publisher@podspot.test',
    action: { kind: 'select', label: 'Advertiser' },
    rows: LIST_ROWS,
    ready: ROUTES[2].ready,
  },
  {
    name: 'sort campaigns by advertiser',
    path: '/earn/campaigns',
    user: 'publisher@podspot.test',
    action: { kind: 'select', label: 'Sort by', value: 'advertiser' },
    rows: LIST_ROWS,
    ready: () => !!document.querySelector('main li') && !document.querySelector('main .ps-spinner'),
  },
  {
    name: 'sort publisher insights by name',
    path: '/earn/insights',
    user: 'publisher@podspot.test',
    action: { kind: 'sort', label: 'Name' },
    rows: 'main tbody tr',
    ready: TABLE_READY,
  },
  {
    name: 'sort advertiser insights by name',
    path: '/advertise/insights',
    user: 'advertiser@podspot.test',
    action: { kind: 'sort', label: 'Name' },
    rows: 'main tbody tr',
    ready: TABLE_READY,
  },
];

/*
 * The four SDK widgets, each alone on its examples page (another origin, the token from Castwave's backend): ready once
 * the widget shows its data in its shadow root and nothing in it is loading.
 */
export const WIDGETS: { name: string; page: string; ready: () => boolean }[] = [
  {
    name: 'opportunities inbox',
    page: '/inbox-test.html',
    ready: () => {
      const root = document.querySelector('#inbox')?.shadowRoot;
      return !!root?.querySelector('.ps-inbox__row') && !root.querySelector('.ps-inbox__loading, .ps-spinner');
    },
  },
  {
    name: 'go-live uploader',
    page: '/golive-test.html',
    ready: () => {
      const root = document.querySelector('#golive')?.shadowRoot;
      return !!root?.querySelector('.ps-golive-row') && !root.querySelector('.ps-spinner');
    },
  },
  {
    name: 'earnings card',
    page: '/earnings-test.html',
    ready: () => {
      const root = document.querySelector('#earnings')?.shadowRoot;
      return !!root?.querySelector('[data-testid=total-earnings]') && !root.querySelector('.ps-spinner');
    },
  },
  {
    name: 'spend table',
    page: '/spend-test.html',
    ready: () => {
      const root = document.querySelector('#spend')?.shadowRoot;
      return !!root?.querySelector('tbody tr') && !root.querySelector('.ps-spinner');
    },
  },
];
