import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { runListen, startListener } from '../cli/listen.ts';
import { runWebhooks } from '../cli/webhooks.ts';
import { signatureHeader } from '../webhooks/signature.ts';
import { startServer, type TestServer } from './helpers.ts';

type Forwarded = { headers: IncomingHttpHeaders; body: string };
let server: TestServer;
let port: string;
let hook: Server;
let hookUrl: string;
let hookStatus = 200;
const forwarded: Forwarded[] = [];
beforeAll(async () => {
  server = await startServer();
  port = new URL(server.base).port;
  // The developer's local receiver, on a URL the mock never learns.
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      forwarded.push({ headers: req.headers, body });
      res.writeHead(hookStatus).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://localhost:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((r) => hook.close(r));
  await server.close();
});
const nextForward = () => vi.waitFor(() => forwarded.shift() ?? Promise.reject(new Error('none yet')), 5_000);
const endpoints = async () =>
  (await server.call('GET', '/partner/webhook_endpoints', { headers: { 'x-partner-key': DEMO_PARTNER_KEY } })).body
    .endpoints as { id: string }[];

describe('podspot-mock listen --forward-to', () => {
  it('forwards each delivery, signed with the secret it printed, and removes its endpoint when stopped', async () => {
    const lines: string[] = [];
    const listener = await startListener({ port }, hookUrl, { log: (l) => lines.push(l) });
    expect((await endpoints()).map((e) => e.id)).toEqual([listener.endpointId]);
    const sent = await server.call('POST', '/__mock/webhooks/trigger', { body: { type: 'earnings.available' } });
    expect(sent.status).toBe(202);
    const got = await nextForward();
    expect(JSON.parse(got.body)).toMatchObject({ id: sent.body.event.id, type: 'earnings.available' });
    const signature = String(got.headers['podspot-signature']);
    const t = Number(/t=(\d+)/.exec(signature)![1]);
    expect(signature).toBe(signatureHeader(listener.secret, got.body, t));
    expect(got.headers['podspot-delivery-attempt']).toBe('1');
    await vi.waitFor(() => expect(lines.join('\n')).toContain(`earnings.available ${sent.body.event.id}`));
    await listener.stop();
    expect(await endpoints()).toEqual([]);
  });

  it("answers the mock with the local receiver's status, so a failure is retried on the mock's clock", async () => {
    const listener = await startListener({ port }, hookUrl, { events: ['payout.paid'], log: () => {} });
    try {
      hookStatus = 503;
      await server.call('POST', '/__mock/webhooks/trigger', { body: { type: 'payout.paid' } });
      await nextForward();
      await vi.waitFor(async () => {
        const [delivery] = (await server.call('GET', '/__mock/webhooks/deliveries')).body.deliveries.slice(-1);
        expect(delivery).toMatchObject({ state: 'pending', attempts: [{ status: 503 }] });
      });
    } finally {
      hookStatus = 200;
      await listener.stop();
    }
  });

  it('refuses to start without a URL to forward to, naming the flag', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runListen(['--port', port], {})).toBe(2);
    expect(error.mock.calls[0]![0]).toMatch(/--forward-to http:\/\/localhost:3000\/hook/);
    error.mockRestore();
  });

  it('takes the flags of every command and names the one that is wrong, with its help', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await runListen(['http://localhost:3000/hook', '--port', port], {})).toBe(2);
    expect(error.mock.calls[0]![0]).toBe(
      'listen takes no argument (http://localhost:3000/hook): give the URL as --forward-to URL.',
    );
    expect(await runListen(['--forward-to', hookUrl, '--port'], {})).toBe(2);
    expect(error.mock.calls[1]![0]).toMatch(/--port <value>[\s\S]*podspot-mock listen --forward-to URL/);
    expect(await runListen(['-h'], {})).toBe(0);
    expect(log.mock.calls[0]![0]).toMatch(/^podspot-mock listen --forward-to URL/);
    error.mockRestore();
    log.mockRestore();
  });
});

describe('podspot-mock listen started by npx', () => {
  it('stops and removes its endpoint when the npx that started it is killed', async () => {
    // npx runs the bin through a shell; `; true` keeps the shell from exec-ing node, so node's parent is the shell.
    const bin = `"${process.execPath}" --import tsx server-mock/index.ts listen --forward-to ${hookUrl} --port ${port}`;
    // In a process group of its own, so that a listen that fails the test is not left running.
    const npx = spawn('sh', ['-c', `${bin}; true`], { env: { ...process.env, npm_command: 'exec' }, detached: true });
    const exited = new Promise((resolve) => npx.once('exit', resolve));
    try {
      await vi.waitFor(async () => expect(await endpoints()).toHaveLength(1), { timeout: 20_000, interval: 200 });
      npx.kill('SIGKILL');
      await exited;
      // It looks for its parent every 500 ms; on a loaded machine the rest (its DELETE) took over 5 s once.
      await vi.waitFor(async () => expect(await endpoints()).toEqual([]), { timeout: 15_000, interval: 100 });
    } finally {
      try {
        process.kill(-npx.pid!, 'SIGKILL');
      } catch {
        // the group is gone: listen stopped by itself
      }
    }
  }, 45_000);
});

describe('podspot-mock webhooks resend', () => {
  it('makes one more attempt of a delivery, now, even one that succeeded', async () => {
    const listener = await startListener({ port }, hookUrl, { events: ['podspot.approved'], log: () => {} });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const sent = await server.call('POST', '/__mock/webhooks/trigger', { body: { type: 'podspot.approved' } });
      const first = await nextForward();
      const [delivery] = sent.body.deliveries as { id: string }[];
      expect(await runWebhooks(['resend', delivery!.id, '--port', port], {})).toBe(0);
      expect(log.mock.calls.at(-1)![0]).toMatch(new RegExp(`^Resending ${delivery!.id} \\(podspot.approved\\)`));
      const again = await nextForward();
      expect(again.body).toBe(first.body);
      expect(again.headers['podspot-delivery-attempt']).toBe('2');
    } finally {
      log.mockRestore();
      await listener.stop();
    }
  });

  it('says which delivery it does not know, and how to find them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runWebhooks(['resend', 'wd_nope', '--port', port], {})).toBe(1);
    expect(error.mock.calls[0]![0]).toMatch(/^wd_nope was not resent: No delivery has this id/);
    expect(await runWebhooks(['resend'], {})).toBe(2);
    error.mockRestore();
  });
});
