import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PARTNER_KEY } from './demo.ts';

/** A running `startHostSite`: its origin (`http://localhost:<port>`) and how to stop it. */
export type HostSite = { origin: string; close(): Promise<void> };

/**
 * A partner's site in miniature, on a free port (or `port`), for trying the mock before pointing tests at your own
 * site: a page with two Podspot widgets (`/?user=<email>`, the loader from the mock), and its backend's `/token`, which
 * mints the user's embed token with the demo partner key. A test's sandbox header, sent by the browser, goes on to the
 * mint, so the token belongs to that sandbox.
 */
export async function startHostSite(podspot: { sdkUrl: string; apiBase: string }, port = 0): Promise<HostSite> {
  const page = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Host</title><script src="${podspot.sdkUrl}"></script></head>
  <body>
    <div id="earnings"></div>
    <div id="inbox"></div>
    <script>
      const user = new URLSearchParams(location.search).get('user');
      const fetchToken = async () => (await (await fetch('/token?user=' + encodeURIComponent(user))).json()).token;
      const podspot = Podspot.init({ apiBase: '${podspot.apiBase}', fetchToken });
      podspot.mount('earnings-card', '#earnings');
      podspot.mount('opportunities-inbox', '#inbox');
    </script>
  </body>
</html>`;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (url.pathname !== '/token') return res.writeHead(404).end();
    const sandbox = req.headers['x-podspot-sandbox'];
    const minted = await fetch(`${podspot.apiBase}/partner/embed_tokens`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-partner-key': DEMO_PARTNER_KEY,
        ...(typeof sandbox === 'string' ? { 'x-podspot-sandbox': sandbox } : {}),
      },
      body: JSON.stringify({ email: url.searchParams.get('user') }),
    });
    res.writeHead(minted.status, { 'content-type': 'application/json' }).end(await minted.text());
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
