/**
 * Every widget the SDK ships, one entry each. The rest derives from this table or is checked against it by the
 * compiler: the loader's list and its `<podspot-*>` elements, the callback events, the widget chunks
 * (rollup.config.mjs), `@podspot/react` and `@podspot/vue` (written by `npm run gen:widgets`), the public types, the
 * Custom Elements Manifest and the size budgets. How to add a widget: CONTRIBUTING.md#add-a-widget.
 *
 * Each entry:
 * - `component`: the React and Vue component's name; the widget's props type is `<component>Props`, exported by
 *   `props.ts` in `sdk/widgets/<name>/`, whose `widget.ts` exports the definition the chunk mounts.
 * - `audience` and `summary`: who uses it and what it shows, for the integrator guide's list (sdk/README.md#widgets-and-
 *   examples) and the components' documentation.
 * - `attributes`: what `<podspot-<name>>` observes, each a prop in kebab-case (checked: sdk/embed/element-attributes.ts).
 * - `callbacks`: its callback props, each also the DOM event `podspot:<type>` (checked: sdk/embed/callback-events.ts).
 * - `budget` and `target`: the host download (loader, widget chunk, the chunks it imports), gzip bytes: what the build
 *   is held to (its size when set, plus about 128 B), and the issues' ceiling it may not be raised past
 *   (docs/performance.md#sdk-bytes-against-the-issues-budgets).
 */
export const WIDGET_TABLE = {
  'opportunities-inbox': {
    component: 'OpportunitiesInbox',
    audience: 'publishers',
    summary:
      "the opportunities offered to the publisher's podcasts, grouped by campaign: review, accept, not interested (with Undo)",
    attributes: ['podcast-id', 'compact', 'view', 'accepted-href', 'not-interested-href'],
    callbacks: ['onViewChange', 'onNavigate'],
    budget: 35071,
    target: 35301,
  },
  'go-live-uploader': {
    component: 'GoLiveUploader',
    audience: 'publishers',
    summary: 'the podspots that require attention, and the two go-live steps: upload the MP3, integrate the smart feed',
    attributes: ['podspot-id'],
    callbacks: [],
    budget: 32653,
    target: 34991,
  },
  'earnings-card': {
    component: 'EarningsCard',
    audience: 'publishers',
    summary: 'earnings and downloads for a date range, with a small chart',
    attributes: ['preset', 'podcast-id', 'href'],
    callbacks: ['onNavigate'],
    budget: 28791,
    target: 29390,
  },
  'spend-table': {
    component: 'SpendTable',
    audience: 'advertisers',
    summary: 'spend per publisher podcast for a duration, with totals, sorting, row selection and CSV export',
    attributes: ['preset', 'advertiser-id'],
    callbacks: ['onSelect'],
    budget: 30600,
    target: 30600,
  },
  onboarding: {
    component: 'Onboarding',
    audience: 'publishers',
    summary:
      "the publisher's onboarding inside the host: estimate, first offer, example, first upload; steps the host has done are passed over",
    attributes: [],
    callbacks: ['onStepChange', 'onComplete', 'onExit'],
    budget: 30454,
    target: 30720,
  },
  payouts: {
    component: 'Payouts',
    audience: 'publishers',
    summary:
      'the way from earned to paid with dates, the available balance with Withdraw funds, the ledger and earnings by podcast',
    attributes: [],
    callbacks: [],
    budget: 30622,
    target: 30720,
  },
  'notification-banner': {
    component: 'NotificationBanner',
    audience: 'publishers',
    summary:
      'what the publisher must do, each with its count and nearest deadline, and the action that opens its flow in place',
    attributes: ['variant'],
    callbacks: ['onAction', 'onNotificationsChange'],
    budget: 26624,
    target: 26624,
  },
} as const satisfies Record<string, WidgetEntry>;

/** One row of the table (see above). */
export type WidgetEntry = {
  component: string;
  audience: 'publishers' | 'advertisers';
  summary: string;
  attributes: readonly string[];
  callbacks: readonly `on${string}`[];
  budget: number;
  target: number;
};
