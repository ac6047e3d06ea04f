import { createApp, DEMO_PARTNER_KEY } from '../server-mock/app.ts';
import { SCENARIOS, type ScenarioName } from '../server-mock/context.ts';
import { createExamplesApp } from '../examples/server.ts';

/** `npm start`'s servers: console + API + SDK on PORT, the examples site on EXAMPLES_PORT (another origin). */
const port = Number(process.env.PORT ?? 4010);
const examplesPort = Number(process.env.EXAMPLES_PORT ?? 4011);
const scenario = (process.env.SCENARIO ?? 'demo') as ScenarioName;
if (!SCENARIOS.includes(scenario)) throw new Error(`SCENARIO must be one of ${SCENARIOS.join(', ')}`);
const origin = `http://localhost:${port}`;
const examplesOrigin = `http://localhost:${examplesPort}`;

const { app } = await createApp({
  scenario,
  consoleDir: new URL('../dist/console', import.meta.url).pathname,
  sdkDir: new URL('../dist/sdk', import.meta.url).pathname,
  partnerOrigins: [examplesOrigin],
  publicUrl: origin,
  stateFile: process.env.STATE_FILE,
  approveAfterSeconds: Number(process.env.APPROVE_AFTER_SECONDS ?? 60),
});
app.listen(port, () => {
  createExamplesApp({ podspotOrigin: origin, partnerKey: DEMO_PARTNER_KEY }).listen(examplesPort, () => {
    console.log(`
Podspot is running (scenario "${scenario}")
  Console      ${origin}/
  API          ${origin}/api
  SDK loader   ${origin}/sdk/podspot.js
  Examples     ${examplesOrigin}/   (a hosting platform on another origin)

Demo accounts (password: podspot-demo)
  publisher@podspot.test   advertiser@podspot.test   both@podspot.test   network@podspot.test
  newpub@podspot.test      newadv@podspot.test       nopayout@podspot.test admin@podspot.test
Invite code PODSPOT-INVITE · partner key ${DEMO_PARTNER_KEY}
`);
  });
});
