import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockServerError } from '../client/index.ts';
import { createMockClient, type MockSandbox } from '../client/index.ts';
import { startServer, type TestServer } from './helpers.ts';

/** Stub rules (README.md#stubs-answers-a-test-shapes) through the typed client, as an integrator's test uses them. */
let server: TestServer;
let box: MockSandbox;
let token: string;
beforeAll(async () => {
  server = await startServer();
  box = await createMockClient(`${server.base}/api`).createSandbox();
});
afterAll(() => server.close());
beforeEach(async () => {
  await box.reset();
  token = (await box.signIn('publisher@podspot.test')).jwt_token;
});

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${server.base}/api${path}`, {
    method,
    headers: { ...box.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** What a refused rule's 400 names: its detail. */
const refusal = (added: Promise<unknown>) =>
  added.then(
    () => 'added',
    (e: MockServerError) => ({ status: e.status, detail: e.detail }),
  );

describe('a stub rule', () => {
  it('answers a matching call with its typed body and headers, is in the journal, and is spent after times', async () => {
    const long = 'A'.repeat(300);
    const rule = await box.stub({
      method: 'GET',
      path: '/user',
      answer: {
        status: 200,
        headers: { 'x-shaped': 'yes' },
        body: { first_name: long, last_name: '', email: 'a@b.co' },
      },
      times: 2,
    });
    expect(rule).toMatchObject({ id: expect.any(Number), method: 'GET', path: '/user', times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await call('GET', '/user');
      expect(res.headers.get('x-shaped')).toBe('yes');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ first_name: long, last_name: '', email: 'a@b.co' });
    }
    expect(await (await call('GET', '/user')).json()).toMatchObject({ email: 'publisher@podspot.test' });
    expect(await box.stubs.list()).toEqual([]);
    const journal = await box.requests({ path: '/user' });
    expect(journal.map((e) => e.stub)).toEqual([{ ruleId: rule.id }, { ruleId: rule.id }, undefined]);
  });

  it('shapes an empty list for one query only', async () => {
    const empty = { data: { opportunities: [] }, rejected_opportunities: 0 };
    await box.stub({
      method: 'GET',
      path: '/earn/opportunities',
      query: { podcast_id: 'all' },
      answer: { status: 200, body: empty },
    });
    expect(await (await call('GET', '/earn/opportunities?podcast_id=all')).json()).toEqual(empty);
    const real = await (await call('GET', '/earn/opportunities')).json();
    expect(real.data.opportunities.length).toBeGreaterThan(0);
  });

  it('matches a template path, the query and the body; other calls reach the API', async () => {
    await box.stub({
      method: 'GET',
      path: '/earn/podspot/{id}',
      answer: { status: 404, body: { detail: { id: 'Gone.' } } },
    });
    await box.stub({
      method: 'POST',
      path: '/user',
      body: { first_name: 'Stubbed' },
      answer: { status: 400, body: { detail: { email: 'Shaped refusal.' } } },
    });
    expect(await (await call('GET', '/earn/podspot/999999')).json()).toEqual({ detail: { id: 'Gone.' } });
    const refused = await call('POST', '/user', {
      first_name: 'Stubbed',
      last_name: 'X',
      email: 'publisher@podspot.test',
    });
    expect([refused.status, await refused.json()]).toEqual([400, { detail: { email: 'Shaped refusal.' } }]);
    const kept = await call('POST', '/user', { first_name: 'Real', last_name: 'X', email: 'publisher@podspot.test' });
    expect(kept.status).toBe(200);
    expect((await box.stubs.list()).map((s) => s.path)).toEqual(['/earn/podspot/{id}', '/user']);
    await box.stubs.clear();
    expect(await box.stubs.list()).toEqual([]);
  });

  it('refuses an answer that breaks the contract, naming the field; unchecked sends it anyway', async () => {
    const broken = { first_name: 'A', last_name: 'B', email: 42 };
    expect(
      await refusal(
        // @ts-expect-error: the contract's User has a string email
        box.stub({ method: 'GET', path: '/user', answer: { status: 200, body: broken } }),
      ),
    ).toEqual({
      status: 400,
      detail: { 'answer.body.email': expect.stringMatching(/^Must be a string\. .*GET \/user 200/) },
    });
    expect(
      await refusal(
        // @ts-expect-error: last_name is required
        box.stub({ method: 'GET', path: '/user', answer: { status: 200, body: { first_name: 'A', email: 'a@b.co' } } }),
      ),
    ).toEqual({ status: 400, detail: { 'answer.body.last_name': expect.stringMatching(/^This field is required\./) } });
    expect(
      // @ts-expect-error: GET /user does not answer 418
      await refusal(box.stub({ method: 'GET', path: '/user', answer: { status: 418, body: {} } })),
    ).toEqual({ status: 400, detail: { 'answer.status': expect.stringMatching(/^GET \/user answers 200, 304, 401/) } });
    expect(
      // @ts-expect-error: no such operation
      await refusal(box.stub({ method: 'GET', path: '/nowhere', answer: { status: 200 } })),
    ).toEqual({
      status: 400,
      detail: { path: expect.stringMatching(/^No operation of the contract is GET \/nowhere/) },
    });
    expect(await box.stubs.list()).toEqual([]); // nothing refused was stored

    await box.stub({ method: 'GET', path: '/user', answer: { status: 200, body: broken }, unchecked: true });
    expect(await (await call('GET', '/user')).json()).toEqual(broken);
  });

  it('refuses framing headers and a body on a 204', async () => {
    for (const [answer, field] of [
      [{ status: 200, headers: { 'Content-Length': '3' } }, 'answer.headers'],
      [{ status: 204, body: {} }, 'answer.body'],
      [{ status: 99 }, 'status'], // the contract's own range, refused by its validator, which names the field alone
    ] as const) {
      const outcome = await refusal(box.stub({ method: 'GET', path: '/x', answer, unchecked: true }));
      expect(outcome).toMatchObject({ status: 400, detail: { [field]: expect.any(String) } });
    }
  });
});
