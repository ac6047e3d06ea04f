import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { PartnerKeys } from './partner.ts';
import { parseRegistration, publicEndpoint } from '../webhooks/endpoints.ts';
import { partnerKeyId } from '../journal/record-requests.ts';
import { createRecords, type CreatedRecord } from '../state/trigger-records.ts';
import {
  isWebhookEvent,
  sampleEvent,
  TRIGGER_NEEDS,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '../webhooks/events.ts';

/**
 * A partner's webhook endpoints (`/partner/webhook_endpoints`, with `X-Partner-Key`) and the test helpers around them
 * (`/__mock/webhooks/…`: the delivery log, an event on demand). server-mock/README.md#webhooks.
 */
export function webhookRoutes(ctx: AppContext, keys: () => PartnerKeys): Router {
  const router = Router();
  const partner = (key: string | undefined) => {
    if (!keys()[key ?? '']) throw new HttpError(401, { partner_key: 'Unknown or missing X-Partner-Key header.' });
  };

  router.post('/partner/webhook_endpoints', (req, res) => {
    partner(req.get('x-partner-key'));
    const { url, events } = parseRegistration(req.body, ctx.options.partnerOrigins);
    // The secret is in this answer only: the list never shows it again.
    res.status(201).json(ctx.webhooks.register(url, events, ctx.store));
  });
  router.get('/partner/webhook_endpoints', (req, res) => {
    partner(req.get('x-partner-key'));
    res.json({ endpoints: ctx.webhooks.endpoints().map(publicEndpoint) });
  });
  router.delete('/partner/webhook_endpoints/:id', (req, res) => {
    partner(req.get('x-partner-key'));
    if (!ctx.webhooks.unregister(req.params.id)) throw notFound('No webhook endpoint has this id.');
    res.status(204).end();
  });

  router.get('/__mock/webhooks/deliveries', (req, res) => {
    const pick = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
    res.json({ deliveries: ctx.webhooks.deliveries({ event_id: pick('event_id'), endpoint_id: pick('endpoint_id') }) });
  });
  router.post('/__mock/webhooks/deliveries/:id/resend', (req, res) => {
    const delivery = ctx.webhooks.resend(req.params.id);
    if (!delivery) throw notFound('No delivery has this id in the log (GET /api/__mock/webhooks/deliveries).');
    res.status(202).json(delivery);
  });
  /**
   * The records an event needs when the sandbox has none (state/trigger-records.ts), made for the mock's first partner
   * key. Their other events are not sent: the changes noted before are sent first, then the snapshot takes the new
   * records in (docs/decisions/0019).
   */
  const createdFor = (type: WebhookEventType): CreatedRecord[] => {
    if (sampleEvent(ctx.store, type)) return [];
    const need = TRIGGER_NEEDS[type];
    const [key, { name }] = Object.entries(keys())[0];
    ctx.webhooks.observe(ctx.store);
    const made = createRecords(ctx.store, need, { id: partnerKeyId(key), name }, ctx.clock.now());
    if ('needs' in made) throw new HttpError(409, { type: `The sandbox has no record for ${type}: it ${made.needs}` });
    ctx.changed();
    ctx.webhooks.absorb(ctx.store);
    return made.created;
  };
  router.post('/__mock/webhooks/trigger', (req, res) => {
    const type = (req.body as { type?: unknown } | undefined)?.type;
    if (!isWebhookEvent(type)) throw badRequest('type', `Send {"type": …}, one of: ${WEBHOOK_EVENTS.join(', ')}.`);
    if (!ctx.webhooks.endpoints().some((e) => e.events.includes(type)))
      throw new HttpError(409, {
        type: `No webhook endpoint listens to ${type}: register one with POST /api/partner/webhook_endpoints first.`,
      });
    const created = createdFor(type);
    const draft = sampleEvent(ctx.store, type)!;
    res.status(202).json({ ...ctx.webhooks.trigger(draft), created });
  });
  return router;
}
