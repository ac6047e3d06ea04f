// Part `webhooks` of `npm run bench`: how long after the call that causes an event its signed delivery reaches a
// receiver on loopback (goal: p50 ≤ 50 ms). The mock runs in a child process (its own event loop); the receiver in this one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { median } from './browser.ts';
import { freePort } from './serve-tree.ts';
import { startBenchServer } from './server.ts';

export type WebhooksBench = { deliveries: number; p50Ms: number; p95Ms: number; maxMs: number; goalMs: number };

const GOAL_MS = 50;
const TIMES = Number(process.env.BENCH_WEBHOOKS ?? 100);
const KEY = { 'x-partner-key': 'pk_test_demo_host', 'content-type': 'application/json' };

/** `TIMES` events sent on demand, one at a time: the time from the trigger call's start to the delivery's arrival. */
export async function benchWebhooks(): Promise<WebhooksBench> {
  const arrived: ((at: number) => void)[] = [];
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrived.shift()?.(performance.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const mock = await startBenchServer('demo', await freePort());
  try {
    const registered = await fetch(`${mock.base}/api/partner/webhook_endpoints`, {
      method: 'POST',
      headers: KEY,
      body: JSON.stringify({ url, events: ['payout.paid'] }),
    });
    if (registered.status !== 201) throw new Error(`registering the endpoint answered ${registered.status}`);
    const times: number[] = [];
    for (let i = -5; i < TIMES; i++) {
      const delivered = new Promise<number>((resolve) => arrived.push(resolve));
      const started = performance.now();
      const res = await fetch(`${mock.base}/api/__mock/webhooks/trigger`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'payout.paid' }),
      });
      if (res.status !== 202) throw new Error(`trigger answered ${res.status}`);
      const ms = (await delivered) - started;
      if (i >= 0) times.push(ms); // the first five warm the code paths
    }
    const sorted = [...times].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      deliveries: times.length,
      p50Ms: round(median(times)),
      p95Ms: round(sorted[Math.floor(sorted.length * 0.95)]),
      maxMs: round(sorted.at(-1)!),
      goalMs: GOAL_MS,
    };
  } finally {
    mock.child.kill();
    receiver.close();
  }
}
