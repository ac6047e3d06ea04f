import { existsSync, readFileSync } from 'node:fs';
import { HELP } from './cli/help.ts';
import { stateFileProblem } from './cli/state-path.ts';
import { stopWithParent } from './cli/stop-with-parent.ts';
import { parseFlags } from './cli/flags.ts';
import { runListen } from './cli/listen.ts';
import { runTrigger } from './cli/trigger.ts';
import { runWebhooks } from './cli/webhooks.ts';
import { MockServerOptionError, startMockServer } from './library/start-mock-server.ts';
import { PortInUseError } from './listen.ts';
import { refusedOriginMessage } from './middleware/cors.ts';
import { StateFileError } from './persistence/state-file.ts';
import { VERSION } from './version.ts';

/** `podspot-mock [flags]` and `npm run mock -- [flags]`: parses the flags, listens, stops cleanly on a signal. */
const commands = { trigger: runTrigger, listen: runListen, webhooks: runWebhooks };
const command = commands[process.argv[2] as keyof typeof commands];
if (command) process.exit(await command(process.argv.slice(3), process.env));
const request = parseFlags(process.argv.slice(2), process.env);
if ('error' in request) {
  console.error(request.error);
  process.exit(2);
}
if ('help' in request) {
  console.log(HELP);
  process.exit(0);
}
if ('version' in request) {
  console.log(VERSION);
  process.exit(0);
}
const flags = request.run;
const stateProblem = flags.stateFile === undefined ? null : stateFileProblem(flags.stateFile);
if (stateProblem) {
  console.error(stateProblem);
  process.exit(2);
}
const fixture = flags.fixtureFile === undefined ? undefined : readFixtureFile(flags.fixtureFile);
const resumed = flags.stateFile !== undefined && existsSync(flags.stateFile);
const mock = await startMockServer({
  port: flags.port,
  scenario: flags.scenario,
  fixture,
  partnerOrigins: flags.partnerOrigins,
  stateFile: flags.stateFile,
  jwtSecret: flags.jwtSecret,
  approveAfterSeconds: flags.approveAfterSeconds,
  serveSdk: flags.serveSdk,
  sandboxIdleSeconds: flags.sandboxIdleSeconds,
  maxSandboxes: flags.maxSandboxes,
  onRefusedOrigin: (origin) => console.warn(refusedOriginMessage(origin, `--partner-origin ${origin}`)),
}).catch((error: unknown) => {
  if (error instanceof PortInUseError) {
    console.error(`Port ${error.port} is in use: stop what holds it, or start with --port <another> (0: any free).`);
  } else if (error instanceof MockServerOptionError && fixture) {
    console.error(`--fixture ${flags.fixtureFile}: ${error.message}`);
  } else if (error instanceof StateFileError || error instanceof MockServerOptionError) {
    console.error(error.message);
  } else {
    throw error;
  }
  process.exit(1);
});

const source = resumed
  ? `state from ${flags.stateFile}`
  : `${fixture ? `fixture ${flags.fixtureFile}` : `scenario ${flags.scenario}`}${flags.stateFile ? `, saved to ${flags.stateFile}` : ''}`;
console.log(`Podspot mock API on ${mock.apiBase} (${source})`);
if (flags.serveSdk) console.log(`SDK loader ${mock.sdkUrl}`);
console.log(`Partner origins: ${flags.partnerOrigins.join(', ') || 'none'}`);

// A clean stop closes the port and saves what the debounce still holds (answered writes are on disk already); a stop
// that hangs is cut short, so the port is never held for long.
const STOP_LIMIT_MS = 4000;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), STOP_LIMIT_MS).unref();
  mock.close().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`[podspot-mock] ${error.message}`);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
stopWithParent(stop);

/** The JSON of `--fixture FILE`; a file that cannot be read or parsed stops the start with one line (exit 1). */
function readFixtureFile(file: string): object {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    console.error(`The fixture ${file} cannot be loaded: ${why}.`);
    process.exit(1);
  }
}
