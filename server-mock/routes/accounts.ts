import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { currentUser, HttpError } from '../http.ts';
import type { User } from '../state/models.ts';
import { findUserByEmail } from '../state/store.ts';
import { verifyPassword } from '../state/passwords.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

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

  return router;
}
