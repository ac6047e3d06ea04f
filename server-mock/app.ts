import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express, { type Express } from 'express';
import { createTokenService } from './http/tokens.ts';
import type { AppContext, AppOptions } from './context.ts';
import { faultMiddleware } from './middleware/faults.ts';
import { errorHandler, HttpError } from './http/errors.ts';
import { authMiddleware } from './middleware/auth.ts';
import { corsMiddleware } from './middleware/cors.ts';
import { persistMiddleware } from './middleware/persist.ts';
import { loadContract, validationMiddleware } from './openapi.ts';
import { accountRoutes } from './routes/accounts.ts';
import { assetRoutes } from './routes/assets.ts';
import { advertiseRoutes } from './routes/advertise.ts';
import { billingRoutes } from './routes/billing.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { earnOpportunitiesRoutes } from './routes/earn-opportunities.ts';
import { earnPodspotsRoutes } from './routes/earn-podspots.ts';
import { earnReportRoutes } from './routes/earn-reports.ts';
import { feedRoutes } from './routes/feeds.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { payoutRoutes } from './routes/payout.ts';
import { settingsRoutes } from './routes/settings.ts';
import { mockRoutes } from './routes/mock.ts';
import { partnerRoutes, type PartnerKeys } from './routes/partner.ts';
import { loadScenario } from './scenarios/index.ts';
import { createPersister, readStateFile, removeStaleTemps } from './persistence/state-file.ts';
import { serveStatic } from './static.ts';

export const DEMO_PARTNER_KEY = 'pk_test_demo_host';
export const JSON_BODY_LIMIT = '100kb';

/** The whole mock server as an Express app; tests call this, `index.ts` only parses flags and listens. */
export async function createApp(options: AppOptions = {}): Promise<{ app: Express; ctx: AppContext }> {
  // `--state FILE`: a saved state wins over the scenario; a corrupt file throws StateFileError (refuse to start).
  if (options.stateFile) removeStaleTemps(options.stateFile);
  const saved = options.stateFile ? readStateFile(options.stateFile) : null;
  const ctx: AppContext = {
    store: saved ?? (await loadScenario(options.scenario ?? 'demo')),
    tokens: createTokenService(options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : randomBytes(32)),
    options: { partnerOrigins: ['http://localhost:4011'], approveAfterSeconds: 0, ...options },
    faults: [],
    changed: () => {},
    flush: async () => {},
  };
  if (options.stateFile) {
    const persister = createPersister(options.stateFile, () => ctx.store);
    Object.assign(ctx, { changed: persister.changed, flush: persister.flush });
    if (!saved) {
      ctx.changed();
      await ctx.flush();
    }
  }
  const partnerKeys = (): PartnerKeys => ({
    [DEMO_PARTNER_KEY]: { name: 'Demo hosting platform', origins: ctx.options.partnerOrigins },
  });

  const api = express.Router();
  api.use(corsMiddleware(() => ctx.options.partnerOrigins));
  // Answers of 1 KB and more go compressed to clients that ask (browsers do; brotli at quality 4, else gzip): a list of
  // opportunities shrinks about tenfold for well under a millisecond of CPU. Clients that do not ask get plain JSON,
  // without the cost of the middleware wrapping their answer (about 5% of a small call's CPU).
  const compress = compression({ threshold: 1024 });
  api.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  if (options.stateFile) api.use(persistMiddleware(() => ctx.flush()));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(faultMiddleware(ctx.faults));
  api.use(mockRoutes(ctx));
  api.use(validationMiddleware(loadContract()));
  api.use(authMiddleware(ctx));
  api.use(accountRoutes(ctx));
  api.use(partnerRoutes(ctx, partnerKeys));
  api.use(assetRoutes(ctx));
  api.use(onboardingRoutes(ctx));
  api.use(catalogueRoutes(ctx));
  api.use(settingsRoutes(ctx));
  api.use(earnOpportunitiesRoutes(ctx));
  api.use(earnPodspotsRoutes(ctx));
  api.use(earnReportRoutes(ctx));
  api.use(advertiseRoutes(ctx));
  api.use(billingRoutes(ctx));
  api.use(payoutRoutes(ctx));
  api.use(() => {
    throw new HttpError(404, { error: 'No such API call.' });
  });
  api.use(errorHandler);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  app.use('/api', api);
  app.use('/feeds', feedRoutes(ctx)); // smart feeds live at the origin root, where smartFeedUrl() points
  serveStatic(app, ctx.options);
  return { app, ctx };
}
