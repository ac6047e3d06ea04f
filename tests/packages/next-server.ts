import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

export type NextServer = { url: string; stop(): Promise<void> };

/**
 * `next start` (the build) or `next dev` in the project, on the port, once its page answers (at most 90 s: `next dev`
 * compiles the page on the first request). Throws with the server's output when it exits or never answers.
 */
export async function serveNext(
  dir: string,
  mode: 'start' | 'dev',
  port: number,
  env: Record<string, string>,
): Promise<NextServer> {
  const server = spawn(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), mode, '-p', String(port)], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: mode === 'start' ? 'production' : 'development',
      ...NEXT_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  const stop = () => stopProcess(server);
  for (const started = Date.now(); Date.now() - started < 90_000;) {
    if (server.exitCode !== null) throw new Error(`next ${mode} exited (${server.exitCode}):\n${output}`);
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next ${mode} did not answer on ${url} within 90 s:\n${output}`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill();
  await exited;
}
