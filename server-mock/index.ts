import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SCENARIOS, type ScenarioName } from './context.ts';
import { createApp } from './app.ts';
import { StateFileError } from './persistence/state-file.ts';

/** `npm run mock -- --scenario large --port 4010 --state .state/mock.json`: the API alone. */
const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'demo' },
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    state: { type: 'string' },
    'partner-origin': { type: 'string', multiple: true },
  },
});
if (!SCENARIOS.includes(values.scenario as ScenarioName)) {
  console.error(`Unknown scenario "${values.scenario}". Use one of: ${SCENARIOS.join(', ')}.`);
  process.exit(2);
}
const examplesPort = process.env.EXAMPLES_PORT ?? '4011';
const resumed = values.state !== undefined && existsSync(values.state);
const { app, ctx } = await createApp({
  scenario: values.scenario as ScenarioName,
  stateFile: values.state,
  partnerOrigins: values['partner-origin'] ?? [`http://localhost:${examplesPort}`],
}).catch((error: unknown) => {
  if (!(error instanceof StateFileError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const source = resumed
  ? `state from ${values.state}`
  : `scenario ${values.scenario}${values.state ? `, saved to ${values.state}` : ''}`;
app.listen(Number(values.port), () =>
  console.log(`Podspot mock API on http://localhost:${values.port}/api (${source})`),
);

// A clean stop saves what the debounce still holds (answered writes are on disk already).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    ctx.flush().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`[mock] ${error.message}`);
        process.exit(1);
      },
    );
  });
}
