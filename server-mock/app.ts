import express, { type Express } from 'express';
import { createContext, sharedOf, type AppContext, type AppOptions } from './context.ts';
import { countCallsInFlight } from './http/calls-in-flight.ts';
import { countConnectionCalls } from './http/connection-calls.ts';
import { serverTiming } from './middleware/server-timing.ts';
import { loadContract } from './openapi.ts';
import { feedRoutes } from './routes/feeds.ts';
import { createSandboxes, type Sandboxes } from './sandboxes/registry.ts';
import { dispatchToSandbox } from './sandboxes/dispatch.ts';
import { sandboxRoutes } from './sandboxes/routes.ts';
import { serveStatic } from './static.ts';

export { DEMO_PARTNER_KEY } from './client/demo.ts';

/**
 * The whole mock server as an Express app; tests call this, `index.ts` only parses flags and listens. `ctx` is the
 * default sandbox (the one calls without a sandbox reach); `sandboxes` holds the others.
 */
export async function createApp(
  options: AppOptions = {},
): Promise<{ app: Express; ctx: AppContext; sandboxes: Sandboxes }> {
  const shared = sharedOf(options);
  const ctx = await createContext(shared);
  const sandboxes = createSandboxes(shared, ctx, loadContract());

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  app.use(countConnectionCalls);
  app.use('/api', countCallsInFlight);
  app.use('/api', serverTiming());
  app.use('/api', sandboxRoutes(sandboxes));
  app.use('/api', dispatchToSandbox(sandboxes));
  app.use('/feeds', feedRoutes(ctx)); // smart feeds live at the origin root, where smartFeedUrl() points
  serveStatic(app, ctx.options);
  return { app, ctx, sandboxes };
}
