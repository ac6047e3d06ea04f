// The clock part of section 5 (sandboxes) of `npm run bench`: a sandbox's p99 latency while other sandboxes jump 10 to
// 19 years ahead, against its p99 in the same run without jumps (windows alternate, so the machine's noise weighs on
// both alike), in three runs. The server runs in a child process, the client here: what a test runner on the same
// machine sees. The comparison lives here and not in `npm test`: it depends on the machine's load (docs/decisions/0032).
// Each run makes enough jumps for over 100 calls during them per scenario: with fewer, a "p99" is the slowest call,
// set against the fifth slowest of the quiet ones (docs/performance.md#clock-jumps).
import { spawn } from 'node:child_process';
import { freePort } from './serve-tree.ts';

export type ClockJumpRun = {
  jumps: number;
  /** Median wall time of one jump of 10 to 19 years (the clock call's answer), per scenario of the jumping sandbox. */
  jumpMs: Record<string, number>;
  quietP99Ms: number;
  /** Calls made while a sandbox of that scenario jumped: the p99's sample. */
  duringCalls: Record<string, number>;
  /** This sandbox's p99 while a sandbox of that scenario jumped. */
  duringP99Ms: Record<string, number>;
  /** duringP99Ms / quietP99Ms per scenario of the jumping sandbox: the budget is at most 2 (docs/performance.md). */
  ratio: Record<string, number>;
};
export type ClockJumpBench = {
  runs: ClockJumpRun[];
  /** Whether every ratio of every run is within the budget of 2×, each over at least `LEAST_CALLS` calls. */
  withinBudget: boolean;
};
/** Runs of the comparison: the budget holds in each, not on average. */
const RUNS = 3;

/**
 * The jumping sandboxes of a run, in order: under the measured calls a `demo` jump lasts 10–30 ms (3–12 calls of the
 * other sandbox), a `large` one 100–300 ms, so 40 and 8 of them give each scenario over 100 calls.
 */
const JUMPERS = Array.from({ length: 48 }, (_, i) => (i % 6 === 5 ? 'large' : 'demo'));
/** Fewer calls than this have no p99 to speak of: a run that makes fewer during a scenario's jumps is not within budget. */
const LEAST_CALLS = 100;
/** Quiet calls before each jump. */
const QUIET_CALLS = 30;

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1];
const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];

export async function benchClockJump(): Promise<ClockJumpBench> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server-mock/index.ts', '--port', String(port), '--no-sdk'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('Podspot mock API') && resolve());
    child.on('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}/api`;
  const json = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  try {
    const target = (await json('/__mock/sandboxes', {})).id as string;
    const token = (
      await json(
        '/signin/',
        { email: 'publisher@podspot.test', password: 'podspot-demo' },
        { 'x-podspot-sandbox': target },
      )
    ).jwt_token as string;
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/earn/podspots?row_limit=5`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      return performance.now() - started;
    };
    const sandbox = async (scenario: string) => (await json('/__mock/sandboxes', { scenario })).id as string;
    const remove = (id: string) =>
      fetch(`${base}/__mock/sandboxes/${id}`, { method: 'DELETE' }).then((r) => r.arrayBuffer());
    const jump = (id: string, advance: string) => json('/__mock/clock', { advance }, { 'x-podspot-sandbox': id });
    // Warm up, as a test suite's first calls would: the calls measured, and one jump of each scenario, so that the
    // first run does not time the compilation of the catch-up's code.
    for (let i = 0; i < 50; i++) await call();
    for (const scenario of new Set(JUMPERS)) {
      const id = await sandbox(scenario);
      await jump(id, 'P10Y');
      await remove(id);
    }
    const runs: ClockJumpRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      const quiet: number[] = [];
      const during: Record<string, number[]> = {};
      const jumpMs: Record<string, number[]> = {};
      const ids: string[] = [];
      for (const scenario of JUMPERS) ids.push(await sandbox(scenario));
      for (const [index, scenario] of JUMPERS.entries()) {
        const id = ids[index];
        for (let i = 0; i < QUIET_CALLS; i++) quiet.push(await call());
        let jumping = true;
        const started = performance.now();
        const jumped = jump(id, `P${10 + ((index + run * JUMPERS.length) % 10)}Y`).then(() => {
          (jumpMs[scenario] ??= []).push(performance.now() - started);
          jumping = false;
        });
        do (during[scenario] ??= []).push(await call());
        while (jumping);
        await jumped;
      }
      for (const id of ids) await remove(id);
      const quietP99Ms = p99(quiet);
      const perScenario = (f: (ms: number[]) => number) =>
        Object.fromEntries(Object.entries(during).map(([scenario, ms]) => [scenario, f(ms)]));
      runs.push({
        jumps: JUMPERS.length,
        jumpMs: Object.fromEntries(Object.entries(jumpMs).map(([scenario, ms]) => [scenario, median(ms)])),
        quietP99Ms,
        duringCalls: perScenario((ms) => ms.length),
        duringP99Ms: perScenario(p99),
        ratio: perScenario((ms) => p99(ms) / quietP99Ms),
      });
    }
    const within = (r: ClockJumpRun) =>
      Object.values(r.ratio).every((ratio) => ratio <= 2) &&
      Object.values(r.duringCalls).every((calls) => calls >= LEAST_CALLS);
    return { runs, withinBudget: runs.every(within) };
  } finally {
    child.kill();
  }
}

if (process.argv[1]?.endsWith('clock-jump.ts')) console.log(JSON.stringify(await benchClockJump()));
