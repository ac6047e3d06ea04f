import type { Server } from 'node:http';
import { createApp, DEMO_PARTNER_KEY } from '../server-mock/app.ts';
import { stopWithParent } from '../server-mock/cli/stop-with-parent.ts';
import { SCENARIOS, type ScenarioName } from '../server-mock/scenarios/names.ts';
import { parseOrigin } from '../server-mock/http/origin.ts';
import { closeServer, listen, PortInUseError } from '../server-mock/listen.ts';
import { refusedOriginMessage } from '../server-mock/middleware/cors.ts';
import { createExamplesApp } from '../examples/server.ts';

/** `npm start`'s servers: console + API + SDK on PORT, the examples site on EXAMPLES_PORT (another origin). */
const fail = (line: string, code = 2): never => {
  console.error(line);
  process.exit(code);
};
const port = Number(process.env.PORT ?? 4010);
const examplesPort = Number(process.env.EXAMPLES_PORT ?? 4011);
const scenario = (process.env.SCENARIO ?? 'demo') as ScenarioName;
if (!SCENARIOS.includes(scenario)) fail(`SCENARIO must be one of ${SCENARIOS.join(', ')}, not "${scenario}".`);
const origin = `http://localhost:${port}`;
const examplesOrigin = `http://localhost:${examplesPort}`;
// PARTNER_ORIGINS adds the integrator's own pages (comma-separated); the examples site stays allowed.
const partnerOrigins = [examplesOrigin];
for (const text of (process.env.PARTNER_ORIGINS ?? '').split(',').map((o) => o.trim())) {
  if (!text) continue;
  const parsed = parseOrigin(text);
  if ('error' in parsed) fail(`PARTNER_ORIGINS: ${parsed.error}`);
  else if (!partnerOrigins.includes(parsed.origin)) partnerOrigins.push(parsed.origin);
}

const { app, ctx } = await createApp({
  scenario,
  consoleDir: new URL('../dist/console', import.meta.url).pathname,
  sdkDir: new URL('../dist/sdk', import.meta.url).pathname,
  partnerOrigins,
  publicUrl: origin,
  stateFile: process.env.STATE_FILE,
  approveAfterSeconds: Number(process.env.APPROVE_AFTER_SECONDS ?? 60),
  onRefusedOrigin: (refused) => console.warn(refusedOriginMessage(refused, `PARTNER_ORIGINS=${refused} npm start`)),
});

// Both ports or neither: the banner prints only once both servers listen.
const servers: Server[] = [];
const stop = (code: number) => {
  setTimeout(() => process.exit(code || 1), 4000).unref();
  Promise.all(servers.map(closeServer))
    .then(() => ctx.flush())
    .finally(() => process.exit(code));
};
const bind = (what: Parameters<typeof listen>[0], at: number, variable: string) =>
  listen(what, at).catch((error: unknown) => {
    if (!(error instanceof PortInUseError)) throw error;
    return fail(`Port ${at} is in use: stop what holds it, or choose another: ${variable}=${at + 10} npm start.`, 1);
  });
servers.push(await bind(app, port, 'PORT'));
servers.push(
  await bind(createExamplesApp({ podspotOrigin: origin, partnerKey: DEMO_PARTNER_KEY }), examplesPort, 'EXAMPLES_PORT'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
stopWithParent(() => stop(0));

console.log(`
Podspot is running (scenario "${scenario}")
  Console      ${origin}/
  API          ${origin}/api
  SDK loader   ${origin}/sdk/podspot.js
  Examples     ${examplesOrigin}/   (a hosting platform on another origin)
  Partner origins  ${partnerOrigins.join(', ')}   (add yours: PARTNER_ORIGINS=http://localhost:3000 npm start)

Demo accounts (password: podspot-demo)
  publisher@podspot.test   advertiser@podspot.test   both@podspot.test   network@podspot.test
  newpub@podspot.test      newadv@podspot.test       nopayout@podspot.test admin@podspot.test
Invite code PODSPOT-INVITE · partner key ${DEMO_PARTNER_KEY}
`);
