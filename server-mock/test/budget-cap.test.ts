import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenarios/index.ts';
import { extendSeries } from '../state/lifecycle.ts';
import type { Store } from '../state/store.ts';

const campaignSpend = (store: Store, campaignId: number) => {
  const ids = new Set(store.podspots.filter((p) => p.campaign_id === campaignId).map((p) => p.id));
  return store.series
    .filter((s) => ids.has(s.podspot_id))
    .reduce((sum, s) => sum + s.spend_cents.reduce((a, b) => a + b, 0), 0);
};

describe('daily figures within the budget', () => {
  it('stop a campaign at its budget: the day that reaches it is cut short and ends the series', async () => {
    const store = await loadScenario('demo');
    const series = store.series.find((s) => s.spend_cents.length > 0 && s.spend_cents.at(-1)! > 0)!;
    const podspot = store.podspots.find((p) => p.id === series.podspot_id)!;
    const campaign = store.campaigns.find((c) => c.id === podspot.campaign_id)!;
    const spentBefore = campaignSpend(store, campaign.id);
    campaign.budget_cents = spentBefore + 150; // less than a day's spend of this podspot
    const length = series.spend_cents.length;
    const lastDay = series.first_day + length - 1;

    expect(extendSeries(store, podspot, lastDay + 10)).toBe(true);
    const grown = store.series.find((s) => s.podspot_id === podspot.id)!;
    expect(campaignSpend(store, campaign.id)).toBeLessThanOrEqual(campaign.budget_cents);
    // Readers take the days after a series as zero, so a spent campaign holds no more days, however far time runs.
    expect(grown.spend_cents.length).toBe(length + 1);
    expect(grown.spend_cents.at(-1)).toBeGreaterThan(0);
    expect(extendSeries(store, podspot, lastDay + 10_000)).toBe(false);
    expect(grown.spend_cents.length).toBe(length + 1);
  });
});
