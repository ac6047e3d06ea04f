import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { publicBase } from '../http/public-url.ts';
import { currentUser } from '../http/session.ts';
import { createSignInThrottle } from '../http/sign-in-throttle.ts';
import {
  addAccount,
  applyForInvite,
  changePassword,
  checkPassword,
  isInviteCode,
  resetPassword,
  sendPasswordReset,
  updateProfile,
} from '../state/accounts.ts';
import type { User } from '../state/models.ts';
import { hashPassword } from '../state/passwords.ts';
import { RESET_ERRORS } from '../state/reset-tokens.ts';
import { findUserByEmail } from '../state/store.ts';

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
  const throttle = createSignInThrottle(() => ctx.clock.now());

  const checkCredentials = async (email: string, password: string, ip: string): Promise<User> => {
    throttle.check(email, ip);
    const user = await checkPassword(ctx.store, email, password);
    if (!user) {
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

  // Every sign-up needs the invite code (docs/behaviour/accounts.md#sign-up); is_network makes publisher + network,
  // is_publisher false an advertiser.
  router.post('/signup/', async (req, res) => {
    const { invite_code, email, password, is_publisher, is_network } = req.body;
    const [first_name, last_name] = [text(req.body, 'first_name'), text(req.body, 'last_name')];
    if (!isInviteCode(invite_code)) {
      throw badRequest(
        'invite_code',
        'This invite code is not valid. Check the code in your invitation, or apply for an invite.',
      );
    }
    if (findUserByEmail(ctx.store, email)) throw badRequest('email', EMAIL_TAKEN);
    const password_hash = await hashPassword(password);
    const user = addAccount(
      ctx.store,
      { email, first_name, last_name, password_hash, is_publisher, is_network },
      ctx.clock.now(),
    );
    if (!user) throw badRequest('email', EMAIL_TAKEN); // a twin request won the race while this one hashed
    ctx.changed();
    res.status(201).json(await userInfo(ctx, user));
  });

  router.post('/invite/', (req, res) => {
    applyForInvite(
      ctx.store,
      {
        first_name: text(req.body, 'first_name'),
        last_name: text(req.body, 'last_name'),
        email: text(req.body, 'email').toLowerCase(),
        podcast_name: text(req.body, 'podcast_name'),
      },
      ctx.clock.now(),
    );
    ctx.changed();
    res.json(OK);
  });

  // Always the same answer, so the form cannot be used to find out who has an account.
  router.post('/forgot_password', (req, res) => {
    const base = publicBase(ctx.options.publicUrl, req);
    if (
      sendPasswordReset(ctx.store, req.body.email, (token) => `${base}/reset-password?token=${token}`, ctx.clock.now())
    ) {
      ctx.changed();
    }
    res.json(OK);
  });

  router.post('/reset_password', async (req, res) => {
    const password_hash = await hashPassword(req.body.new_password);
    const user = resetPassword(ctx.store, req.body.reset_password_token, password_hash, ctx.clock.now());
    if (typeof user === 'string') throw badRequest('reset_password_token', RESET_ERRORS[user]);
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
    if (!updateProfile(ctx.store, user, changes)) throw badRequest('email', EMAIL_TAKEN);
    ctx.changed();
    res.json({ first_name: user.first_name, last_name: user.last_name, email: user.email });
  });

  // The console shows detail.error for this call (docs/behaviour/settings.md#errors).
  router.post('/user/change_password', async (req, res) => {
    const outcome = await changePassword(currentUser(res), req.body.password, req.body.new_password);
    if (outcome === 'incorrect') throw badRequest('error', 'Your current password is incorrect.');
    if (outcome === 'unchanged')
      throw badRequest('error', 'Choose a new password that is different from your current one.');
    ctx.changed();
    res.json(OK);
  });

  return router;
}
