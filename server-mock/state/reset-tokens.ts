import { createHash, randomBytes } from 'node:crypto';
import type { Store } from './store.ts';

/** How long a password reset link works. */
export const RESET_TOKEN_MS = 60 * 60_000;

// Only a hash is kept: a leaked state file (--state) must not hand out working reset links.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token for `userId`; the raw value goes into the email only. */
export function issueResetToken(store: Store, userId: number, now: number): string {
  const token = randomBytes(24).toString('base64url');
  // Forget tokens a day past expiry; until then a late click still hears "expired", not "not valid".
  store.resetTokens = store.resetTokens.filter((t) => t.expires_at > now - 24 * RESET_TOKEN_MS);
  store.resetTokens.push({ token: digest(token), user_id: userId, expires_at: now + RESET_TOKEN_MS, used: false });
  return token;
}

export const RESET_ERRORS = {
  unknown: 'This password reset link is not valid. Request a new one from the "Forgot password" page.',
  used: 'This password reset link has already been used. Request a new one from the "Forgot password" page.',
  expired:
    'This password reset link has expired (links work for one hour). Request a new one from the "Forgot password" page.',
} as const;

/**
 * Spends a token: its user id, or why it cannot be used. Using one also spends the user's other
 * outstanding tokens, so an older email cannot undo the new password.
 */
export function consumeResetToken(
  store: Store,
  token: string,
  now: number,
): { userId: number } | { error: keyof typeof RESET_ERRORS } {
  const record = store.resetTokens.find((t) => t.token === digest(token));
  if (!record) return { error: 'unknown' };
  if (record.used) return { error: 'used' };
  if (record.expires_at <= now) return { error: 'expired' };
  for (const t of store.resetTokens) if (t.user_id === record.user_id) t.used = true;
  return { userId: record.user_id };
}
