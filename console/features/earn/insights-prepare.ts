import { createVisitHandoff, prepareVisit } from '../../lib/insights-visit';
import { session } from '../../lib/session';
import type { EarnInsightsStore } from './insights/insights-store';

/** The /earn/insights store prepared for a history entry, for the page to take (see console/lib/insights-visit.ts). */
export const earnInsightsVisit = createVisitHandoff<EarnInsightsStore>();

/** Called when /earn/insights matches: starts its requests while the page's chunks load (publishers only). */
export function prepareEarnInsights(): void {
  const user = session.getState().user;
  const allowed = !!user?.onboarding.completed && user.role.includes('publisher');
  prepareVisit(earnInsightsVisit, allowed, () =>
    import('./insights-open').then((m) => ({ open: m.openEarnInsights, warm: m.preloadLineChart })),
  );
}
