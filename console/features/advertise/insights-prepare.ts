import { createVisitHandoff, prepareVisit } from '../../lib/insights-visit';
import { session } from '../../lib/session';
import type { AdvertiseInsightsStore } from './insights/insights-store';

/** The /advertise/insights store prepared for a history entry, for the page to take (see console/lib/insights-visit.ts). */
export const advertiseInsightsVisit = createVisitHandoff<AdvertiseInsightsStore>();

/** Called when /advertise/insights matches: starts its requests while the page's chunks load (advertisers only). */
export function prepareAdvertiseInsights(): void {
  const user = session.getState().user;
  const allowed = !!user?.onboarding.completed && user.role.includes('advertiser');
  prepareVisit(advertiseInsightsVisit, allowed, () =>
    import('./insights-open').then((m) => ({ open: m.openAdvertiseInsights, warm: m.preloadLineChart })),
  );
}
