import type { Response } from 'express';
import type { Role, User } from '../state/models.ts';
import { forbidden } from './errors.ts';

/** The signed-in user, set by the auth middleware. */
export const currentUser = (res: Response): User => res.locals.user as User;

export function requireRole(res: Response, role: Role): User {
  const user = currentUser(res);
  if (!user.roles.includes(role)) throw forbidden(`This call needs the ${role} role.`);
  return user;
}
