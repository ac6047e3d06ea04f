import { parseArgs } from 'node:util';
import { SCENARIOS, type ScenarioName } from './context.ts';
import { createApp } from './app.ts';

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
const { app } = await createApp({
  scenario: values.scenario as ScenarioName,
  stateFile: values.state,
  partnerOrigins: values['partner-origin'] ?? [`http://localhost:${examplesPort}`],
});
app.listen(Number(values.port), () => console.log(`Podspot mock API on http://localhost:${values.port}/api (scenario ${values.scenario})`));
