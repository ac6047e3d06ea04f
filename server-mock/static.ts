import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from './context.ts';
import { precompressed } from './precompressed.ts';
import { VERSION } from './version.ts';

/** The SDK's version, also `window.Podspot.version`: the loader is served under /sdk/v<version>/ too. */
export const SDK_VERSION = VERSION;
/** The built SDK (rollup's output): dist/sdk of the repo, and of the package (lib/ → dist/sdk). */
export const BUILT_SDK_DIR = fileURLToPath(new URL('../dist/sdk', import.meta.url));

/** Security headers of the console: a strict CSP, framing only by partner origins. */
export function consoleHeaders(partnerOrigins: string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors 'self' ${partnerOrigins.join(' ')}`.trim(),
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The built SDK under /sdk/ (any origin may load it) and the console SPA with its fallback to index.html. */
export function serveStatic(app: Express, options: AppContext['options']) {
  if (options.sdkDir && existsSync(options.sdkDir)) {
    const sdk = [
      (req: Request, res: Response, next: NextFunction) => {
        res.set('Access-Control-Allow-Origin', '*');
        res.set('Cross-Origin-Resource-Policy', 'cross-origin');
        // The widgets' chunks load as module scripts (CORS): a page whose calls carry a header of its own, such as a
        // test's X-Podspot-Sandbox, makes the browser ask first, and a refusal leaves the widgets unloaded.
        if (req.method !== 'OPTIONS') return next();
        res.set('Access-Control-Allow-Methods', 'GET, HEAD');
        res.set('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? '');
        res.set('Access-Control-Max-Age', '600');
        res.status(204).end();
      },
      precompressed(options.sdkDir),
      express.static(options.sdkDir, { maxAge: '5m', fallthrough: false }),
    ];
    // The same files under the version's own path (/sdk/v0.2.0/podspot.js), for hosts that pin a release.
    app.use(`/sdk/v${SDK_VERSION}`, ...sdk);
    app.use('/sdk', ...sdk);
  }
  if (options.consoleDir && existsSync(options.consoleDir)) {
    const consoleDir = resolve(options.consoleDir);
    // Per request: the partner origins may change at run time (`/api/__mock/partner_origins`).
    app.use((_req, res, next) => {
      res.set(consoleHeaders(options.partnerOrigins));
      next();
    });
    app.use(
      '/assets',
      precompressed(join(consoleDir, 'assets')),
      express.static(join(consoleDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    app.use(express.static(consoleDir, { index: false }));
    app.get(/.*/, (_req, res) => res.set('Cache-Control', 'no-cache').sendFile(join(consoleDir, 'index.html')));
  }
}
