import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient, type MockServerError } from '../client/index.ts';
import { startServer, type TestServer } from './helpers.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const TEN_YEARS = 'P10Y';

let server: TestServer;
let mock: MockClient;
beforeAll(async () => {
  server = await startServer();
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1];

/** Latencies of calls made one after another in a sandbox: at least `min` of them, then until `until()` says stop. */
async function latencies(token: string, sandboxId: string, until: () => boolean, min: number): Promise<number[]> {
  const out: number[] = [];
  while (out.length < min || !until()) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/earn/podspots/?row_limit=5`, {
      headers: { authorization: `Bearer ${token}`, 'x-podspot-sandbox': sandboxId },
    });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    out.push(performance.now() - started);
  }
  return out;
}

describe('a clock jump', () => {
  it('in one sandbox leaves another sandbox’s p99 within 2× of its p99 without the jump', async () => {
    const other = await mock.createSandbox();
    const token = (await other.signIn('publisher@podspot.test')).jwt_token;
    await latencies(token, other.id, () => true, 30); // warm up
    /** One measurement: quiet and jumping windows take turns, so the machine's own noise weighs on both alike. */
    const measure = async () => {
      const jumpers = await Promise.all(Array.from({ length: 12 }, () => mock.createSandbox()));
      const quiet: number[] = [];
      const during: number[] = [];
      for (let round = 0; round < jumpers.length; round += 2) {
        quiet.push(...(await latencies(token, other.id, () => true, 25)));
        let jumping = true;
        const jumps = (async () => {
          for (const jumper of jumpers.slice(round, round + 2)) await jumper.clock.advance(TEN_YEARS);
          jumping = false;
        })();
        during.push(...(await latencies(token, other.id, () => !jumping, 1)));
        await jumps;
      }
      await Promise.all(jumpers.map((s) => s.close()));
      expect(during.length).toBeGreaterThanOrEqual(12);
      return { during: p99(during), limit: 2 * Math.max(p99(quiet), 5) };
    };
    // A shared machine's pauses (GC, another process) can spoil one measurement; a jump that holds the event loop
    // spoils every one of them. Up to three measurements, the first within the limit passes.
    const seen = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await measure();
      seen.push(result);
      if (result.during <= result.limit) break;
    }
    expect(seen.at(-1)!.during, JSON.stringify(seen)).toBeLessThanOrEqual(seen.at(-1)!.limit);
    await other.close();
  }, 120_000);

  it('is refused with one line naming the limit when it goes past 20 years, at once', async () => {
    const sandbox = await mock.createSandbox();
    const before = await sandbox.clock.now();
    for (const move of [
      () => sandbox.clock.advance('P1000Y'),
      () => sandbox.clock.advance('P100000Y'),
      () => sandbox.clock.advance('P1000000Y'),
      () => sandbox.clock.advance('P21Y'),
      () => sandbox.clock.set('9999-12-31T00:00:00Z'),
    ]) {
      const started = performance.now();
      const error = (await move().then(
        () => null,
        (e: MockServerError) => e,
      ))!;
      expect(performance.now() - started).toBeLessThan(1000);
      expect(error.status).toBe(400);
      expect(Object.values(error.detail)[0]).toMatch(/^The clock goes at most 20 years past the real date \(to \d{4}-/);
    }
    expect((await sandbox.clock.now()).getTime() - before.getTime()).toBeLessThan(60_000);
    await sandbox.close();
  });

  it('of 19 years costs what happened, not its length: spent campaigns end their figures', async () => {
    const own = await startServer();
    const held = () => Math.max(...own.ctx.store.series.map((s) => s.impressions.length));
    const before = held();
    const started = performance.now();
    await createMockClient(`${own.base}/api`).clock.advance('P19Y');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(held() - before).toBeLessThan(19 * 365); // a series ends on the day its campaign's budget ran out
    const lastHeld = Math.max(...own.ctx.store.series.map((s) => s.first_day + s.impressions.length - 1));
    const lastCredit = own.ctx.store.ledger
      .filter((e) => e.kind === 'earning')
      .map((e) => e.created_at)
      .sort()
      .at(-1)!;
    expect(Date.parse(lastCredit) - lastHeld * 86_400_000).toBeLessThan(32 * 86_400_000); // no credits of nothing
    await own.close();
  });
});

describe('a server process during a clock jump', () => {
  it('stops within 5 s of SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server-mock/index.ts', '--port', '0', '--scenario', 'large', '--no-sdk'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        const match = /Podspot mock API on (\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    // Three large sandboxes jump 19 years at once: done in one go, that is seconds of work the signal would wait for.
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await fetch(`${base}/__mock/sandboxes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: 'large' }),
      });
      ids.push((await created.json()).id);
    }
    const jumps = [undefined, ...ids].map((id) =>
      fetch(`${base}/__mock/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(id ? { 'x-podspot-sandbox': id } : {}) },
        body: JSON.stringify({ advance: 'P19Y' }),
      }).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 50));
    const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(performance.now())));
    const signalled = performance.now();
    child.kill('SIGTERM');
    expect((await exited) - signalled).toBeLessThan(5_000);
    await Promise.all(jumps);
  }, 90_000);
});
