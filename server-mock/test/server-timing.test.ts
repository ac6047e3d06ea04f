import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

/** The `app` duration of a `Server-Timing` header, in ms; NaN when the header or its `dur` is missing. */
const appDuration = (headers: Headers) =>
  Number(/^app;dur=(\d+(?:\.\d+)?)$/.exec(headers.get('server-timing') ?? '')?.[1]);

describe('Server-Timing on API answers', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn('publisher@podspot.test');
  });
  afterAll(() => server.close());

  it.each([
    ['a list, compressed', '/earn/opportunities', { 'accept-encoding': 'gzip' }, 200],
    ['a list, plain', '/earn/opportunities', { 'accept-encoding': 'identity' }, 200],
    ['a bad parameter', '/earn/opportunities?row_limit=-1', {}, 400],
    ['an unknown call', '/earn/nothing-here', {}, 404],
  ])('%s carries app;dur=<ms>', async (_name, path, headers, status) => {
    const res = await server.call('GET', path, { token, headers });
    expect(res.status).toBe(status);
    expect(appDuration(res.headers)).toBeGreaterThanOrEqual(0);
  });

  it('counts the time the answer took', async () => {
    const fault = { path: '/earn/opportunities', method: 'GET', delay_ms: 80, times: 1 };
    expect((await server.call('POST', '/__mock/faults', { body: fault })).status).toBe(201);
    const res = await server.call('GET', '/earn/opportunities', { token });
    expect(res.status).toBe(200);
    expect(appDuration(res.headers)).toBeGreaterThanOrEqual(80);
  });
});
