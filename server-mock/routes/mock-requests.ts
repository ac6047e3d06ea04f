import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { parseJournalFilter } from '../http/journal-filter.ts';

/** The request journal (server-mock/README.md#request-journal): read it filtered, or clear it. */
export function mockRequestRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/__mock/requests', (req, res) => {
    res.json({ requests: ctx.journal.list(parseJournalFilter(req.query as Record<string, unknown>)) });
  });
  router.delete('/__mock/requests', (_req, res) => {
    ctx.journal.clear();
    res.status(204).end();
  });
  return router;
}
