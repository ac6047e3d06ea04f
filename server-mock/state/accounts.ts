import type { User } from './models.ts';
import { newAccount } from './onboarding-machine.ts';
import { sendEmail } from './outbox.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeResetToken, issueResetToken, type RESET_ERRORS } from './reset-tokens.ts';
import { findUserByEmail, nextId, type Store } from './store.ts';

/** The one invite code the mock accepts (compared case-insensitively). */
export const INVITE_CODE = 'PODSPOT-INVITE';

export const isInviteCode = (code: unknown): boolean =>
  String(code ?? '')
    .trim()
    .toUpperCase() === INVITE_CODE;

/** The user with this email and password; undefined for an unknown email or a wrong password alike. */
export async function checkPassword(store: Store, email: string, password: string): Promise<User | undefined> {
  const user = findUserByEmail(store, email);
  const ok = user ? await verifyPassword(password, user.password_hash) : false;
  return ok ? user : undefined;
}

export type NewAccount = Pick<User, 'email' | 'first_name' | 'last_name' | 'password_hash'> & {
  is_publisher?: boolean;
  is_network?: boolean;
};

/**
 * Adds an account (network makes publisher + network, `is_publisher: false` an advertiser); undefined when the email
 * is taken. Callers check the email before hashing too: this check is the one that counts, with no await before it.
 */
export function addAccount(store: Store, account: NewAccount, nowMs: number): User | undefined {
  if (findUserByEmail(store, account.email)) return undefined;
  const { roles, state } = newAccount(account);
  const user: User = {
    id: nextId(store),
    email: account.email.trim().toLowerCase(),
    first_name: account.first_name,
    last_name: account.last_name,
    password_hash: account.password_hash,
    roles,
    is_admin: false,
    onboarding: { state, completed: false, estimated_dls_per_ep: 0 },
    created_at: new Date(nowMs).toISOString(),
  };
  store.users.push(user);
  return user;
}

export type InviteApplication = Omit<Store['inviteApplications'][number], 'created_at'>;

/** Keeps an invite request and confirms it by email. */
export function applyForInvite(store: Store, application: InviteApplication, nowMs: number): void {
  const entry = { ...application, created_at: new Date(nowMs).toISOString() };
  store.inviteApplications.push(entry);
  sendEmail(
    store,
    {
      to: entry.email,
      subject: 'We received your Podspot invite request',
      text:
        `Hi ${entry.first_name},\n\nthank you for applying to Podspot with "${entry.podcast_name}". ` +
        'A member of our team will respond within 24 hours.\n\nThe Podspot team',
    },
    nowMs,
  );
}

/** Emails a password reset link when the email has an account; `linkOf` turns the token into the link. */
export function sendPasswordReset(
  store: Store,
  email: string,
  linkOf: (token: string) => string,
  nowMs: number,
): boolean {
  const user = findUserByEmail(store, email);
  if (!user) return false;
  const link = linkOf(issueResetToken(store, user.id, nowMs));
  sendEmail(
    store,
    {
      to: user.email,
      subject: 'Reset your Podspot password',
      text:
        `Hi ${user.first_name},\n\nto choose a new password, open this link within one hour:\n${link}\n\n` +
        'If you did not ask for this, ignore this email: your password stays the same.\n\nThe Podspot team',
      link,
    },
    nowMs,
  );
  return true;
}

/** Spends a reset token and sets the new password: the user, or why the token cannot be used. */
export function resetPassword(
  store: Store,
  token: string,
  passwordHash: string,
  nowMs: number,
): User | keyof typeof RESET_ERRORS {
  const result = consumeResetToken(store, token, nowMs);
  if ('error' in result) return result.error;
  const user = store.users.find((u) => u.id === result.userId);
  if (!user) return 'unknown';
  user.password_hash = passwordHash;
  return user;
}

/** Changes the profile; false (and nothing changed) when the email belongs to another account. */
export function updateProfile(
  store: Store,
  user: User,
  changes: Pick<User, 'first_name' | 'last_name' | 'email'>,
): boolean {
  const other = findUserByEmail(store, changes.email);
  if (other && other.id !== user.id) return false;
  Object.assign(user, changes);
  return true;
}

/** Sets a new password once the current one is confirmed; the new one must differ from it. */
export async function changePassword(
  user: User,
  current: string,
  next: string,
): Promise<'changed' | 'incorrect' | 'unchanged'> {
  if (!(await verifyPassword(current, user.password_hash))) return 'incorrect';
  if (next === current) return 'unchanged';
  user.password_hash = await hashPassword(next);
  return 'changed';
}
