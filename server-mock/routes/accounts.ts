import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, currentUser, HttpError } from '../http/errors.ts';
import type { User } from '../state/models.ts';
import { newAccount } from '../state/onboarding-machine.ts';
import { sendEmail } from '../state/outbox.ts';
import { findUserByEmail, nextId } from '../state/store.ts';
import { hashPassword, verifyPassword } from '../state/passwords.ts';
import { consumeResetToken, issueResetToken, RESET_ERRORS } from '../state/reset-tokens.ts';
import { publicBase } from '../state/smart-feed.ts';
import { createSignInThrottle } from '../http/sign-in-throttle.ts';

/** What the console keeps in local storage after signing in. */
export async function userInfo(ctx: AppContext, user: User, extra: { impersonator?: number } = {}) {
  const { token, expiresAt } = await ctx.tokens.sign(user.id, 'console', extra);
  return {
    jwt_token: token,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    role: user.roles,
    onboarding: { completed: user.onboarding.completed, current_state: user.onboarding.state },
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  };
}

const INCORRECT = 'Incorrect email or password.';
/** The one invite code the mock accepts (compared case-insensitively). */
export const INVITE_CODE = 'PODSPOT-INVITE';
const EMAIL_TAKEN = 'An account with this email already exists. Sign in, or reset your password if you forgot it.';
const OK = { success: true } as const;

/** A trimmed text field; the contract checks presence and type, this catches values of only spaces. */
const text = (body: Record<string, string>, field: string): string => {
  const value = body[field].trim();
  if (!value) throw badRequest(field, 'This field may not be blank.');
  return value;
};

export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  const throttle = createSignInThrottle();

  const checkCredentials = async (email: string, password: string, ip: string): Promise<User> => {
    throttle.check(email, ip);
    const user = findUserByEmail(ctx.store, email);
    const ok = user ? await verifyPassword(password, user.password_hash) : false;
    if (!user || !ok) {
      throttle.fail(email, ip);
      throw new HttpError(401, { error: INCORRECT });
    }
    throttle.succeed(email, ip);
    return user;
  };

  router.post('/signin/', async (req, res) => {
    const user = await checkCredentials(req.body.email, req.body.password, req.ip ?? '');
    res.json(await userInfo(ctx, user));
  });

  router.post('/admin/signin/', async (req, res) => {
    const admin = await checkCredentials(req.body.email, req.body.password, req.ip ?? '');
    if (!admin.is_admin) throw new HttpError(403, { error: 'Only administrators may sign in as another user.' });
    const target = findUserByEmail(ctx.store, req.body.code);
    if (!target) throw new HttpError(404, { code: 'No user has this email.' });
    res.json(await userInfo(ctx, target, { impersonator: admin.id }));
  });

  router.get('/user', (_req, res) => {
    const { first_name, last_name, email } = currentUser(res);
    res.json({ first_name, last_name, email });
  });

  // Every sign-up needs the invite code (spec §5); is_network makes publisher + network, is_publisher false an advertiser.
  router.post('/signup/', async (req, res) => {
    const { invite_code, email, password, is_publisher, is_network } = req.body;
    const [first_name, last_name] = [text(req.body, 'first_name'), text(req.body, 'last_name')];
    if (
      String(invite_code ?? '')
        .trim()
        .toUpperCase() !== INVITE_CODE
    ) {
      throw badRequest(
        'invite_code',
        'This invite code is not valid. Check the code in your invitation, or apply for an invite.',
      );
    }
    if (findUserByEmail(ctx.store, email)) throw badRequest('email', EMAIL_TAKEN);
    const password_hash = await hashPassword(password);
    const store = ctx.store; // a reset during hashing must not receive this user
    if (findUserByEmail(store, email)) throw badRequest('email', EMAIL_TAKEN); // a twin request won the race
    const { roles, state } = newAccount({ is_publisher, is_network });
    const user: User = {
      id: nextId(store),
      email: email.trim().toLowerCase(),
      first_name,
      last_name,
      password_hash,
      roles,
      is_admin: false,
      onboarding: { state, completed: false, estimated_dls_per_ep: 0 },
      created_at: new Date().toISOString(),
    };
    store.users.push(user);
    ctx.changed();
    res.status(201).json(await userInfo(ctx, user));
  });

  router.post('/invite/', (req, res) => {
    const application = {
      first_name: text(req.body, 'first_name'),
      last_name: text(req.body, 'last_name'),
      email: text(req.body, 'email').toLowerCase(),
      podcast_name: text(req.body, 'podcast_name'),
      created_at: new Date().toISOString(),
    };
    ctx.store.inviteApplications.push(application);
    sendEmail(ctx.store, {
      to: application.email,
      subject: 'We received your Podspot invite request',
      text:
        `Hi ${application.first_name},\n\nthank you for applying to Podspot with "${application.podcast_name}". ` +
        'A member of our team will respond within 24 hours.\n\nThe Podspot team',
    });
    ctx.changed();
    res.json(OK);
  });

  // Always the same answer, so the form cannot be used to find out who has an account.
  router.post('/forgot_password', (req, res) => {
    const user = findUserByEmail(ctx.store, req.body.email);
    if (user) {
      const link = `${publicBase(ctx.options.publicUrl, req)}/reset-password?token=${issueResetToken(ctx.store, user.id)}`;
      sendEmail(ctx.store, {
        to: user.email,
        subject: 'Reset your Podspot password',
        text:
          `Hi ${user.first_name},\n\nto choose a new password, open this link within one hour:\n${link}\n\n` +
          'If you did not ask for this, ignore this email: your password stays the same.\n\nThe Podspot team',
        link,
      });
      ctx.changed();
    }
    res.json(OK);
  });

  router.post('/reset_password', async (req, res) => {
    const password_hash = await hashPassword(req.body.new_password);
    const result = consumeResetToken(ctx.store, req.body.reset_password_token);
    if ('error' in result) throw badRequest('reset_password_token', RESET_ERRORS[result.error]);
    const user = ctx.store.users.find((u) => u.id === result.userId);
    if (!user) throw badRequest('reset_password_token', RESET_ERRORS.unknown);
    user.password_hash = password_hash;
    throttle.succeed(user.email, ''); // the owner proved themselves: earlier failed guesses no longer lock them out
    ctx.changed();
    res.json(OK);
  });

  router.post('/user', (req, res) => {
    const user = currentUser(res);
    const changes = {
      first_name: text(req.body, 'first_name'),
      last_name: text(req.body, 'last_name'),
      email: text(req.body, 'email').toLowerCase(),
    };
    const other = findUserByEmail(ctx.store, changes.email);
    if (other && other.id !== user.id) throw badRequest('email', EMAIL_TAKEN);
    Object.assign(user, changes);
    ctx.changed();
    res.json({ first_name: user.first_name, last_name: user.last_name, email: user.email });
  });

  // The console shows detail.error for this call (spec §8).
  router.post('/user/change_password', async (req, res) => {
    const user = currentUser(res);
    if (!(await verifyPassword(req.body.password, user.password_hash)))
      throw badRequest('error', 'Your current password is incorrect.');
    if (req.body.new_password === req.body.password)
      throw badRequest('error', 'Choose a new password that is different from your current one.');
    user.password_hash = await hashPassword(req.body.new_password);
    ctx.changed();
    res.json(OK);
  });

  return router;
}
