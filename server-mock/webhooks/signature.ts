import { createHmac, randomBytes } from 'node:crypto';

/** The header a delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Podspot-Signature';

/** A new endpoint's signing secret, shown once when the endpoint is registered. */
export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * Signs the exact bytes sent. `t` is real (wall-clock) seconds, not the sandbox's clock: it is the send time a
 * receiver compares with its own clock to refuse replays, while the event's `created_at` is the sandbox's time.
 */
export function signatureHeader(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
