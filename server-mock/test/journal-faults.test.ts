import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../client/index.ts';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { MASKED } from '../journal/mask-secrets.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

/**
 * The journal sees every call a fault rule applied to, with the rule (README.md#request-journal): the ones that never
 * got an answer too. Through the typed client, as an integrator's test reads it.
 */
let server: TestServer;
let box: MockSandbox;
let token: string;
beforeAll(async () => {
  server = await startServer();
  box = await createMockClient(`${server.base}/api`).createSandbox();
  token = (await box.signIn('publisher@podspot.test')).jwt_token;
});
afterAll(() => server.close());

/** A GET in the sandbox that settles with the status, or the socket error's code, or TIMEOUT after `timeoutMs`. */
function get(path: string, timeoutMs = 3000) {
  return new Promise<number | string>((resolve) => {
    const headers = { ...box.headers, authorization: `Bearer ${token}` };
    const req = request(`${server.base}/api${path}`, { headers, timeout: timeoutMs }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode!));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve('TIMEOUT');
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end();
  });
}

describe('the journal and fault rules', () => {
  it('records a reset, a hang and a truncated answer, each with its rule', async () => {
    await box.reset();
    const reset = await box.faults.add({ path: '/user', fault: 'reset', times: 1 });
    const hang = await box.faults.add({ path: '/earn/podspots', fault: 'hang', times: 1 });
    const truncated = await box.faults.add({ path: '/earn/opportunities', fault: 'truncated_body', times: 1 });

    expect(await get('/user')).toBe('ECONNRESET');
    const hanging = get('/earn/podspots', 1500);
    // The hung call is in the journal while the client still waits for it.
    const [hung] = await box.waitForRequest({ fault: 'hang' }, { timeout: 2000 });
    expect(await get('/earn/opportunities')).toBe('ECONNRESET');
    expect(await get('/user')).toBe(200); // the reset rule is spent: this one is not marked

    const calls = await box.requests({ path: '/' });
    expect(calls.map((e) => [e.method, e.path, e.status, e.fault])).toEqual([
      ['GET', '/user', 0, { kind: 'reset', ruleId: reset.id }],
      ['GET', '/earn/podspots', 0, { kind: 'hang', ruleId: hang.id }],
      ['GET', '/earn/opportunities', 200, { kind: 'truncated_body', ruleId: truncated.id }],
      ['GET', '/user', 200, undefined],
    ]);
    expect(hung).toEqual(calls[1]);
    expect(await hanging).toBe('TIMEOUT');
  });

  it('marks a status, a delay and the faults that spoil an answer; filters on each kind or any', async () => {
    await box.reset();
    const status = await box.faults.add({ path: '/user', status: 503, times: 1 });
    const delay = await box.faults.add({ path: '/user', delay_ms: 5, times: 1 });
    const malformed = await box.faults.add({ path: '/user', fault: 'malformed_body', times: 1 });
    for (const expected of [503, 200, 200, 200]) expect(await get('/user')).toBe(expected);

    expect((await box.requests({ fault: 'any' })).map((e) => e.fault)).toEqual([
      { kind: 'status', ruleId: status.id },
      { kind: 'delay', ruleId: delay.id },
      { kind: 'malformed_body', ruleId: malformed.id },
    ]);
    expect(await box.requests({ fault: 'delay' })).toEqual([expect.objectContaining({ status: 200 })]);
    expect(await box.requests({ fault: 'reset' })).toEqual([]);
    await expect(box.requests({ fault: 'explode' as 'any' })).rejects.toMatchObject({
      status: 400,
      detail: { fault: expect.stringMatching(/^Must be one of: reset, hang/) },
    });
  });

  it('records a fault applied to a call the sandbox records answers of, with no answer for a reset', async () => {
    await box.reset();
    await box.recordAnswers(true);
    try {
      await box.faults.add({ path: '/user', fault: 'reset', times: 1 });
      expect(await get('/user')).toBe('ECONNRESET');
      const [entry] = await box.requests({ fault: 'reset' });
      expect(entry.response).toEqual({ status: 0, headers: {}, body: null, body_truncated: false });
      expect(entry.headers?.authorization).toBe(MASKED);
    } finally {
      await box.recordAnswers(false);
    }
  });

  it('masks a JWT, a partner key or a webhook secret inside a longer string', async () => {
    await box.reset();
    const jwt = token;
    const podcast_name = `Show ${jwt} of pk_test_demo_host and whsec_abcDEF123 (${DEMO_PARTNER_KEY})`;
    await fetch(`${server.base}/api/invite/?note=${encodeURIComponent(`see ${jwt}`)}`, {
      method: 'POST',
      headers: { ...box.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'A', last_name: 'B', email: 'a@b.test', podcast_name }),
    });
    const [entry] = await box.requests({ path: '/invite' });
    expect(entry.body).toMatchObject({ podcast_name: `Show ${MASKED} of ${MASKED} and ${MASKED} (${MASKED})` });
    expect(entry.query).toEqual({ note: `see ${MASKED}` });
    expect(JSON.stringify(entry)).not.toContain(jwt.split('.')[1]);
  });
});

describe('the journal and webhook deliveries', () => {
  it('filters on deliveries, by their receiver URL as path or by webhook=true', async () => {
    await box.reset();
    const receiver = await startReceiver();
    try {
      const registered = await fetch(`${server.base}/api/partner/webhook_endpoints`, {
        method: 'POST',
        headers: { ...box.headers, 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY },
        body: JSON.stringify({ url: receiver.url, events: ['earnings.available'] }),
      });
      expect(registered.status).toBe(201);
      const trigger = await fetch(`${server.base}/api/__mock/webhooks/trigger`, {
        method: 'POST',
        headers: { ...box.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'earnings.available' }),
      });
      expect(trigger.status).toBe(202);
      const [delivery] = await box.waitForRequest({ path: receiver.url }, { timeout: 5000 });
      expect(delivery).toMatchObject({ method: 'POST', path: receiver.url, webhook: { attempt: 1 } });
      expect(await box.requests({ webhook: true })).toEqual([delivery]);
      expect((await box.requests({ webhook: false })).map((e) => e.path)).toEqual(['/partner/webhook_endpoints']);
      expect(await box.requests({ path: 'http://elsewhere.test/' })).toEqual([]);
    } finally {
      receiver.stop();
    }
  });
});
