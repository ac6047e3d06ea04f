import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parseStubRule, type StubRule } from '../middleware/stubs.ts';
import type { Contract } from '../openapi.ts';

/**
 * Stub rules (server-mock/README.md#stubs-answers-a-test-shapes): add one, list them in the order they are tried,
 * remove one or all. Like the fault rules, they are the sandbox's and a reset clears them.
 */
export function mockStubRoutes(ctx: AppContext, contract: Contract): Router {
  const router = Router();
  let stubSeq = 0;
  router.get('/__mock/stubs', (_req, res) => res.json({ stubs: ctx.stubs }));
  router.post('/__mock/stubs', (req, res) => {
    const rule: StubRule = { ...parseStubRule(req.body, contract), id: ++stubSeq };
    ctx.stubs.push(rule);
    res.status(201).json(rule);
  });
  router.delete('/__mock/stubs', (_req, res) => {
    ctx.stubs.length = 0;
    res.status(204).end();
  });
  router.delete('/__mock/stubs/:id', (req, res) => {
    const index = ctx.stubs.findIndex((s) => s.id === Number(req.params.id));
    if (index < 0) throw notFound('No stub rule has this id.');
    ctx.stubs.splice(index, 1);
    res.status(204).end();
  });
  return router;
}
