import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createExamplesApp } from '../../examples/server.ts';
import { createApp, DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { freePort, listen } from './ports.ts';

/**
 * A console and an examples site of their own on scenario `xlarge` (2,000 podcasts, 50,000 opportunities, 20,000
 * podspots), for one test file: building it takes a few seconds and about 500 MB, so only the files that check the
 * lists at scale start one. The urls are set once `beforeAll` has run; sign in with the demo accounts.
 */
export function useXlargeServers() {
  const urls = { consoleUrl: '', examplesUrl: '' };
  const servers: Server[] = [];
  beforeAll(async () => {
    const [port, examplesPort] = [await freePort(), await freePort()];
    urls.consoleUrl = `http://localhost:${port}`;
    urls.examplesUrl = `http://localhost:${examplesPort}`;
    const { app } = await createApp({
      scenario: 'xlarge',
      consoleDir: 'dist/console',
      sdkDir: 'dist/sdk',
      partnerOrigins: [urls.examplesUrl],
      publicUrl: urls.consoleUrl,
    });
    servers.push(await listen(app, port));
    const examples = createExamplesApp({ podspotOrigin: urls.consoleUrl, partnerKey: DEMO_PARTNER_KEY });
    servers.push(await listen(examples, examplesPort));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  return urls;
}
