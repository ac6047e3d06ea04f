import type { Request, RequestHandler } from 'express';
import { decodeJwt } from 'jose';
import { corsMiddleware } from '../middleware/cors.ts';
import type { Sandboxes } from './registry.ts';

export const SANDBOX_HEADER = 'X-Podspot-Sandbox';

/** The `sandbox` claim of a bearer token, unverified: it only picks the sandbox, whose auth then verifies the token. */
function sandboxOfToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return undefined;
  try {
    const claim = decodeJwt(match[1]).sandbox;
    return typeof claim === 'string' ? claim : undefined;
  } catch {
    return undefined; // not a JWT at all: the sandbox's auth answers 401
  }
}

/** A payout provider link is opened by a browser without the header: the link names its sandbox in `?sandbox=`. */
function sandboxOfLink(req: Request): string | undefined {
  const named = req.query.sandbox;
  return req.path.startsWith('/payout-provider/') && typeof named === 'string' ? named : undefined;
}

/**
 * Hands each `/api` call to its sandbox: the one named by the `X-Podspot-Sandbox` header, else the one the bearer
 * token was minted in, else (a payout provider link) the one its `?sandbox=` names, else the default sandbox. A token of another sandbox than the header's is refused by that
 * sandbox's auth (middleware/auth.ts).
 */
export function dispatchToSandbox(sandboxes: Sandboxes): RequestHandler {
  // A preflight carries neither the header's value nor the token, so it is answered for the origins of every sandbox.
  const preflight = corsMiddleware(() => [...sandboxes.allPartnerOrigins()], sandboxes.onRefusedOrigin);
  const defaultCors = corsMiddleware(() => sandboxes.defaultCtx.options.partnerOrigins, sandboxes.onRefusedOrigin);
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return preflight(req, res, next);
    const id = req.get(SANDBOX_HEADER) ?? sandboxOfToken(req.get('authorization')) ?? sandboxOfLink(req);
    if (id === undefined) return sandboxes.defaultApi(req, res, next);
    const sandbox = sandboxes.use(id);
    if (sandbox) return sandbox.api(req, res, next);
    defaultCors(req, res, () => {
      res.status(404).json({
        detail: {
          sandbox:
            `No sandbox "${id}": it was deleted, expired after being unused, or never existed. ` +
            'Create one with POST /api/__mock/sandboxes.',
        },
      });
    });
  };
}
