import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createExamplesApp } from '../../examples/server.ts';
import { createApp, DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { findChromium } from './find-chromium.ts';
import { freePort, listen } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    examplesUrl: string;
    chromiumPath: string;
  }
}

/** Starts the same servers as `npm start` on free ports, once for the whole end-to-end run. */
export async function setup(project: TestProject) {
  for (const file of ['dist/sdk/podspot.js', 'dist/sdk/manifest.json', 'dist/console/index.html']) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`npm run build\` before the end-to-end tests (npm test does).`);
  }
  const chromiumPath = await findChromium();
  const [port, examplesPort] = [await freePort(), await freePort()];
  const consoleUrl = `http://localhost:${port}`;
  const examplesUrl = `http://localhost:${examplesPort}`;
  const { app } = await createApp({
    consoleDir: 'dist/console',
    sdkDir: 'dist/sdk',
    partnerOrigins: [examplesUrl],
    publicUrl: consoleUrl,
  });
  const servers = [
    await listen(app, port),
    await listen(createExamplesApp({ podspotOrigin: consoleUrl, partnerKey: DEMO_PARTNER_KEY }), examplesPort),
  ];
  project.provide('consoleUrl', consoleUrl);
  project.provide('examplesUrl', examplesUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  };
}
