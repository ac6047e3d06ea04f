import { Router } from 'express';
import type { AppContext } from '../context.ts';

export function billingRoutes(_ctx: AppContext): Router {
  const router = Router();
  return router;
}
