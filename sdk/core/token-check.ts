import { describeValue } from './diagnostics';
import { isJwtShaped } from './jwt-shape';

/** Why what `fetchToken` resolved is not an embed token, said for the developer; `null` when it is one. */
export function tokenProblem(value: unknown): string | null {
  if (isJwtShaped(value)) return null;
  const given = describeValue(value);
  if (value && typeof value === 'object' && typeof (value as { token?: unknown }).token === 'string')
    return `\`fetchToken\` resolved ${given}, not the token string: resolve \`response.token\` (the \`token\` field of your endpoint's answer).`;
  return `\`fetchToken\` resolved ${given}, which is not an embed token: resolve the \`token\` string (a JWT: three base64url parts, the first two JSON) that POST /api/partner/embed_tokens answers, as it is.`;
}

/** Anything with a `then` method counts as a promise, as `await` treats it. */
export const isThenable = (value: unknown): boolean =>
  Boolean(value) && typeof (value as { then?: unknown }).then === 'function';
