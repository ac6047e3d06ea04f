/**
 * Budget figures wherever shown (docs/behaviour/billing.md#advertising-billingadvertising): spend = total − available;
 * percentage = spend / total × 100, 0 when total is 0.
 */
export function budgetFigures(total: number, available: number) {
  const spend = total - available;
  return { spend, percentage: total === 0 ? 0 : (spend / total) * 100 };
}

/**
 * Campaigns-page progress (docs/behaviour/advertise.md#campaigns-advertisecampaigns): round(sum of spend / total
 * budget × 100), capped at 100.
 */
export function spendProgress(spends: number[], budget: number): number {
  if (!(budget > 0)) return 0;
  const sum = spends.reduce((s, v) => s + (Number.isFinite(v) ? v : 0), 0);
  return Math.min(100, Math.round((sum / budget) * 100));
}
