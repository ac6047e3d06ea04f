import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGE } from '@sdk/api/errors.ts';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { useBrowser } from './browser.ts';

// A hosting platform's page on an origin the partner key does not allow: the browser refuses the API's answers (CORS),
// and the widget must say which API it could not reach and why that may be (docs/behaviour/sdk-widgets.md#errors).
const b = useBrowser();
let host: Server;
let hostOrigin: string;
beforeAll(async () => {
  const minted = await fetch(`${b.consoleUrl}/api/partner/embed_tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY },
    body: JSON.stringify({ email: 'publisher@podspot.test' }),
  });
  const { token } = (await minted.json()) as { token: string };
  const page = `<!doctype html><title>Host</title><div id="card"></div>
<script src="${b.consoleUrl}/sdk/podspot.js"></script>
<script>
  window.podspotEvents = [];
  const podspot = Podspot.init({ fetchToken: async () => ${JSON.stringify(token)}, onEvent: (e) => window.podspotEvents.push(e) });
  podspot.mount('earnings-card', '#card', { preset: 'last_30_days' });
</script>`;
  host = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => host.listen(0, resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fetch(`${b.consoleUrl}/api/__mock/partner_origins`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ origin: hostOrigin }),
  });
  await new Promise((resolve) => host.close(resolve));
});

describe('a host page whose origin is not a partner origin', () => {
  it('names the API origin and both likely causes in the error event, the user a text for them; allowed, Retry loads it', async () => {
    const message = `Could not reach Podspot at ${b.consoleUrl}. You may be offline, or this page's origin (${hostOrigin}) is not allowed for the partner key.`;
    const { page, context } = await b.open();
    try {
      await page.goto(hostOrigin);
      await expect.poll(() => page.getByText(NETWORK_MESSAGE).count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByText(message).count()).toBe(0);
      const events = (await page.evaluate('window.podspotEvents')) as { type: string; detail: { message: string } }[];
      expect(events.filter((e) => e.type === 'error').map((e) => e.detail.message)).toContain(message);

      const allowed = await fetch(`${b.consoleUrl}/api/__mock/partner_origins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ origin: hostOrigin }),
      });
      expect(allowed.status).toBe(200);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => page.getByText(NETWORK_MESSAGE).count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => page.getByText(/\$[\d,]+\.\d\d/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
