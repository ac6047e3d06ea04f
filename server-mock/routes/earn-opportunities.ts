import { Router } from 'express';
import type { AppContext } from '../context.ts';

export function earnOpportunitiesRoutes(_ctx: AppContext): Router {
  const router = Router();
  return router;
}
