import { SignJWT, jwtVerify } from 'jose';

/** What a token says. `scope: 'embed'` tokens may only call the widget endpoints. */
export type TokenClaims = { sub: string; scope: 'console' | 'embed'; impersonator?: number };

export const CONSOLE_TOKEN_SECONDS = 60 * 60;
export const EMBED_TOKEN_SECONDS = 15 * 60;

export type TokenService = {
  sign(userId: number, scope: TokenClaims['scope'], extra?: { impersonator?: number }): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    async sign(userId, scope, extra = {}) {
      const seconds = scope === 'embed' ? EMBED_TOKEN_SECONDS : CONSOLE_TOKEN_SECONDS;
      const expiresAt = Math.floor(Date.now() / 1000) + seconds;
      const token = await new SignJWT({ scope, ...extra })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .setIssuer('podspot-mock')
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'podspot-mock' });
        if (typeof payload.sub !== 'string' || (payload.scope !== 'console' && payload.scope !== 'embed')) return null;
        return { sub: payload.sub, scope: payload.scope, impersonator: payload.impersonator as number | undefined };
      } catch {
        return null;
      }
    },
  };
}
