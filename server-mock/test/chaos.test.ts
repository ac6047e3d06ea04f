import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../client/index.ts';
import { CHAOS_KINDS, chaosDraw, chaosFault, parseChaos } from '../middleware/chaos.ts';
import { startServer, type TestServer } from './helpers.ts';

/** Seeded chaos (README.md#seeded-chaos): the draw on its own, then two runs of the same calls through a sandbox. */
describe('chaosDraw and chaosFault', () => {
  it('depend only on the seed and the ordinal', () => {
    for (const [seed, ordinal] of [
      [0, 1],
      [42, 7],
      [0xffffffff, 100_000],
    ])
      expect(chaosDraw(seed, ordinal, 0)).toBe(chaosDraw(seed, ordinal, 0));
    expect(chaosDraw(42, 7, 0)).not.toBe(chaosDraw(42, 7, 1));
    expect(chaosDraw(42, 7, 0)).not.toBe(chaosDraw(43, 7, 0));
  });

  it.each([0, 0.05, 0.3, 0.5, 1])('fails a share of %d of 10,000 calls, across every kind', (rate) => {
    const kinds = [...CHAOS_KINDS];
    const failed = Array.from({ length: 10_000 }, (_, i) => chaosFault({ seed: 1234, rate, kinds }, i + 1));
    const share = failed.filter(Boolean).length / failed.length;
    expect(share).toBeGreaterThanOrEqual(rate - 0.015);
    expect(share).toBeLessThanOrEqual(rate + 0.015);
    if (rate >= 0.3) expect(new Set(failed.filter(Boolean))).toEqual(new Set(kinds));
  });

  it('draws another pattern for another seed', () => {
    const pattern = (seed: number) =>
      Array.from({ length: 200 }, (_, i) => chaosFault({ seed, rate: 0.3, kinds: ['status'] }, i + 1)).join();
    expect(pattern(1)).toBe(pattern(1));
    expect(pattern(1)).not.toBe(pattern(2));
  });

  it.each([
    [null, 'chaos'],
    [{ seed: -1, rate: 0.1 }, 'chaos.seed'],
    [{ seed: 1.5, rate: 0.1 }, 'chaos.seed'],
    [{ seed: 1, rate: 1.5 }, 'chaos.rate'],
    [{ seed: 1, rate: '0.1' }, 'chaos.rate'],
    [{ seed: 1, rate: 0.1, kinds: [] }, 'chaos.kinds'],
    [{ seed: 1, rate: 0.1, kinds: ['hang'] }, 'chaos.kinds'],
    [{ seed: 1, rate: 0.1, kinds: ['reset', 'reset'] }, 'chaos.kinds'],
  ])('refuses %j naming %s', (value, field) => {
    expect(() => parseChaos(value)).toThrow(expect.objectContaining({ detail: { [field]: expect.any(String) } }));
  });
});

let server: TestServer;
let box: MockSandbox;
let token: string;
beforeAll(async () => {
  server = await startServer();
  box = await createMockClient(`${server.base}/api`).createSandbox();
});
afterAll(() => server.close());

/** One GET of /user on a connection of its own, as the client saw it: `200`, `503`, `200 not JSON` or an error code. */
const outcome = () =>
  new Promise<string>((resolve) => {
    const headers = { ...box.headers, authorization: `Bearer ${token}` };
    const req = request(`${server.base}/api/user`, { headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      res.on('end', () => {
        try {
          JSON.parse(body);
          resolve(String(res.statusCode));
        } catch {
          resolve(`${res.statusCode} not JSON`);
        }
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end();
  });

/** A fresh run: reset, one chaos rule, 40 calls one after another; what each call got and the journal's marks. */
async function run(seed: number) {
  await box.reset();
  token = (await box.signIn('publisher@podspot.test')).jwt_token;
  const rule = await box.faults.add({ path: '/user', chaos: { seed, rate: 0.35 } });
  const outcomes: string[] = [];
  for (let i = 0; i < 40; i++) outcomes.push(await outcome());
  const marked = (await box.requests({ path: '/user', fault: 'any' })).map((e) => e.fault);
  return { rule, outcomes, marked };
}

describe('a chaos rule', () => {
  it('fails the same calls the same way in two runs with one seed, and others with another seed', async () => {
    const first = await run(20261128);
    const again = await run(20261128);
    const other = await run(7);
    expect(again.outcomes).toEqual(first.outcomes);
    expect(other.outcomes).not.toEqual(first.outcomes);

    const failed = first.outcomes.flatMap((o, i) => (o === '200' ? [] : [i + 1]));
    expect(failed.length).toBeGreaterThan(4);
    expect(failed.length).toBeLessThan(36);
    expect(new Set(first.outcomes.filter((o) => o !== '200')).size).toBeGreaterThanOrEqual(3);
    // The journal marks each failure with its rule, the seed and the call's ordinal: the replay's key.
    expect(first.marked.map((f) => f?.chaos?.call)).toEqual(failed);
    expect(first.marked.every((f) => f?.ruleId === first.rule.id && f.chaos?.seed === 20261128)).toBe(true);
    expect((await box.faults.list())[0].chaos).toMatchObject({ seed: 7, rate: 0.35, calls: 40 });
  });

  it('is refused with a fault, a delay or times of its own', async () => {
    for (const field of ['fault', 'delay_ms', 'times'] as const) {
      const extra = { fault: 'reset', delay_ms: 10, times: 1 }[field];
      const res = await server.call('POST', '/__mock/faults', {
        body: { path: '/user', chaos: { seed: 1, rate: 0.5 }, [field]: extra },
      });
      expect([res.status, Object.keys(res.body.detail)]).toEqual([400, [field]]);
    }
  });
});
