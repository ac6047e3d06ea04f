import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.ts';
import { createMockClient } from '../client/mock-client.ts';
import { SCENARIOS } from '../scenarios/names.ts';
import { FixtureError } from '../fixtures/index.ts';
import { parseOrigin } from '../http/origin.ts';
import { refusedOriginMessage } from '../middleware/cors.ts';
import { closeServer, listen, PortInUseError } from '../listen.ts';
import { BUILT_SDK_DIR } from '../static.ts';
import type { MockServer, MockServerOptions } from './options.ts';

/** Options that cannot work: the message says what to fix, in one line. */
export class MockServerOptionError extends Error {
  override name = 'MockServerOptionError';
}

/** Throws one line saying what to fix before anything starts; answers the partner origins, normalised. */
function checkOptions(options: MockServerOptions): string[] {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new MockServerOptionError(`port must be a whole number from 0 to 65535 (0: any free port), not ${port}.`);
  if (options.scenario !== undefined && !SCENARIOS.includes(options.scenario))
    throw new MockServerOptionError(`Unknown scenario "${options.scenario}". Use one of: ${SCENARIOS.join(', ')}.`);
  const approve = options.approveAfterSeconds ?? 0;
  if (typeof approve !== 'number' || !(approve >= 0))
    throw new MockServerOptionError(
      `approveAfterSeconds must be a number of seconds, 0 or more (0: off), not ${approve}.`,
    );
  for (const [name, value] of [
    ['sandboxIdleSeconds', options.sandboxIdleSeconds],
    ['maxSandboxes', options.maxSandboxes],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 1))
      throw new MockServerOptionError(`${name} must be a whole number, 1 or more, not ${value}.`);
  }
  if (options.serveSdk !== false && !existsSync(BUILT_SDK_DIR))
    throw new MockServerOptionError(
      `The built SDK is missing at ${BUILT_SDK_DIR}: run npm run build, or start without it (--no-sdk, serveSdk: false).`,
    );
  return (options.partnerOrigins ?? []).map((text) => {
    const parsed = parseOrigin(String(text));
    if ('error' in parsed) throw new MockServerOptionError(`partnerOrigins: ${parsed.error}`);
    return parsed.origin;
  });
}

/**
 * Starts the Podspot mock server in this process, for tests: the API under `/api` with real state, its `/__mock`
 * helpers, and the built SDK under `/sdk/`. Resolves once it listens.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const partnerOrigins = checkOptions(options);
  const { app, ctx } = await createApp({
    scenario: options.scenario,
    fixture: options.fixture,
    jwtSecret: options.jwtSecret,
    partnerOrigins,
    approveAfterSeconds: options.approveAfterSeconds ?? 0,
    sdkDir: options.serveSdk === false ? undefined : BUILT_SDK_DIR,
    stateFile: options.stateFile,
    sandboxIdleSeconds: options.sandboxIdleSeconds,
    maxSandboxes: options.maxSandboxes,
    onRefusedOrigin:
      options.onRefusedOrigin ??
      ((origin) => console.warn(refusedOriginMessage(origin, `partnerOrigins: ['${origin}']`))),
  }).catch((error: unknown) => {
    if (error instanceof FixtureError)
      throw new MockServerOptionError(`The fixture cannot be loaded: ${error.message}`);
    throw error;
  });
  const port = options.port ?? 0;
  const server = await listen(app, port).catch((error: unknown) => {
    if (error instanceof PortInUseError)
      throw new PortInUseError(port, `Port ${port} is in use: choose another, or port 0 for any free one.`);
    throw error;
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    ...createMockClient(`${url}/api`),
    url,
    apiBase: `${url}/api`,
    sdkUrl: `${url}/sdk/podspot.js`,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await closeServer(server);
      await ctx.flush();
    },
  };
}
