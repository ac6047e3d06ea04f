// `node --expose-gc --import tsx scripts/bench/sandboxes.ts`: the cost of sandboxes (section 5 of `npm run bench`).
// Creation and memory are measured in this process (heap after a full GC); the request cost on a server in a child
// process (its own CPU time per answered call), with 1 and then 100 live sandboxes, alternating; then a sandbox's p99
// while others jump ten years (clock-jump.ts).
import type { AddressInfo } from 'node:net';
import { benchClockJump } from './clock-jump.ts';
import { median } from './browser.ts';
import type { SandboxesBench } from './sandboxes-print.ts';
import { runLoad } from './load.ts';
import { freePort } from './serve-tree.ts';
import { startBenchServer } from './server.ts';
import { createApp } from '../../server-mock/app.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

type Created = { id: string };
const api = (base: string) => ({
  create: async (): Promise<Created> => {
    const res = await fetch(`${base}/api/__mock/sandboxes`, { method: 'POST' });
    if (res.status !== 201) throw new Error(`create answered ${res.status}`);
    return res.json();
  },
  remove: (id: string) => fetch(`${base}/api/__mock/sandboxes/${id}`, { method: 'DELETE' }),
  signIn: async (id: string) => {
    const res = await fetch(`${base}/api/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-podspot-sandbox': id },
      body: JSON.stringify({ email: 'publisher@podspot.test', password: 'podspot-demo' }),
    });
    return (await res.json()).jwt_token as string;
  },
});

/** Creation time (median of 50 after the first, which builds the scenario), memory per sandbox, churn of 1,000. */
async function inProcess() {
  const { app } = await createApp({ jwtSecret: 'bench', maxSandboxes: 2000 });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const mock = api(base);
  try {
    let t = performance.now();
    await mock.remove((await mock.create()).id);
    const firstMs = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      t = performance.now();
      const { id } = await mock.create();
      times.push(performance.now() - t);
      await mock.remove(id);
    }

    const start = heapMb();
    const live = [];
    for (let i = 0; i < 50; i++) live.push(await mock.create());
    const perSandboxMb = (heapMb() - start) / 50;
    for (const { id } of live) await mock.remove(id);

    const churnStart = heapMb();
    for (let i = 0; i < 1000; i++) await mock.remove((await mock.create()).id);
    const churnEnd = heapMb();
    return {
      firstCreateMs: firstMs,
      createMedianMs: median(times),
      perSandboxMb,
      churn: { startMb: churnStart, endMb: churnEnd, change: churnEnd / churnStart - 1 },
    };
  } finally {
    server.close();
  }
}

/** The server's CPU ms per call of `GET /earn/opportunities/count` in a sandbox, with `extra` other sandboxes alive. */
async function requestCost() {
  const port = await freePort();
  const { child, cpuMs, base } = await startBenchServer('demo', port);
  const mock = api(base);
  try {
    const target = await mock.create();
    const token = await mock.signIn(target.id);
    const others: Created[] = [];
    const run = async (name: string) => {
      const before = cpuMs();
      const result = await runLoad({
        name,
        url: `${base}/api/earn/opportunities/count`,
        headers: { authorization: `Bearer ${token}` },
        connections: 8,
        seconds: SECONDS,
      });
      return { ...result, cpuMsPerRequest: (cpuMs() - before) / Math.max(1, result.requests) };
    };
    await run('warm-up');
    const rows = [];
    for (let round = 0; round < 2; round++) {
      while (others.length) await mock.remove(others.pop()!.id);
      rows.push(await run('1 sandbox'));
      while (others.length < 99) others.push(await mock.create());
      rows.push(await run('100 sandboxes'));
    }
    return rows;
  } finally {
    child.kill();
  }
}

// The clock jumps first: their client is this process, and after the in-process part its heap holds a server's worth
// of leftovers whose collection would land in the calls it times.
const clockJump = await benchClockJump();
const created = await inProcess();
const cost = await requestCost();
const perCall = (name: string) => median(cost.filter((r) => r.name === name).map((r) => r.cpuMsPerRequest));
const report: SandboxesBench = {
  ...created,
  requestCost: cost,
  costRatio: perCall('100 sandboxes') / perCall('1 sandbox'),
  clockJump,
};
console.log(JSON.stringify(report));
