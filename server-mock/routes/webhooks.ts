import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { PartnerKeys } from './partner.ts';
import { requirePartner } from '../http/partner-key.ts';
import { reaches } from '../webhooks/audience.ts';
import { parseRegistration, publicEndpoint, registeredEndpoint } from '../webhooks/endpoints.ts';
import { partnerKeyId } from '../journal/record-requests.ts';
import { createRecords, type CreatedRecord } from '../state/trigger-records.ts';
import { sampleEvent } from '../webhooks/sample-event.ts';
import { isWebhookEvent, TRIGGER_NEEDS, WEBHOOK_EVENTS, type WebhookEventType } from '../webhooks/events.ts';

/**
 * A partner's webhook endpoints (`/partner/webhook_endpoints`, with `X-Partner-Key`) and the test helpers around them
 * (`/__mock/webhooks/…`: the delivery log, an event on demand). server-mock/README.md#webhooks.
 */
export function webhookRoutes(ctx: AppContext, keys: () => PartnerKeys): Router {
  const router = Router();
  // Each partner registers, lists and removes its own endpoints; they hear only what it may (webhooks/audience.ts).
  router.post('/partner/webhook_endpoints', (req, res) => {
    const partner = requirePartner(req, keys());
    const { url, events } = parseRegistration(req.body, ctx.options.partnerOrigins);
    // The secret is in this answer only: the list never shows it again.
    res.status(201).json(registeredEndpoint(ctx.webhooks.register(partner.id, url, events, ctx.store)));
  });
  router.get('/partner/webhook_endpoints', (req, res) => {
    const partner = requirePartner(req, keys());
    res.json({ endpoints: ctx.webhooks.endpoints(partner.id).map(publicEndpoint) });
  });
  router.delete('/partner/webhook_endpoints/:id', (req, res) => {
    const partner = requirePartner(req, keys());
    if (!ctx.webhooks.unregister(req.params.id, partner.id))
      throw notFound('No webhook endpoint of your platform has this id.');
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
  const createdFor = (type: WebhookEventType, heard: (partnerId: string | null) => boolean): CreatedRecord[] => {
    if (sampleEvent(ctx.store, type, heard)) return [];
    const need = TRIGGER_NEEDS[type];
    // For the partner of the first endpoint listening, so that the event made reaches it.
    const listening = ctx.webhooks.endpoints().find((e) => e.events.includes(type))!.partner_id;
    const known = Object.entries(keys()).find(([k]) => partnerKeyId(k) === listening);
    if (!known)
      throw new HttpError(409, {
        type: 'The endpoints listening to this event belong to a partner key the mock no longer knows.',
      });
    ctx.webhooks.observe(ctx.store);
    const made = createRecords(ctx.store, need, { id: listening, name: known[1].name }, ctx.clock.now());
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
    const partners = new Set(
      ctx.webhooks
        .endpoints()
        .filter((e) => e.events.includes(type))
        .map((e) => e.partner_id),
    );
    const heard = (partnerId: string | null) => [...partners].some((p) => reaches(p, partnerId));
    const created = createdFor(type, heard);
    const draft = sampleEvent(ctx.store, type, heard)!;
    res.status(202).json({ ...ctx.webhooks.trigger(draft), created });
  });
  return router;
}
