import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient, type MockServerError } from '../client/index.ts';
import { startServer, type TestServer } from './helpers.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

let server: TestServer;
let mock: MockClient;
beforeAll(async () => {
  server = await startServer();
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());

describe('a clock jump', () => {
  // Another sandbox's p99 during jumps depends on the machine's load: `npm run bench` (scripts/bench/clock-jump.ts)
  // compares it (three runs). Here: what holds on any machine, the limit and the bound of a jump.
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
