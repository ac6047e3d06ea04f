// Starts `npm start`'s servers (console + API, examples) from a tree on given or free ports, for bench scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export type TreeServer = {
  root: string;
  consoleUrl: string;
  examplesUrl: string;
  /** The one process serving console, API and examples (its memory is the server's). */
  pid: number;
  signIn(email: string): Promise<unknown>;
  stop(): void;
};

/** scripts/serve.ts of `root` (built beforehand) on `port` and `port + 1` (free ports when not given), scenario `scenario`. */
export async function serveTree(opts: { scenario: string; root?: string; port?: number }): Promise<TreeServer> {
  const root = opts.root ?? process.cwd();
  const [port, examplesPort] = opts.port ? [opts.port, opts.port + 1] : [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      EXAMPLES_PORT: String(examplesPort),
      SCENARIO: opts.scenario,
      APPROVE_AFTER_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('Podspot is running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const consoleUrl = `http://localhost:${port}`;
  const signIn = async (email: string) =>
    (
      await fetch(`${consoleUrl}/api/signin/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'podspot-demo' }),
      })
    ).json();
  return {
    root,
    consoleUrl,
    examplesUrl: `http://localhost:${examplesPort}`,
    pid: child.pid!,
    signIn,
    stop: () => child.kill('SIGTERM'),
  };
}
