import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .listen(0, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });

/** Whether a server could bind the port now (nothing holds it). */
export const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

export type Running = {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches; rejects with the output after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once it exits; rejects after `ms`. */
  exited(ms?: number): Promise<number | NodeJS.Signals>;
};

/** Starts a real process, collecting its output; `detached` gives it its own process group (for kill -9 tests). */
export function start(command: string, args: string[], options: SpawnOptions = {}): Running {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let text = '';
  child.stdout?.on('data', (d) => (text += d));
  child.stderr?.on('data', (d) => (text += d));
  const exit = new Promise<number | NodeJS.Signals>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal!)),
  );
  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${what} not within ${ms} ms. Output:\n${text}`)), ms).unref(),
      ),
    ]);
  return {
    child,
    output: () => text,
    waitFor: (pattern, ms = 30_000) =>
      within(
        new Promise<void>((resolve) => {
          const check = () => pattern.test(text) && resolve();
          check();
          child.stdout?.on('data', check);
          child.stderr?.on('data', check);
        }),
        ms,
        `${pattern}`,
      ),
    exited: (ms = 5_000) => within(exit, ms, 'exit'),
  };
}

/** Whether the port is free within `ms` (polled): a server's children may close theirs after the parent exits. */
export async function portFreedWithin(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await portIsFree(port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return portIsFree(port);
}
