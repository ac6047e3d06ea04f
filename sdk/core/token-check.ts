import { describeValue } from './diagnostics';

/** Three base64url parts: the compact JWT the partner endpoint mints (`POST /api/partner/embed_tokens`). */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Why what `fetchToken` resolved is not an embed token, said for the developer; `null` when it is one. */
export function tokenProblem(value: unknown): string | null {
  if (typeof value === 'string' && JWT.test(value)) return null;
  const given = describeValue(value);
  if (value && typeof value === 'object' && typeof (value as { token?: unknown }).token === 'string')
    return `\`fetchToken\` resolved ${given}, not the token string: resolve \`response.token\` (the \`token\` field of your endpoint's answer).`;
  return `\`fetchToken\` resolved ${given}, which is not an embed token: resolve the \`token\` string (a JWT) that POST /api/partner/embed_tokens answers.`;
}

/** Anything with a `then` method counts as a promise, as `await` treats it. */
export const isThenable = (value: unknown): boolean =>
  Boolean(value) && typeof (value as { then?: unknown }).then === 'function';
