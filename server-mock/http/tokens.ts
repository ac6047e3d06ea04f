import { SignJWT, jwtVerify } from 'jose';
import { nowSeconds, type Clock } from '../clock/clock.ts';

/**
 * What a token says. `scope: 'embed'` tokens may only call the widget endpoints; `sandbox` is the sandbox it was minted
 * in (absent for the default one), which routes later calls there.
 */
export type TokenClaims = { sub: string; scope: 'console' | 'embed'; impersonator?: number; sandbox?: string };

export const CONSOLE_TOKEN_SECONDS = 60 * 60;
export const EMBED_TOKEN_SECONDS = 15 * 60;

export type TokenService = {
  sign(
    userId: number,
    scope: TokenClaims['scope'],
    extra?: { impersonator?: number },
  ): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** How many verified tokens `verify` remembers (least recently used dropped first). */
export const VERIFIED_TOKENS_CACHED = 1000;

/**
 * Tokens of one sandbox: minted with its id as the `sandbox` claim, and expired by its clock (jose is given the clock's
 * date), so moving a sandbox's clock past a token's hour expires it there.
 */
export function createTokenService(secret: Uint8Array, clock: Clock, sandbox?: string): TokenService {
  // A token's signature and claims never change, so a verified token needs no second HMAC until it expires:
  // signed-in calls then skip jose (the largest part of a small request's time). Expiry is checked as jose does.
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number) => {
    if (verified.size >= VERIFIED_TOKENS_CACHED) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, exp });
  };
  const verify = async (token: string): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: 'podspot-mock',
        currentDate: new Date(clock.now()),
      });
      if (typeof payload.sub !== 'string' || (payload.scope !== 'console' && payload.scope !== 'embed')) return null;
      const claims: TokenClaims = {
        sub: payload.sub,
        scope: payload.scope,
        impersonator: payload.impersonator as number | undefined,
        sandbox: typeof payload.sandbox === 'string' ? payload.sandbox : undefined,
      };
      if (typeof payload.exp === 'number') remember(token, claims, payload.exp);
      return claims;
    } catch {
      return null;
    }
  };
  return {
    async sign(userId, scope, extra = {}) {
      const seconds = scope === 'embed' ? EMBED_TOKEN_SECONDS : CONSOLE_TOKEN_SECONDS;
      const issuedAt = nowSeconds(clock);
      const expiresAt = issuedAt + seconds;
      const token = await new SignJWT({ scope, ...extra, ...(sandbox ? { sandbox } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setIssuer('podspot-mock')
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token) {
      const hit = verified.get(token);
      if (!hit) return verify(token);
      verified.delete(token);
      if (hit.exp <= nowSeconds(clock)) return null; // expired: jose's own rule (exp <= now)
      verified.set(token, hit); // most recently used last
      return hit.claims;
    },
  };
}
