import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createMockClient } from '../client/index.ts';
import { findBadText } from '../http/bad-text.ts';
import { startMockServer } from '../library/index.ts';
import { parseFlags } from '../cli/flags.ts';
import { type TestServer, useServer } from './helpers.ts';

/** Smaller defects found by a QA team: bodies, names, payout links in sandboxes, 431s, CLI flags. */
let server: TestServer;
useServer(
  [],
  (s) => {
    server = s;
  },
  { resetEach: true },
);
const ROOT = new URL('../..', import.meta.url).pathname;
const post = (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api${path}`, { method: 'POST', headers: { 'content-type': type, ...headers }, body });

describe('a body that is not JSON', () => {
  it.each([
    ['/__mock/reset', '{"scenario":"empty"}'],
    ['/__mock/approve_pending', '{"podspot_id": 1}'],
    ['/signin/', 'email=publisher@podspot.test'],
  ])('is refused on %s with 400, and nothing happens', async (path, body) => {
    const before = server.ctx.store;
    const res = await post(path, body, 'text/plain');
    expect(res.status).toBe(400);
    expect((await res.json()).detail.body).toContain('text/plain is not read: send JSON');
    expect(server.ctx.store).toBe(before); // a reset would have replaced it
    expect(server.ctx.store.podspots.filter((p) => p.aasm_state === 'approved').length).toBe(
      before.podspots.filter((p) => p.aasm_state === 'approved').length,
    );
  });
});

describe('names with a NUL or a lone surrogate', () => {
  it.each([
    ['a NUL', 'Ada\u0000', 'NUL'],
    ['a lone high surrogate', 'Ada\uD800', 'surrogate'],
    ['a lone low surrogate', '\uDC00Ada', 'surrogate'],
  ])('are refused with a 400 naming the field: %s', async (_name, first_name, problem) => {
    const body = {
      invite_code: 'PODSPOT-INVITE',
      first_name,
      last_name: 'Park',
      email: 'nul@podspot.test',
      password: 'long-enough-1',
    };
    const res = await post('/signup/', JSON.stringify(body), 'application/json');
    expect(res.status).toBe(400);
    expect((await res.json()).detail.first_name).toContain(problem);
    expect(server.ctx.store.users.some((u) => u.email === 'nul@podspot.test')).toBe(false);
  });

  it.each([
    [{ name: 'Ada 🎙️' }, null],
    [{ podcasts: [{ name: 'x\u0000' }] }, 'podcasts.0.name'],
    [{ ['k\uDFFF']: 1 }, 'k\uDFFF'],
    ['\uD83C', 'body'],
    [[1, 'ok', { a: null }], null],
  ])('findBadText(%j) → %s', (value, field) => {
    expect(findBadText(value)?.field ?? null).toBe(field);
  });
});

describe('a sandbox’s payout link', () => {
  it('works without the sandbox header and completes to a page this server serves', async () => {
    const sandbox = await createMockClient(`${server.base}/api`).createSandbox();
    const { jwt_token: token } = await sandbox.signIn('nopayout@podspot.test');
    const created = await fetch(`${server.base}/api/stripe/create_account`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ country_code: 'GB' }),
    });
    const link: string = (await created.json()).stripe_link;
    expect(link).toContain(`?sandbox=${sandbox.id}`);
    expect((await fetch(link)).status).toBe(200); // a browser: no header, no token
    const done = await fetch(link, { method: 'POST', redirect: 'follow' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Onboarding is complete.');
    const details = await fetch(`${server.base}/api/stripe/details`, { headers: { authorization: `Bearer ${token}` } });
    expect(await details.json()).toMatchObject({ is_onboarding_completed: true });
    await sandbox.close();
  });
});

describe('a request line over 16 KB', () => {
  it('is answered 431 with a JSON body', async () => {
    const mock = await startMockServer({ port: 0, serveSdk: false });
    const res = await fetch(`${mock.apiBase}/earn/opportunities/?search=${'x'.repeat(60_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).detail.request).toContain('over 16 KB');
    await mock.close();
  });
});

describe('podspot-mock flags', () => {
  it('refuses --fixture with --scenario in one line', () => {
    expect(parseFlags(['--fixture', 'f.json', '--scenario', 'large'])).toEqual({
      error: 'Give --fixture or --scenario, not both: a fixture replaces the scenario.',
    });
    expect(parseFlags(['--fixture', 'f.json'])).toMatchObject({ run: { fixtureFile: 'f.json', scenario: 'demo' } });
  });

  it('stops with one line and exit code 2 when --state cannot be written', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server-mock/index.ts', '--port', '0', '--no-sdk', '--state', '/proc/podspot/state.json'],
      {
        cwd: ROOT,
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^--state \/proc\/podspot\/state\.json: the folder \/proc cannot be written \(E[A-Z]+\)\./),
    ]);
  }, 60_000);
});
