import { DELIVERY_TIMEOUT_MS, type Attempt } from './deliveries.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';

export type SendRequest = { url: string; body: string; secret: string; eventId: string; attempt: number; at: string };

/** POSTs one signed delivery; never throws: a failure is an attempt without a status. */
export async function sendDelivery(request: SendRequest): Promise<Attempt> {
  const started = performance.now();
  const sentAt = new Date().toISOString();
  const done = (status: number | null, error: string | null): Attempt => ({
    attempt: request.attempt,
    at: request.at,
    sent_at: sentAt,
    status,
    error,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
  });
  try {
    const res = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Podspot-Webhooks/1 (mock)',
        [SIGNATURE_HEADER]: signatureHeader(request.secret, request.body),
        'Podspot-Event-Id': request.eventId,
        'Podspot-Delivery-Attempt': String(request.attempt),
      },
      body: request.body,
    });
    await res.body?.cancel();
    return done(res.status, null);
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const why = e.name === 'TimeoutError' ? `no answer within ${DELIVERY_TIMEOUT_MS} ms` : (e.cause?.code ?? e.message);
    return done(null, why);
  }
}
