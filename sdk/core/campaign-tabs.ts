/**
 * The /earn/campaigns tabs (docs/behaviour/earn.md#tabs, docs/behaviour/earn.md#podspot-states): pure, no framework.
 */

/**
 * Every value the `tab` query parameter accepts (docs/behaviour/earn.md#tabs: all, draft, active, inactive, pending,
 * approved).
 */
export const CAMPAIGN_TABS = ['all', 'draft', 'active', 'inactive', 'pending', 'approved'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** The tabs shown as such; `inactive` only when one exists, `pending` and `approved` only while chosen by the address. */
export const SHOWN_TABS = ['all', 'draft', 'active', 'inactive'] as const satisfies readonly CampaignTab[];

export const TAB_LABELS = {
  all: 'All',
  draft: 'Draft',
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
  approved: 'Approved',
} as const satisfies Record<CampaignTab, string>;

export const TAB_PARAM = 'tab';

/** What the tab filters read of a podspot. */
export type TabFacts = { aasm_state: string; status?: string | null };

/** The tab named by the address; anything not in the allowed list (or absent) is `all`. */
export function parseCampaignTab(value: string | null | undefined): CampaignTab {
  const wanted = (value ?? '').trim().toLowerCase();
  return (CAMPAIGN_TABS as readonly string[]).includes(wanted) ? (wanted as CampaignTab) : 'all';
}

/** The query string with the tab set, or without it for `all`; other parameters stay. '' or '?…'. */
export function withCampaignTab(search: string, tab: CampaignTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'all') params.delete(TAB_PARAM);
  else params.set(TAB_PARAM, tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Draft is aasm_state draft; Active is approved with status active, or pending; Inactive is approved with status
 * inactive. The address-only tabs pending and approved filter on aasm_state (docs/behaviour/earn.md#podspot-states).
 */
export function matchesTab(podspot: TabFacts, tab: CampaignTab): boolean {
  const { aasm_state: state, status } = podspot;
  switch (tab) {
    case 'all':
      return true;
    case 'draft':
      return state === 'draft';
    case 'active':
      return (state === 'approved' && status === 'active') || state === 'pending';
    case 'inactive':
      return state === 'approved' && status === 'inactive';
    case 'pending':
      return state === 'pending';
    case 'approved':
      return state === 'approved';
  }
}

export type TabCounts = Record<CampaignTab, number>;

/** How many podspots each tab holds. */
export function tabCounts(podspots: readonly TabFacts[]): TabCounts {
  const counts = Object.fromEntries(CAMPAIGN_TABS.map((t) => [t, 0])) as TabCounts;
  for (const p of podspots) for (const t of CAMPAIGN_TABS) if (matchesTab(p, t)) counts[t] += 1;
  return counts;
}

/**
 * The tab bar: All, Draft, Active, then Inactive when at least one inactive podspot exists. A tab chosen by the
 * address that the bar would not show (inactive with none left, pending, approved) is shown too, so the user sees
 * what the list is filtered by and can leave it.
 */
export function visibleTabs(counts: TabCounts, current: CampaignTab): CampaignTab[] {
  const tabs: CampaignTab[] = SHOWN_TABS.filter((t) => t !== 'inactive' || counts.inactive > 0);
  if (!tabs.includes(current)) tabs.push(current);
  return tabs;
}
