import { Router } from 'express';
import { FIXTURE_BODY_LIMIT } from '../api-router.ts';
import { SCENARIOS, type ScenarioName } from '../scenarios/names.ts';
import { FixtureError } from '../fixtures/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { jsonOnly } from '../middleware/json-only.ts';
import { validationMiddleware } from '../middleware/validation.ts';
import type { ClockMode } from '../clock/clock.ts';
import type { Sandboxes } from './registry.ts';
import { startTime } from './start-time.ts';

/** `POST|GET /api/__mock/sandboxes`, `DELETE /api/__mock/sandboxes/{id}`: the sandboxes themselves, no sandbox's own. */
export function sandboxRoutes(sandboxes: Sandboxes, realNow = () => Date.now()): Router {
  // Matched as the contract spells the paths; bodies read and checked as every sandbox's own calls are (api-router.ts).
  const router = Router({ caseSensitive: true, strict: true });
  const ownCall = /^\/__mock\/sandboxes(\/[^/]+)?$/;
  for (const step of [jsonBody(FIXTURE_BODY_LIMIT), jsonOnly, validationMiddleware(sandboxes.contract)])
    router.use((req, res, next) => (ownCall.test(req.path) ? step(req, res, next) : next()));

  router.post('/__mock/sandboxes', async (req, res) => {
    const { scenario, fixture, now, clock } = (req.body ?? {}) as {
      scenario?: ScenarioName;
      fixture?: unknown;
      now?: unknown;
      clock?: ClockMode;
    };
    if (scenario !== undefined && fixture !== undefined)
      throw badRequest('body', 'Give "scenario" or "fixture", not both.');
    if (scenario !== undefined && !SCENARIOS.includes(scenario))
      throw badRequest('scenario', `Unknown scenario. Use one of: ${SCENARIOS.join(', ')}.`);
    const startMs = now === undefined ? undefined : startTime(now, realNow());
    const sandbox = await sandboxes.create({ scenario, fixture, now: startMs, clock }).catch((error: unknown) => {
      throw error instanceof FixtureError ? new HttpError(400, error.detail) : error;
    });
    res.status(201).json(sandboxes.summary(sandbox));
  });
  router.get('/__mock/sandboxes', (_req, res) => res.json({ sandboxes: sandboxes.list() }));
  router.delete('/__mock/sandboxes/:id', (req, res) => {
    if (!sandboxes.delete(req.params.id))
      throw new HttpError(404, { sandbox: `No sandbox "${req.params.id}": it was deleted, expired or never existed.` });
    res.status(204).end();
  });
  router.use('/__mock/sandboxes', errorHandler);
  return router;
}
