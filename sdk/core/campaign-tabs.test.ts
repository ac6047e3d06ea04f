import { describe, expect, it } from 'vitest';
import {
  matchesTab,
  parseCampaignTab,
  tabCounts,
  visibleTabs,
  withCampaignTab,
  type CampaignTab,
  type TabFacts,
} from './campaign-tabs';

describe('parseCampaignTab', () => {
  it.each<[string | null | undefined, CampaignTab]>([
    ['all', 'all'],
    ['draft', 'draft'],
    ['active', 'active'],
    ['inactive', 'inactive'],
    ['pending', 'pending'],
    ['approved', 'approved'],
    ['Draft', 'draft'],
    [' active ', 'active'],
    ['archived', 'all'],
    ['offered', 'all'],
    ['drafts', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
    ['__proto__', 'all'],
    ['constructor', 'all'],
  ])('%j → %s', (value, tab) => {
    expect(parseCampaignTab(value)).toBe(tab);
  });
});

describe('withCampaignTab', () => {
  it.each<[string, CampaignTab, string]>([
    ['', 'draft', '?tab=draft'],
    ['?tab=draft', 'active', '?tab=active'],
    ['?tab=draft', 'all', ''],
    ['', 'all', ''],
    ['?tab=nonsense', 'all', ''],
    ['?sort=recent&tab=draft', 'all', '?sort=recent'],
    ['?sort=recent', 'inactive', '?sort=recent&tab=inactive'],
  ])('%j + %s → %j', (search, tab, expected) => {
    expect(withCampaignTab(search, tab)).toBe(expected);
  });
});

const p = (aasm_state: string, status: string | null = null): TabFacts => ({ aasm_state, status });

describe('matchesTab (the tab filters of docs/behaviour/earn.md#podspot-states)', () => {
  const rows: [string, TabFacts, CampaignTab[]][] = [
    ['draft', p('draft'), ['all', 'draft']],
    ['pending', p('pending'), ['all', 'active', 'pending']],
    ['approved active', p('approved', 'active'), ['all', 'active', 'approved']],
    ['approved inactive', p('approved', 'inactive'), ['all', 'inactive', 'approved']],
    ['approved deactivating', p('approved', 'deactivating'), ['all', 'approved']],
    ['approved, no status yet', p('approved'), ['all', 'approved']],
  ];
  it.each(rows)('%s is in %j', (_name, podspot, tabs) => {
    const all: CampaignTab[] = ['all', 'draft', 'active', 'inactive', 'pending', 'approved'];
    expect(all.filter((t) => matchesTab(podspot, t))).toEqual(tabs);
  });
});

describe('tabCounts and visibleTabs', () => {
  const withInactive = [p('draft'), p('draft'), p('pending'), p('approved', 'active'), p('approved', 'inactive')];
  const withoutInactive = [p('draft'), p('approved', 'active')];

  it('counts each tab', () => {
    expect(tabCounts(withInactive)).toEqual({ all: 5, draft: 2, active: 2, inactive: 1, pending: 1, approved: 2 });
    expect(tabCounts([])).toEqual({ all: 0, draft: 0, active: 0, inactive: 0, pending: 0, approved: 0 });
  });

  it.each<[string, TabFacts[], CampaignTab, CampaignTab[]]>([
    ['Inactive shows when one exists', withInactive, 'all', ['all', 'draft', 'active', 'inactive']],
    ['Inactive hides when none exists', withoutInactive, 'all', ['all', 'draft', 'active']],
    [
      'Inactive chosen by the address stays visible',
      withoutInactive,
      'inactive',
      ['all', 'draft', 'active', 'inactive'],
    ],
    [
      'pending chosen by the address is shown last',
      withInactive,
      'pending',
      ['all', 'draft', 'active', 'inactive', 'pending'],
    ],
    [
      'approved chosen by the address is shown last',
      withoutInactive,
      'approved',
      ['all', 'draft', 'active', 'approved'],
    ],
  ])('%s', (_name, rows, current, expected) => {
    expect(visibleTabs(tabCounts(rows), current)).toEqual(expected);
  });
});
