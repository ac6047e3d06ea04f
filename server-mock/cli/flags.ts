import { parseArgs } from 'node:util';
import { SCENARIOS, type ScenarioName } from '../scenarios/names.ts';
import { parseOrigin } from '../http/origin.ts';

/** What `podspot-mock` / `npm run mock` start with, read from the command line. */
export type CliOptions = {
  port: number;
  scenario: ScenarioName;
  fixtureFile?: string;
  partnerOrigins: string[];
  stateFile?: string;
  jwtSecret?: string;
  approveAfterSeconds: number;
  serveSdk: boolean;
  sandboxIdleSeconds: number;
  maxSandboxes: number;
};

export type CliRequest = { run: CliOptions } | { help: true } | { version: true } | { error: string };

const FLAGS = {
  port: { type: 'string' },
  scenario: { type: 'string' },
  fixture: { type: 'string' },
  'partner-origin': { type: 'string', multiple: true },
  state: { type: 'string' },
  'jwt-secret': { type: 'string' },
  'approve-after': { type: 'string', default: '0' },
  'no-sdk': { type: 'boolean', default: false },
  'sandbox-idle': { type: 'string', default: '1800' },
  'max-sandboxes': { type: 'string', default: '200' },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', short: 'v', default: false },
} as const;

const HELP_HINT = 'Run podspot-mock --help for the flags.';

/** parseArgs' own messages are long and name no fix; this says what to change, in one line. */
function explain(error: Error & { code?: string }): string {
  const flag = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown flag ${flag}. ${HELP_HINT}`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Unexpected argument ${/'([^']*)'/.exec(error.message)?.[1] ?? ''}: every value follows its flag. ${HELP_HINT}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /ambiguous/.test(error.message))
    return `${flag} needs a value; write one that starts with "-" as ${flag}=VALUE. ${HELP_HINT}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return `${flag} ${/<value>/.test(error.message) ? 'needs a value' : 'takes no value'}. ${HELP_HINT}`;
  return `${error.message} ${HELP_HINT}`;
}

/** Reads the flags; `env` gives the defaults of `npm run mock` (`PORT`, `EXAMPLES_PORT`). Never throws. */
export function parseFlags(argv: string[], env: Record<string, string | undefined> = {}): CliRequest {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false }));
  } catch (error) {
    return { error: explain(error as Error) };
  }
  if (values.help) return { help: true };
  if (values.version) return { version: true };

  const portText = values.port ?? env.PORT ?? '4010';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    return {
      error: `${values.port === undefined ? 'PORT' : '--port'} must be a whole number from 0 to 65535 (0: any free port), not "${portText}".`,
    };
  if (values.fixture !== undefined && values.scenario !== undefined)
    return { error: 'Give --fixture or --scenario, not both: a fixture replaces the scenario.' };
  const scenario = values.scenario ?? 'demo';
  if (!SCENARIOS.includes(scenario as ScenarioName))
    return { error: `Unknown scenario "${scenario}". Use one of: ${SCENARIOS.join(', ')}.` };
  const approveAfter = Number(values['approve-after']);
  if (!/^\d+(\.\d+)?$/.test(values['approve-after']))
    return {
      error: `--approve-after must be a number of seconds, 0 or more (0: off), not "${values['approve-after']}".`,
    };
  if (!/^\d+$/.test(values['sandbox-idle']) || Number(values['sandbox-idle']) < 1)
    return { error: `--sandbox-idle must be a whole number of seconds, 1 or more, not "${values['sandbox-idle']}".` };
  if (!/^\d+$/.test(values['max-sandboxes']) || Number(values['max-sandboxes']) < 1)
    return { error: `--max-sandboxes must be a whole number, 1 or more, not "${values['max-sandboxes']}".` };
  if (values['jwt-secret'] === '') return { error: '--jwt-secret needs a non-empty secret.' };

  const partnerOrigins: string[] = [];
  for (const text of values['partner-origin'] ?? [`http://localhost:${env.EXAMPLES_PORT ?? 4011}`]) {
    const parsed = parseOrigin(text);
    if ('error' in parsed) return { error: `--partner-origin ${parsed.error}` };
    partnerOrigins.push(parsed.origin);
  }
  return {
    run: {
      port,
      scenario: scenario as ScenarioName,
      fixtureFile: values.fixture,
      partnerOrigins,
      stateFile: values.state,
      jwtSecret: values['jwt-secret'],
      approveAfterSeconds: approveAfter,
      serveSdk: !values['no-sdk'],
      sandboxIdleSeconds: Number(values['sandbox-idle']),
      maxSandboxes: Number(values['max-sandboxes']),
    },
  };
}
