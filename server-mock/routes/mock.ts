import { Router } from 'express';
import { SCENARIOS, type AppContext, type ScenarioName } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parseFaultRule, type FaultRule } from '../middleware/faults.ts';
import { freshStore } from '../scenarios/pristine.ts';
import { approvePending } from '../state/lifecycle.ts';
import { emailsTo } from '../state/outbox.ts';

/** Integrator helpers: reset to a scenario, read the email outbox, inject faults and latency. */
export function mockRoutes(ctx: AppContext): Router {
  const router = Router();
  let faultSeq = 0;

  router.post('/__mock/reset', async (req, res) => {
    const scenario = (req.body?.scenario ?? ctx.options.scenario ?? 'demo') as ScenarioName;
    if (!SCENARIOS.includes(scenario))
      throw badRequest('scenario', `Unknown scenario. Use one of: ${SCENARIOS.join(', ')}.`);
    ctx.store = await freshStore(scenario, ctx.clock.now());
    ctx.faults.length = 0;
    ctx.changed();
    res.json({ scenario, users: ctx.store.users.length });
  });

  /** Plays the reviewer: approves every pending podspot, or only `{podspot_id}`; they start earning today. */
  router.post('/__mock/approve_pending', (req, res) => {
    const id = req.body?.podspot_id;
    if (id !== undefined && !Number.isInteger(id))
      throw badRequest('podspot_id', 'Must be an integer podspot id, or leave it out to approve all.');
    const approved = approvePending(ctx.store, ctx.clock.now(), id);
    if (id !== undefined && approved.length === 0) throw notFound('No pending podspot has this id.');
    if (approved.length) ctx.changed();
    res.json({ approved: approved.map((p) => p.id) });
  });

  router.get('/__mock/outbox', (req, res) => {
    res.json({ emails: emailsTo(ctx.store, typeof req.query.to === 'string' ? req.query.to : undefined) });
  });

  router.get('/__mock/faults', (_req, res) => res.json({ faults: ctx.faults }));
  router.post('/__mock/faults', (req, res) => {
    const rule: FaultRule = { ...parseFaultRule(req.body), id: ++faultSeq };
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
