import express, { type Router } from 'express';
import type { AppContext } from './context.ts';
import { advanceLifecycle } from './middleware/advance-lifecycle.ts';
import { authMiddleware } from './middleware/auth.ts';
import { compressWhenAsked } from './middleware/compression.ts';
import { contractRoutesOnly } from './middleware/contract-routes.ts';
import { corsMiddleware } from './middleware/cors.ts';
import { DEMO_PARTNER_KEY, OTHER_PARTNER_KEY } from './client/demo.ts';
import { errorHandler, noSuchCall } from './middleware/error-handler.ts';
import { faultMiddleware } from './middleware/faults.ts';
import { jsonBody } from './middleware/json-body.ts';
import { jsonOnly } from './middleware/json-only.ts';
import { persistMiddleware } from './middleware/persist.ts';
import { stubMiddleware } from './middleware/stubs.ts';
import { validationMiddleware } from './middleware/validation.ts';
import { recordRequests } from './journal/record-requests.ts';
import type { Contract } from './openapi.ts';
import { accountRoutes } from './routes/accounts.ts';
import { advertiseRoutes } from './routes/advertise.ts';
import { advertiseOptionsRoutes } from './routes/advertise-options.ts';
import { assetRoutes } from './routes/assets.ts';
import { billingRoutes } from './routes/billing.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { earnOpportunitiesRoutes } from './routes/earn-opportunities.ts';
import { earnOpportunityFacetsRoutes } from './routes/earn-opportunity-facets.ts';
import { earnOptionsRoutes } from './routes/earn-options.ts';
import { earnPodspotsRoutes } from './routes/earn-podspots.ts';
import { earnReportRoutes } from './routes/earn-reports.ts';
import { mockClockRoutes } from './routes/mock-clock.ts';
import { mockRoutes } from './routes/mock.ts';
import { mockStubRoutes } from './routes/mock-stubs.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { partnerOriginRoutes } from './routes/partner-origins.ts';
import { partnerRoutes, type PartnerKeys } from './routes/partner.ts';
import { payoutRoutes } from './routes/payout.ts';
import { publisherActionsRoutes } from './routes/publisher-actions.ts';
import { settingsRoutes } from './routes/settings.ts';
import { webhookRoutes } from './routes/webhooks.ts';

export const JSON_BODY_LIMIT = '100kb';
/** A fixture posted to `/__mock/reset` or `/__mock/sandboxes`: the export of `large` is about 35 MB. */
export const FIXTURE_BODY_LIMIT = '64mb';

/**
 * The whole `/api` of one sandbox, every router built on its context: what hangs on the context (store, faults,
 * outbox, throttle, clock) is the sandbox's own. The contract is compiled once per app and shared (it never changes).
 */
export function createApiRouter(
  ctx: AppContext,
  contract: Contract,
  onRefusedOrigin: (origin: string) => void,
): Router {
  const partnerKeys = (): PartnerKeys => ({
    [DEMO_PARTNER_KEY]: { name: 'Demo hosting platform', origins: ctx.options.partnerOrigins },
    [OTHER_PARTNER_KEY]: { name: 'Other hosting platform', origins: ctx.options.partnerOrigins },
  });

  // Order matters: only the contract's calls pass, before any body is read; faults apply to every call but the
  // helpers; every call, the helpers too, is validated against the contract before any router; /__mock answers before
  // auth (no token needed); the podspots advance once a call has passed auth, before any area router reads the store.
  const api = express.Router();
  // Webhook events are found once a call that changed the state has been answered, so its changes are complete.
  api.use((_req, res, next) => {
    res.on('finish', () => ctx.webhooks.observe(ctx.store));
    next();
  });
  api.use(
    recordRequests(
      () => ctx.journal,
      (key) => partnerKeys()[key]?.name,
    ),
  );
  api.use(corsMiddleware(() => ctx.options.partnerOrigins, onRefusedOrigin));
  // Before persist: compression sends headers as the route ends, and persist must still be able to answer 500 then.
  api.use(compressWhenAsked());
  if (ctx.options.stateFile) api.use(persistMiddleware(() => ctx.flush()));
  api.use(contractRoutesOnly(contract));
  api.use('/__mock/reset', jsonBody(FIXTURE_BODY_LIMIT));
  api.use(jsonBody(JSON_BODY_LIMIT));
  api.use(jsonOnly);
  api.use(faultMiddleware(() => ctx.faults));
  api.use(stubMiddleware(() => ctx.stubs));
  api.use(validationMiddleware(contract));
  api.use(mockRoutes(ctx));
  api.use(mockStubRoutes(ctx, contract));
  api.use(mockClockRoutes(ctx));
  api.use(partnerOriginRoutes(ctx));
  api.use(webhookRoutes(ctx, partnerKeys));
  api.use(authMiddleware(ctx));
  api.use(advanceLifecycle(ctx));
  api.use(accountRoutes(ctx));
  api.use(partnerRoutes(ctx, partnerKeys));
  api.use(assetRoutes(ctx));
  api.use(onboardingRoutes(ctx));
  api.use(catalogueRoutes(ctx));
  api.use(settingsRoutes(ctx));
  api.use(earnOpportunityFacetsRoutes(ctx));
  api.use(earnOpportunitiesRoutes(ctx));
  api.use(earnOptionsRoutes(ctx));
  api.use(earnPodspotsRoutes(ctx));
  api.use(earnReportRoutes(ctx));
  api.use(advertiseRoutes(ctx));
  api.use(advertiseOptionsRoutes(ctx));
  api.use(billingRoutes(ctx));
  api.use(payoutRoutes(ctx));
  api.use(publisherActionsRoutes(ctx));
  api.use(noSuchCall);
  api.use(errorHandler);
  return api;
}
