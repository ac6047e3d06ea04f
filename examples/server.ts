import { readFile } from 'node:fs/promises';
import express, { type Express } from 'express';
import { CHOICE_TOKENS, COLOUR_TOKENS, LENGTH_TOKENS, WEIGHT_TOKENS } from '../sdk/core/appearance-tokens';
import { castwaveUser } from './castwave-users.ts';
import { podspotAccountRoutes } from './podspot-accounts.ts';

export type ExamplesOptions = {
  /** Where Podspot runs (console, API and SDK), e.g. http://localhost:4010. */
  podspotOrigin: string;
  /** The partner key this fictional hosting platform was given. */
  partnerKey: string;
};

const PUBLIC_DIR = new URL('./public/', import.meta.url);
/** Where rollup.config.mjs writes the React host example (real React, not the SDK's Preact). */
const BUILT_DIR = new URL('../dist/examples/', import.meta.url).pathname;
const DEFAULT_USER = 'publisher@podspot.test';
/** What the SDK build wrote: each file's Subresource Integrity hash (scripts/rollup/sri-manifest.mjs). */
const SDK_MANIFEST = new URL('../dist/sdk/manifest.json', import.meta.url);

/** podspot.js's `sha384-…` hash, read per request so a rebuild (npm run dev) is picked up; null before a build. */
export async function loaderIntegrity(): Promise<string | null> {
  try {
    return (JSON.parse(await readFile(SDK_MANIFEST, 'utf8')) as Record<string, string>)['podspot.js'] ?? null;
  } catch {
    return null;
  }
}

/**
 * The policy of strict-csp.html: Podspot needs only its own origin in script-src, connect-src, img-src and media-src.
 * No 'unsafe-inline' (widget styles are constructable stylesheets), no 'unsafe-eval'.
 */
export const strictCsp = (podspotOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${podspotOrigin}`,
    "style-src 'self'",
    `connect-src 'self' ${podspotOrigin}`,
    `img-src 'self' ${podspotOrigin} data:`,
    `media-src ${podspotOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * "Castwave", a fictional podcast-hosting dashboard on its own origin. Its tiny backend mints Podspot
 * embed tokens with the partner key, which never reaches the browser.
 */
export function createExamplesApp({ podspotOrigin, partnerKey }: ExamplesOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '10kb' }));

  // The platform knows who is signed in to it; here a query parameter stands in for its own session. A Castwave user
  // who joined through "Start earning with Podspot" is known to Podspot by Castwave's id, a Podspot user by email.
  app.post('/my-backend/podspot-token', async (req, res) => {
    const user = typeof req.body?.user === 'string' && req.body.user ? req.body.user : DEFAULT_USER;
    const who = castwaveUser(user) ? { external_id: user } : { email: user };
    // A test that runs this page in a mock sandbox sends its header; the token is minted in that sandbox.
    const sandbox = req.get('x-podspot-sandbox');
    try {
      const answer = await fetch(`${podspotOrigin}/api/partner/embed_tokens`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-partner-key': partnerKey,
          ...(sandbox ? { 'x-podspot-sandbox': sandbox } : {}),
        },
        body: JSON.stringify(who),
      });
      res.status(answer.status).json(await answer.json());
    } catch {
      res.status(502).json({ detail: { error: 'Podspot could not be reached.' } });
    }
  });

  app.use(podspotAccountRoutes({ podspotOrigin, partnerKey }));

  // The playground's controls are built from the SDK's own token lists, so they cannot drift from the API.
  app.get('/playground/tokens.json', (_req, res) => {
    res.json({ colour: COLOUR_TOKENS, length: LENGTH_TOKENS, weight: WEIGHT_TOKENS, choice: CHOICE_TOKENS });
  });
  app.get(['/', '/playground', '/:page.html'], async (req, res, next) => {
    const page = req.path === '/playground' ? 'playground' : String(req.params.page ?? 'index');
    if (!/^[a-z0-9-]+$/.test(page)) return next();
    try {
      const html = await readFile(new URL(`${page}.html`, PUBLIC_DIR), 'utf8');
      const sri = html.includes('{{PODSPOT_SRI}}') ? await loaderIntegrity() : '';
      if (sri === null) {
        res.status(503).type('text').send('dist/sdk/manifest.json is missing: run `npm run build`.');
        return;
      }
      if (page === 'strict-csp') res.set('Content-Security-Policy', strictCsp(podspotOrigin));
      res.type('html').send(html.replaceAll('{{PODSPOT_ORIGIN}}', podspotOrigin).replaceAll('{{PODSPOT_SRI}}', sri));
    } catch {
      next();
    }
  });
  app.get(['/react-host.js', '/react-host.js.map'], (req, res) => {
    res.sendFile(req.path.slice(1), { root: BUILT_DIR }, (error) => {
      if (error && !res.headersSent)
        res.status(404).type('text').send('dist/examples/react-host.js is missing: run `npm run build`.');
    });
  });
  app.use(express.static(PUBLIC_DIR.pathname, { index: false }));
  return app;
}
