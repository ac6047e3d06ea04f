import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../app.ts';
import { startServer } from './helpers.ts';

const PARTNER = 'http://partner.example.test';
const consoleDir = mkdtempSync(join(tmpdir(), 'podspot-console-'));
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Podspot</title>');
writeFileSync(join(consoleDir, 'assets', 'main-abc.js'), 'export {};');

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ partnerOrigins: [PARTNER], consoleDir });
});
afterAll(async () => {
  await server.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/** A raw call: the answers here (401 and 403 of any route, 413) are cross-cutting, outside each operation's list. */
async function raw(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}/api${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}
const userId = (email: string) => server.ctx.store.users.find((u) => u.email === email)!.id;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (claims: Record<string, unknown>, secret = 'test-secret', exp: number | string = '1h') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId('publisher@podspot.test')))
    .setIssuedAt()
    .setIssuer('podspot-mock')
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe('tokens the server must refuse', () => {
  it('accepts a well-formed token signed with the secret (the control)', async () => {
    expect((await raw('GET', '/user', { token: await sign({ scope: 'console' }) })).status).toBe(200);
  });

  it.each([
    [
      'a tampered payload (another user, same signature)',
      async () => {
        const [header, payload, signature] = (await server.signIn('nopayout@podspot.test')).split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        return `${header}.${b64({ ...claims, sub: String(userId('publisher@podspot.test')) })}.${signature}`;
      },
    ],
    [
      'a tampered scope (embed → console)',
      async () => {
        const [header, payload, signature] = (await sign({ scope: 'embed' })).split('.');
        return `${header}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), scope: 'console' })}.${signature}`;
      },
    ],
    ['an expired token', () => sign({ scope: 'console' }, 'test-secret', Math.floor(Date.now() / 1000) - 60)],
    ['a token signed with another secret', () => sign({ scope: 'console' }, 'not-the-secret')],
    [
      'alg: none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(userId('publisher@podspot.test')), scope: 'console', iss: 'podspot-mock', exp: Math.floor(Date.now() / 1000) + 600 })}.`,
    ],
    [
      'another issuer',
      () =>
        new SignJWT({ scope: 'console' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('1')
          .setIssuer('someone-else')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('test-secret')),
    ],
    ['an unknown scope', () => sign({ scope: 'admin' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('answers 401 for %s', async (_name, make) => {
    const res = await raw('GET', '/user', { token: await make() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: { error: expect.any(String) } });
  });

  it('answers 401 once a token it already accepted has expired (verified tokens are cached)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = await sign({ scope: 'console' }, 'test-secret', exp);
    expect((await raw('GET', '/user', { token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    expect((await raw('GET', '/user', { token })).status).toBe(401);
  });

  it('answers 401 without a token, and with a token in the query string instead of the header', async () => {
    expect((await raw('GET', '/user')).status).toBe(401);
    const token = await server.signIn('publisher@podspot.test');
    expect((await raw('GET', `/user?token=${token}`)).status).toBe(401);
  });
});

describe('embed tokens (scope embed) reach the widget calls only', () => {
  let embed = '';
  beforeAll(async () => {
    const minted = await raw('POST', '/partner/embed_tokens', {
      headers: { 'x-partner-key': DEMO_PARTNER_KEY },
      body: { email: 'both@podspot.test' },
    });
    embed = minted.body.token;
  });

  it.each([
    ['GET', '/billing/balance', undefined],
    ['GET', '/billing/budget', undefined],
    ['POST', '/user/change_password', { password: 'podspot-demo', new_password: 'taken-over-1' }],
    ['POST', '/onboarding/advertiser/add_new_podcast', { apple_ids: '1' }],
    ['GET', '/setting/podcasts', undefined],
    ['PUT', '/podspot/1', { podspot_rss_content_title: 'x', podspot_rss_content_description: '' }],
  ])('%s %s → 403', async (method, path, body) => {
    const res = await raw(method, path, { token: embed, body });
    expect(res.status).toBe(403);
    expect(res.body.detail.error).toBe('Embed tokens may only call widget endpoints.');
  });

  it.each([
    ['/user'],
    ['/earn/opportunities?rejected=false'],
    ['/earn/podspots'],
    ['/earn/publisher/earnings?start_date=2026-01-01&end_date=2026-01-31'],
    ['/advertise/advertiser/report?start_date=2026-01-01&end_date=2026-01-31'],
    ['/billing/summary'],
    ['/publisher/actions'],
    ['/billing/transactions?ledger=earnings'],
    ['/billing/podcast_earnings?start_date=2026-02-02&end_date=2026-03-01&line_items=false'],
    ['/billing/podcast_earnings/download?start_date=2026-02-02&end_date=2026-03-01'],
    ['/stripe/details'],
  ])('GET %s → 200', async (path) => {
    expect((await raw('GET', path, { token: embed })).status).toBe(200);
  });

  // The payouts widget's actions (docs/decisions/0041-payouts-in-the-host.md): the route's own rules answer, not 403.
  it('lets the payouts widget withdraw: more than the balance is refused by the ledger, a valid amount is taken', async () => {
    const refused = await raw('POST', '/stripe/withdraw', { token: embed, body: { amount: 999_999_999 } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail.withdraw_error).toMatch(/more than your available balance/);
    const taken = await raw('POST', '/stripe/withdraw', { token: embed, body: { amount: 1 } });
    expect(taken.status).toBe(201);
  });

  it('lets the payouts widget create the payout account (answers its provider link)', async () => {
    const res = await raw('POST', '/stripe/create_account', { token: embed, body: { country_code: 'US' } });
    expect([200, 201]).toContain(res.status);
    expect(res.body.stripe_link).toMatch(/\/payout-provider\/onboard\//);
  });
});

describe('CORS: the partner origin only', () => {
  it('gives the partner origin Access-Control-Allow-Origin, on the preflight and on the answer', async () => {
    const preflight = await raw('OPTIONS', '/user', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    const answer = await raw('GET', '/user', {
      token: await server.signIn('publisher@podspot.test'),
      headers: { origin: PARTNER },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    // What the preflight answered is not repeated on every answer.
    expect(answer.headers.get('access-control-allow-headers')).toBeNull();
    expect(answer.headers.get('access-control-max-age')).toBeNull();
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
  });

  it.each([
    ['http://evil.example.test'],
    ['null'],
    [`${PARTNER}.evil.example.test`],
    ['http://partner.example.test:8080'],
  ])('gives %s no CORS header', async (origin) => {
    const preflight = await raw('OPTIONS', '/user', { headers: { origin, 'access-control-request-method': 'GET' } });
    const answer = await raw('GET', '/user', {
      token: await server.signIn('publisher@podspot.test'),
      headers: { origin },
    });
    for (const res of [preflight, answer]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
    }
  });
});

describe('request bodies', () => {
  it('answers a JSON body over the limit (100 kB) with 413 and a detail', async () => {
    const res = await raw('POST', '/signin/', {
      body: { email: 'publisher@podspot.test', password: 'x'.repeat(120_000) },
    });
    expect(res).toMatchObject({ status: 413, body: { detail: { body: 'Request body is too large.' } } });
  });
});

describe("the console's HTML answers", () => {
  it.each([['/'], ['/earn/insights'], ['/login']])(
    '%s carries the CSP and the other security headers',
    async (path) => {
      const res = await fetch(`${server.base}${path}`);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy')!;
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      for (const name of ['default-src', 'script-src', 'style-src', 'connect-src'])
        expect(directives.get(name)).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'self'", PARTNER]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('logs', () => {
  it('no console call of the server can print a header, a token or a password', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = new URL('..', import.meta.url).pathname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('test'),
    );
    const calls = files.flatMap((f) =>
      [...readFileSync(join(root, f), 'utf8').matchAll(/console\.\w+\(([^;]*)\);?/g)].map((m) => `${f}: ${m[1]}`),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(
      calls.filter((c) =>
        /header|authorization|token|jwt|password|req\.|body/i.test(c.split(': ').slice(1).join(': ')),
      ),
    ).toEqual([]);
  });

  it('prints nothing with the token while answering good and bad tokens', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const printed: string[] = [];
    const methods = ['log', 'error', 'warn', 'info', 'debug'] as const;
    const saved = methods.map((m) => console[m]);
    const write = process.stdout.write.bind(process.stdout);
    const writeErr = process.stderr.write.bind(process.stderr);
    methods.forEach((m) => {
      console[m] = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
    });
    process.stdout.write = ((chunk: string) => printed.push(String(chunk)) > 0) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string) => printed.push(String(chunk)) > 0) as typeof process.stderr.write;
    try {
      await raw('GET', '/user', { token });
      await raw('GET', '/user', { token: `${token}x` });
      await raw('GET', '/earn/podspots', { token, headers: { origin: 'http://evil.example.test' } });
      await raw('POST', '/stripe/withdraw', { token, body: { amount: 'lots' } });
      await raw('GET', '/no/such/call', { token });
      await fetch(`${server.base}/api/user`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{broken',
      });
    } finally {
      methods.forEach((m, i) => {
        console[m] = saved[i];
      });
      process.stdout.write = write;
      process.stderr.write = writeErr;
    }
    expect(printed.filter((line) => line.includes(token.split('.')[2]) || /bearer/i.test(line))).toEqual([]);
  });
});
