import { Router } from 'express';
import { SCENARIOS, type AppContext, type ScenarioName } from '../context.ts';
import { badRequest, notFound } from '../http.ts';
import { loadScenario } from '../scenarios/index.ts';

/** Integrator helpers: reset to a scenario, read the email outbox, inject faults and latency. */
export function mockRoutes(ctx: AppContext): Router {
  const router = Router();
  let faultSeq = 0;

  router.post('/__mock/reset', async (req, res) => {
    const scenario = (req.body?.scenario ?? ctx.options.scenario ?? 'demo') as ScenarioName;
    if (!SCENARIOS.includes(scenario)) throw badRequest('scenario', `Unknown scenario. Use one of: ${SCENARIOS.join(', ')}.`);
    ctx.store = await loadScenario(scenario);
    ctx.faults.length = 0;
    ctx.changed();
    res.json({ scenario, users: ctx.store.users.length });
  });

  router.get('/__mock/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : undefined;
    res.json({ emails: ctx.store.outbox.filter((e) => !to || e.to === to) });
  });

  router.get('/__mock/faults', (_req, res) => res.json({ faults: ctx.faults }));
  router.post('/__mock/faults', (req, res) => {
    const rule = { id: ++faultSeq, ...req.body };
    ctx.faults.push(rule);
    res.status(201).json(rule);
  });
  router.delete('/__mock/faults', (_req, res) => {
    ctx.faults.length = 0;
    res.status(204).end();
  });
  router.delete('/__mock/faults/:id', (req, res) => {
    const index = ctx.faults.findIndex((f) => f.id === Number(req.params.id));
    if (index < 0) throw notFound('No fault rule has this id.');
    ctx.faults.splice(index, 1);
    res.status(204).end();
  });

  return router;
}
