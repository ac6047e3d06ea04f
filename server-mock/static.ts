import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express } from 'express';
import type { AppContext } from './context.ts';

/** Security headers of the console: a strict CSP, framing only by partner origins. */
export function consoleHeaders(partnerOrigins: string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:", "media-src 'self' blob:",
      "connect-src 'self'", "font-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'",
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
    app.use('/sdk', (_req, res, next) => {
      res.set('Access-Control-Allow-Origin', '*');
      res.set('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    }, express.static(options.sdkDir, { maxAge: '5m', fallthrough: false }));
  }
  if (options.consoleDir && existsSync(options.consoleDir)) {
    const headers = consoleHeaders(options.partnerOrigins);
    const consoleDir = resolve(options.consoleDir);
    app.use((_req, res, next) => {
      res.set(headers);
      next();
    });
    app.use('/assets', express.static(join(consoleDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(consoleDir, { index: false }));
    app.get(/.*/, (_req, res) => res.set('Cache-Control', 'no-cache').sendFile(join(consoleDir, 'index.html')));
  }
}
