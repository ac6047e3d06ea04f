import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers.ts';
import { VERSION } from '../version.ts';

// A Playwright test that sends its sandbox header with every call (context.setExtraHTTPHeaders) makes the browser ask
// before loading each widget chunk, which it loads as a module script, in CORS mode.
describe("the SDK's files answer a browser's CORS preflight", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const sdkDir = mkdtempSync(join(tmpdir(), 'podspot-sdk-'));
    mkdirSync(join(sdkDir, 'widgets'));
    writeFileSync(join(sdkDir, 'widgets/earnings-card.js'), 'export const card = 1;\n');
    server = await startServer({ sdkDir });
  });
  afterAll(() => server.close());

  it.each(['/sdk/widgets/earnings-card.js', `/sdk/v${VERSION}/widgets/earnings-card.js`])(
    'OPTIONS %s with X-Podspot-Sandbox: 204, any origin, that header allowed',
    async (path) => {
      const res = await fetch(`${server.base}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-podspot-sandbox',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-headers')).toBe('x-podspot-sandbox');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    },
  );

  it('GET still serves the file', async () => {
    const res = await fetch(`${server.base}/sdk/widgets/earnings-card.js`, { headers: { 'x-podspot-sandbox': 'sb' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export const card = 1;\n');
  });
});
