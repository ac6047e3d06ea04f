import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createApp, DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { packageVersion } from './fresh-project.ts';

/** The demo user whose embed token every consumer app asks for. */
export const PUBLISHER = 'publisher@podspot.test';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The mock server (API and the built SDK from dist/sdk) on a free port, answering CORS for the partner origins. */
export async function startMock(partnerOrigins: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  for (const file of ['dist/sdk/podspot.js', 'dist/sdk/manifest.json'])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { app } = await createApp({ sdkDir: 'dist/sdk', partnerOrigins, publicUrl: url });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, () => resolve(s));
  });
  return { url, stop: () => close(server) };
}

/** Asks the mock server for an embed token with the demo partner key, as a platform's backend does. */
export async function mintEmbedToken(mockUrl: string, email = PUBLISHER): Promise<string> {
  const answer = await fetch(`${mockUrl}/api/partner/embed_tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY },
    body: JSON.stringify({ email }),
  });
  if (!answer.ok) throw new Error(`the mock server refused an embed token: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/**
 * A hosting platform's site on its own origin: the files of `root` (`/` is index.html) and its backend's token
 * endpoint, `POST /my-backend/podspot-token` → `{token}` for the publisher, minted with the demo partner key.
 */
export async function startPartnerSite(
  root: string,
  port: number,
  mockUrl: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'POST' && path === '/my-backend/podspot-token') {
      mintEmbedToken(mockUrl).then(
        (token) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token })),
        (error: Error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(error.message),
      );
      return;
    }
    const file = join(root, normalize(path === '/' ? '/index.html' : path));
    if (req.method !== 'GET' || !file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, () => resolve()));
  return { url: `http://localhost:${port}`, stop: () => close(server) };
}

/**
 * A consumer app's built files as a partner site, beside a mock server that allows its origin: `pageUrl` opens the app
 * against that mock server with the packages' version; `stop` closes both.
 */
export async function servePartnerApp(
  root: string,
): Promise<{ mockUrl: string; pageUrl: string; stop(): Promise<void> }> {
  const sitePort = await freePort();
  const mock = await startMock([`http://localhost:${sitePort}`]);
  const site = await startPartnerSite(root, sitePort, mock.url);
  return {
    mockUrl: mock.url,
    pageUrl: `${site.url}/?podspot=${encodeURIComponent(mock.url)}&version=${packageVersion()}`,
    stop: async () => {
      await site.stop();
      await mock.stop();
    },
  };
}
