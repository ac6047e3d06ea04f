import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createMockClient, WaitForRequestError } from '../client/index.ts';
import { answerOf, MAX_ANSWER_CHARS } from '../journal/answer-of.ts';
import { type TestServer, useServer } from './helpers.ts';

/** The journal's opt-in answers and waitForRequest (README "Request journal"). */
let server: TestServer;
let publisher: string;
useServer(
  ['publisher@podspot.test'],
  (s, tokens) => {
    server = s;
    [publisher] = tokens;
  },
  { resetEach: true },
);
const mock = () => createMockClient(`${server.base}/api`);
const getUser = () => fetch(`${server.base}/api/user`, { headers: { authorization: `Bearer ${publisher}` } });

describe('answers in the journal', () => {
  it('are off by default, and once turned on hold status, headers and body with secrets masked', async () => {
    await getUser();
    const [plain] = await mock().requests({ path: '/user' });
    expect(plain).not.toHaveProperty('response');
    expect(plain).not.toHaveProperty('headers');

    expect(await mock().recordAnswers(true)).toBe(true);
    await mock().signIn('publisher@podspot.test');
    await getUser();
    const [signIn] = await mock().requests({ path: '/signin' });
    expect(signIn.response).toMatchObject({ status: 200, body: { jwt_token: '[masked]' }, body_truncated: false });
    expect(signIn.response!.headers['content-type']).toContain('application/json');
    const [user] = await mock()
      .requests({ path: '/user' })
      .then((r) => r.slice(-1));
    expect(user.headers!.authorization).toBe('[masked]');
    expect(user.response!.body).toMatchObject({ email: 'publisher@podspot.test' });
    expect(JSON.stringify(await mock().requests())).not.toContain(publisher);

    expect(await mock().recordAnswers(false)).toBe(false);
    await getUser();
    expect((await mock().requests({ path: '/user' })).at(-1)).not.toHaveProperty('response');
  });

  it('refuses a setting that is not true or false', async () => {
    const res = await server.call('PUT', '/__mock/journal', { body: { record_answers: 'yes' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual(['record_answers']);
  });
});

describe('answerOf', () => {
  const res = (type: string, status = 200) =>
    ({
      statusCode: status,
      getHeaders: () => ({ 'Content-Type': type, 'X-Partner-Key': 'pk_test_1' }),
      getHeader: (name: string) => (name === 'content-type' ? type : undefined),
    }) as unknown as Response;
  const long = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `row ${i}` })) });
  it.each([
    ['small JSON, parsed and masked', 'application/json', '{"token":"x","a":1}', { token: '[masked]', a: 1 }, false],
    ['JSON over the limit, cut', 'application/json', long, long.slice(0, MAX_ANSWER_CHARS), true],
    ['text', 'text/csv', 'a,b\n1,2', 'a,b\n1,2', false],
    ['bytes', 'image/png', Buffer.alloc(70), '[70 bytes of image/png]', false],
    ['a streamed file', 'application/pdf', undefined, '[streamed, not kept]', false],
  ])('keeps %s', (_name, type, sent, body, truncated) => {
    const answer = answerOf(res(type), sent);
    expect(answer).toEqual({
      status: 200,
      headers: { 'content-type': type, 'x-partner-key': '[masked]' },
      body,
      body_truncated: truncated,
    });
  });
});

describe('waitForRequest', () => {
  it('resolves once the calls were made, even when they come after it started', async () => {
    const waiting = mock().waitForRequest({ method: 'GET', path: '/user' }, { count: 2, timeout: 5000 });
    await getUser();
    await getUser();
    const requests = await waiting;
    expect(requests.map((r) => r.path)).toEqual(['/user', '/user']);
  });

  it('fails after its timeout naming the journal’s nearest entries', async () => {
    await getUser();
    await fetch(`${server.base}/api/earn/opportunities/`, { headers: { authorization: `Bearer ${publisher}` } });
    const started = performance.now();
    const error = await mock()
      .waitForRequest({ method: 'POST', path: '/user' }, { count: 1, timeout: 300 })
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(error).toBeInstanceOf(WaitForRequestError);
    const failed = error as WaitForRequestError;
    expect(failed.status).toBe(408);
    expect(failed.nearest[0]).toMatchObject({ method: 'GET', path: '/user' });
    expect(failed.message).toContain('Waited 300 ms for 1 call matching method=POST path=/user; 0 were made.');
    expect(failed.message).toContain('GET /user → 200');
  });

  it('answers a bad count with 400 naming it', async () => {
    const res = await server.call('GET', '/__mock/requests/wait?count=0');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual(['count']);
  });
});
