import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** One delivery as the receiver process saw it. */
export type Received = {
  verified: boolean;
  tampered: boolean;
  id: string;
  type: string;
  attempt: number;
  data: Record<string, unknown>;
  status: number;
};

/**
 * Starts webhook-receiver.mjs in its own Node process: `url` to register, `secret()` to hand it the signing secret,
 * `next()` for the next delivery it saw, `none(ms)` to check that none came.
 */
export async function startReceiver(opts: { failFirst?: number } = {}) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./webhook-receiver.mjs', import.meta.url))], {
    env: { ...process.env, FAIL_FIRST: String(opts.failFirst ?? 0) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const seen: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const port = await new Promise<number>((resolve) => {
    lines.once('line', (line) => resolve(JSON.parse(line).port));
  });
  lines.on('line', (line) => {
    const received = JSON.parse(line) as Received;
    const wake = waiting.shift();
    if (wake) wake(received);
    else seen.push(received);
  });
  return {
    url: `http://127.0.0.1:${port}/podspot/webhooks`,
    secret: (secret: string) => child.stdin.write(`${secret}\n`),
    next(timeoutMs = 5_000): Promise<Received> {
      const ready = seen.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no delivery within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((r) => {
          clearTimeout(timer);
          resolve(r);
        });
      });
    },
    async none(ms: number): Promise<Received[]> {
      await new Promise((r) => setTimeout(r, ms));
      return seen.splice(0);
    },
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}
