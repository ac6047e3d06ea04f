import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { SCENARIOS, type ScenarioName } from '../scenarios/names.ts';
import { exportFixture, FixtureError, loadFixture } from '../fixtures/index.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { parseFaultRule, type FaultRule } from '../middleware/faults.ts';
import { freshStore } from '../scenarios/pristine.ts';
import { approvePending } from '../state/lifecycle.ts';
import { emailsTo } from '../state/outbox.ts';
import type { Store } from '../state/store.ts';
import { mockRequestRoutes } from './mock-requests.ts';

/**
 * Integrator helpers: reset to a scenario or fixture, export the state, read the email outbox and the request journal,
 * inject faults and latency.
 */
export function mockRoutes(ctx: AppContext): Router {
  const router = Router();
  let faultSeq = 0;

  // A reset starts a test from clean: the state, the fault and stub rules and the journal. A bad fixture changes nothing.
  router.post('/__mock/reset', async (req, res) => {
    const { scenario, fixture } = (req.body ?? {}) as { scenario?: unknown; fixture?: unknown };
    if (scenario !== undefined && fixture !== undefined)
      throw badRequest('body', 'Give "scenario" or "fixture", not both.');
    const loaded = await loadStart(fixture, scenario);
    ctx.store = loaded.store;
    ctx.faults.length = 0;
    ctx.stubs.length = 0;
    ctx.journal.clear();
    ctx.webhooks.reset();
    ctx.changed();
    res.json({ ...loaded.answer, users: ctx.store.users.length });
  });

  /** What a reset loads: the fixture or scenario given, else the one the server started with. */
  async function loadStart(fixture: unknown, scenario: unknown): Promise<{ store: Store; answer: object }> {
    const start = scenario !== undefined ? undefined : fixture !== undefined ? fixture : ctx.options.fixture;
    if (start !== undefined) {
      try {
        return { store: loadFixture(start), answer: { fixture: true } };
      } catch (error) {
        if (error instanceof FixtureError) throw new HttpError(400, error.detail);
        throw error;
      }
    }
    const name = (scenario ?? ctx.options.scenario ?? 'demo') as ScenarioName;
    if (!SCENARIOS.includes(name))
      throw badRequest('scenario', `Unknown scenario. Use one of: ${SCENARIOS.join(', ')}.`);
    return { store: await freshStore(name, ctx.clock.now()), answer: { scenario: name } };
  }

  /** The current state as a fixture: save it, edit it, load it back with a reset. */
  router.get('/__mock/fixture', (_req, res) => res.json(exportFixture(ctx.store)));

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

  router.use(mockRequestRoutes(ctx));
  return router;
}
