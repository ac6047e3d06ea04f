import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { SAVE_FAILED } from '../middleware/persist.ts';
import { decodeStore } from '../persistence/state-file.ts';
import { DEMO_PASSWORD, startServer } from './helpers.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'podspot-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `node --import tsx server-mock/index.ts --port P --state FILE` as a child, resolved once it listens. */
async function startChild(stateFile: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server-mock/index.ts', '--port', String(port), '--state', stateFile],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Podspot mock API on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  child.removeAllListeners('exit');
  const base = `http://127.0.0.1:${port}/api`;
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    return { status: res.status, body: await res.json() };
  };
  const signIn = async (email: string) =>
    (await call('POST', '/signin/', undefined, { email, password: DEMO_PASSWORD })).body.jwt_token as string;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    call,
    signIn,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

type Write = { kind: 'accept' | 'reject' | 'withdraw'; id: number };

describe('--state FILE in a server that is killed', () => {
  it('keeps every acknowledged write across SIGKILL and restarts, and the file always parses', async () => {
    const file = join(dir, 'crash', 'mock.json');
    const acknowledged: Write[] = [];
    let amount = 0;
    for (let round = 0; round < 2; round++) {
      const server = await startChild(file);
      const token = await server.signIn('publisher@podspot.test');
      const offered = (await server.call('GET', '/earn/opportunities', token)).body.data.opportunities.map(
        (o: { id: number }) => o.id,
      );
      const writes: Write[] = [];
      offered.slice(0, 8).forEach((id: number, i: number) => writes.push({ kind: i % 2 ? 'reject' : 'accept', id }));
      for (let i = 0; i < 40; i++) writes.push({ kind: 'withdraw', id: ++amount });
      writes.sort((a, b) => ((a.id * 7919) % 13) - ((b.id * 7919) % 13)); // interleaved kinds, same order every run

      // Four requests in flight at a time; the kill comes while some are still unanswered.
      const killAt = [17, 40][round]; // acknowledged writes in all, so far
      let next = 0;
      let killed = false;
      const send = async (write: Write) => {
        const path = write.kind === 'withdraw' ? '/stripe/withdraw' : `/earn/opportunity/${write.id}/${write.kind}`;
        const body =
          write.kind === 'withdraw' ? { amount: write.id } : write.kind === 'reject' ? { rejected: true } : undefined;
        const res = await server.call('POST', path, token, body).catch(() => null);
        if (!res || killed) return;
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        acknowledged.push(write);
        if (acknowledged.length >= killAt) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      };
      const worker = async () => {
        while (!killed && next < writes.length) await send(writes[next++]);
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      expect(killed).toBe(true);
      await server.kill();
      expect(next).toBeLessThan(writes.length); // it really died mid-stream
    }

    const store = decodeStore(readFileSync(file, 'utf8'));
    const server = await startChild(file);
    try {
      expect(readdirSync(join(dir, 'crash'))).toEqual(['mock.json']); // a dead writer's temp file is cleaned up
      const token = await server.signIn('publisher@podspot.test');
      const ledger = (await server.call('GET', '/billing/transactions', token)).body.transactions as {
        amount: number;
      }[];
      const rejected = (
        await server.call('GET', '/earn/opportunities?rejected=true', token)
      ).body.data.opportunities.map((o: { id: number }) => o.id);
      for (const write of acknowledged) {
        if (write.kind === 'withdraw') {
          expect(
            ledger.some((t) => t.amount === -write.id),
            `withdrawal of $${write.id}`,
          ).toBe(true);
          expect(store.ledger.some((e) => e.amount_cents === -write.id * 100)).toBe(true);
        } else {
          const status = write.kind === 'accept' ? 'accepted' : 'not_interested';
          expect(store.opportunities.find((o) => o.id === write.id)?.status, `${write.kind} ${write.id}`).toBe(status);
          if (write.kind === 'reject') expect(rejected).toContain(write.id);
          else expect(store.podspots.some((p) => p.opportunity_id === write.id)).toBe(true);
        }
      }
      expect(acknowledged.length).toBe(40);
    } finally {
      await server.kill();
    }
  }, 200_000); // three starts of a TypeScript child: slow on a loaded machine

  it('refuses to start on a corrupt file, with a message that says what to do', async () => {
    const file = join(dir, 'corrupt.json');
    writeFileSync(file, '{"format": "podspot-mock-state", "version": 1, "store": {"seq": 1, "users": "nobody"}}');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server-mock/index.ts', '--port', String(await freePort()), '--state', file],
      { cwd: ROOT },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The state file ${file} cannot be loaded: "store.users" is missing or not a list. Fix or delete it, or start with another --state file.`,
    );
  }, 60_000);
});

describe('--state FILE in process', () => {
  it('answers a write only once the file holds it; reads and reset too', async () => {
    const file = join(dir, 'inproc.json');
    const server = await startServer({ stateFile: file });
    try {
      expect(decodeStore(readFileSync(file, 'utf8')).users.length).toBe(server.ctx.store.users.length); // written at start
      const token = await server.signIn('publisher@podspot.test');
      const res = await server.call('POST', '/stripe/withdraw', { token, body: { amount: 3 } });
      expect(res.status).toBe(201);
      const saved = decodeStore(readFileSync(file, 'utf8')); // read right after the answer, no waiting
      expect(saved.ledger.filter((e) => e.amount_cents === -300)).toHaveLength(1);
      expect(saved.series.map((s) => [...s.earnings_cents])).toEqual(
        server.ctx.store.series.map((s) => [...s.earnings_cents]),
      );
      expect(saved.audio[0].bytes.equals(server.ctx.store.audio[0].bytes)).toBe(true);

      expect((await server.call('POST', '/__mock/reset', { body: { scenario: 'empty' } })).status).toBe(200);
      expect(decodeStore(readFileSync(file, 'utf8')).podspots).toEqual([]);
    } finally {
      await server.close();
    }
    // A new app on the same file loads it instead of the scenario.
    const { ctx } = await createApp({ stateFile: file, scenario: 'demo' });
    expect(ctx.store.podspots).toEqual([]);
  });

  it('answers 500 in the error shape, and keeps the change pending, when the file cannot be written', async () => {
    const file = join(dir, 'blocked.json');
    const server = await startServer({ stateFile: file });
    try {
      const token = await server.signIn('publisher@podspot.test');
      rmSync(file);
      mkdirSync(join(file, 'in-the-way'), { recursive: true }); // rename over a non-empty folder fails
      // Plain fetch: a 500 is outside the contract, which `call` checks.
      const res = await fetch(`${server.base}/api/stripe/withdraw`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 4 }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ detail: { error: SAVE_FAILED } });
      rmSync(file, { recursive: true });
      await server.ctx.flush(); // retried: the change was not dropped
      expect(decodeStore(readFileSync(file, 'utf8')).ledger.some((e) => e.amount_cents === -400)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
