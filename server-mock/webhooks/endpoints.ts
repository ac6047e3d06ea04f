import { badRequest } from '../http/errors.ts';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEventType } from './events.ts';
import { newSecret } from './signature.ts';

/**
 * A partner's endpoint: where events of the listed types are sent, signed with `secret`; `partner_id` is the
 * fingerprint of the key that registered it (webhooks/audience.ts: which events it hears).
 */
export type WebhookEndpoint = {
  id: string;
  partner_id: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  created_at: string;
};

/** What the API shows of an endpoint after its registration: everything but the secret and the key's fingerprint. */
export const publicEndpoint = ({ secret: _secret, partner_id: _partner, ...rest }: WebhookEndpoint) => rest;
/** The answer of a registration: the only time the secret is shown. */
export const registeredEndpoint = ({ partner_id: _partner, ...rest }: WebhookEndpoint) => rest;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Where deliveries may go: loopback, or an origin the sandbox lists as a partner origin (`--partner-origin`,
 * `/__mock/partner_origins`). The mock never sends to an address nobody named, so it cannot be made to probe a network.
 */
export function deliveryRefusal(url: string, partnerOrigins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not an absolute URL such as http://127.0.0.1:3000/podspot/webhooks.`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'Only http and https URLs can receive events.';
  if (parsed.username || parsed.password) return 'Leave credentials out of the URL; verify the signature instead.';
  if (LOOPBACK.test(parsed.hostname) || partnerOrigins.includes(parsed.origin)) return null;
  return (
    `Events go only to loopback or to a partner origin; ${parsed.origin} is neither. ` +
    'Add it with POST /api/__mock/partner_origins or --partner-origin.'
  );
}

/** Reads `{url, events}` of a registration; throws a 400 naming the field. */
export function parseRegistration(
  body: unknown,
  partnerOrigins: readonly string[],
): { url: string; events: WebhookEventType[] } {
  const { url, events } = (body ?? {}) as { url?: unknown; events?: unknown };
  if (typeof url !== 'string') throw badRequest('url', 'Send the URL that receives the events, e.g. {"url": "…"}.');
  const refusal = deliveryRefusal(url, partnerOrigins);
  if (refusal) throw badRequest('url', refusal);
  const list = events === undefined ? [...WEBHOOK_EVENTS] : events;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isWebhookEvent))
    throw badRequest('events', `Send a non-empty list of: ${WEBHOOK_EVENTS.join(', ')} (or leave it out for all).`);
  return { url, events: [...new Set(list)] };
}

export const newEndpoint = (
  seq: number,
  partnerId: string,
  url: string,
  events: WebhookEventType[],
  nowMs: number,
): WebhookEndpoint => ({
  id: `we_${seq}`,
  partner_id: partnerId,
  url,
  events,
  secret: newSecret(),
  created_at: new Date(nowMs).toISOString(),
});
