import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../app.ts';
import { loadContract } from '../openapi.ts';
import type { Store } from '../state/store.ts';
import { startServer } from './helpers.ts';

const PARTNER = 'http://partner.example.test';
const consoleDir = mkdtempSync(join(tmpdir(), 'podspot-console-'));
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Podspot</title>');
writeFileSync(join(consoleDir, 'assets', 'main-abc.js'), 'export {};');

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => { server = await startServer({ partnerOrigins: [PARTNER], consoleDir }); });
afterAll(async () => {
  await server.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/** A raw call: the answers here (401 and 403 of any route, 413) are cross-cutting, outside each operation's list. */
async function raw(method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}/api${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}
const userId = (email: string) => server.ctx.store.users.find((u) => u.email === email)!.id;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (claims: Record<string, unknown>, secret = 'test-secret', exp: number | string = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(userId('publisher@podspot.test')))
    .setIssuedAt().setIssuer('podspot-mock').setExpirationTime(exp).sign(new TextEncoder().encode(secret));

describe('tokens the server must refuse', () => {
  it('accepts a well-formed token signed with the secret (the control)', async () => {
    expect((await raw('GET', '/user', { token: await sign({ scope: 'console' }) })).status).toBe(200);
  });

  it.each([
    ['a tampered payload (another user, same signature)', async () => {
      const [header, payload, signature] = (await server.signIn('nopayout@podspot.test')).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return `${header}.${b64({ ...claims, sub: String(userId('publisher@podspot.test')) })}.${signature}`;
    }],
    ['a tampered scope (embed → console)', async () => {
      const [header, payload, signature] = (await sign({ scope: 'embed' })).split('.');
      return `${header}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), scope: 'console' })}.${signature}`;
    }],
    ['an expired token', () => sign({ scope: 'console' }, 'test-secret', Math.floor(Date.now() / 1000) - 60)],
    ['a token signed with another secret', () => sign({ scope: 'console' }, 'not-the-secret')],
    ['alg: none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(userId('publisher@podspot.test')), scope: 'console', iss: 'podspot-mock', exp: Math.floor(Date.now() / 1000) + 600 })}.`],
    ['another issuer', () => new SignJWT({ scope: 'console' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer('someone-else').setExpirationTime('1h').sign(new TextEncoder().encode('test-secret'))],
    ['an unknown scope', () => sign({ scope: 'admin' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('answers 401 for %s', async (_name, make) => {
    const res = await raw('GET', '/user', { token: await make() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: { error: expect.any(String) } });
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
    const minted = await raw('POST', '/partner/embed_tokens', { headers: { 'x-partner-key': DEMO_PARTNER_KEY }, body: { email: 'both@podspot.test' } });
    embed = minted.body.token;
  });

  it.each([
    ['GET', '/billing/balance', undefined], ['GET', '/billing/transactions', undefined], ['GET', '/stripe/details', undefined],
    ['POST', '/stripe/withdraw', { amount: 1 }], ['POST', '/stripe/create_account', { country_code: 'US' }],
    ['POST', '/user/change_password', { password: 'podspot-demo', new_password: 'taken-over-1' }],
    ['GET', '/onboarding', undefined], ['GET', '/setting/podcasts', undefined], ['PUT', '/podspot/1', { podspot_rss_content_title: 'x', podspot_rss_content_description: '' }],
  ])('%s %s → 403', async (method, path, body) => {
    const res = await raw(method, path, { token: embed, body });
    expect(res.status).toBe(403);
    expect(res.body.detail.error).toBe('Embed tokens may only call widget endpoints.');
  });

  it.each([
    ['/user'], ['/earn/opportunities?rejected=false'], ['/earn/podspots'], ['/earn/publisher/earnings?start_date=2026-01-01&end_date=2026-01-31'],
    ['/advertise/advertiser/report?start_date=2026-01-01&end_date=2026-01-31'],
  ])('GET %s → 200', async (path) => {
    expect((await raw('GET', path, { token: embed })).status).toBe(200);
  });
});

describe('CORS: the partner origin only', () => {
  it('gives the partner origin Access-Control-Allow-Origin, on the preflight and on the answer', async () => {
    const preflight = await raw('OPTIONS', '/user', { headers: { origin: PARTNER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    const answer = await raw('GET', '/user', { token: await server.signIn('publisher@podspot.test'), headers: { origin: PARTNER } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([['http://evil.example.test'], ['null'], [`${PARTNER}.evil.example.test`], ['http://partner.example.test:8080']])('gives %s no CORS header', async (origin) => {
    const preflight = await raw('OPTIONS', '/user', { headers: { origin, 'access-control-request-method': 'GET' } });
    const answer = await raw('GET', '/user', { token: await server.signIn('publisher@podspot.test'), headers: { origin } });
    for (const res of [preflight, answer]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
    }
  });
});

describe('request bodies', () => {
  it('answers a JSON body over the limit (100 kB) with 413 and a detail', async () => {
    const res = await raw('POST', '/signin/', { body: { email: 'publisher@podspot.test', password: 'x'.repeat(120_000) } });
    expect(res).toMatchObject({ status: 413, body: { detail: { body: 'Request body is too large.' } } });
  });
});

describe('the console\'s HTML answers', () => {
  it.each([['/'], ['/earn/insights'], ['/login']])('%s carries the CSP and the other security headers', async (path) => {
    const res = await fetch(`${server.base}${path}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const name of ['default-src', 'script-src', 'style-src', 'connect-src']) expect(directives.get(name)).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'", PARTNER]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

// Every operation of the contract with a record id in its path, called by a user who does not own the record.
// Not in the table: the public catalogue (Apple ids and names anyone may search) and the payout provider's
// page, reached by its unguessable link token.
const NOT_OWNED = ['GET /iTunes/search_by_id/{id}', 'GET /iTunes/search_by_name/{name}', 'GET /payout-provider/onboard/{token}', 'POST /payout-provider/onboard/{token}'];
const publisherPodcast = (s: Store) => s.podcasts.find((p) => p.owner_id === s.users.find((u) => u.email === 'publisher@podspot.test')!.id)!.id;
const ofPublisher = <T extends { publisher_podcast_id: number }>(s: Store, list: (s: Store) => T[]) => {
  const owner = s.users.find((u) => u.email === 'publisher@podspot.test')!.id;
  return list(s).find((x) => s.podcasts.some((p) => p.id === x.publisher_podcast_id && p.owner_id === owner))!;
};
type Case = { caller: string; id: (s: Store) => number; body?: unknown };
const OWNED: Record<string, Case> = {
  // Offers are not anyone's records: the role decides (an advertiser may not take a publisher's onboarding offer).
  'POST /onboarding/podspot/{id}': { caller: 'advertiser@podspot.test', id: (s) => s.campaigns[0].id, body: { estimated_dls_per_ep: 1000 } },
  'PUT /podspot/{id}': {
    caller: 'both@podspot.test',
    id: (s) => {
      const owner = s.users.find((u) => u.email === 'advertiser@podspot.test')!.id;
      return s.podspots.find((p) => s.campaigns.some((c) => c.id === p.campaign_id && c.advertiser_id === owner))!.id;
    },
    body: { podspot_rss_content_title: 'Taken over', podspot_rss_content_description: '' },
  },
  'POST /earn/opportunity/{id}/accept': { caller: 'both@podspot.test', id: (s) => ofPublisher(s, (x) => x.opportunities.filter((o) => o.status === 'offered')).id },
  'POST /earn/opportunity/{id}/reject': { caller: 'both@podspot.test', id: (s) => ofPublisher(s, (x) => x.opportunities.filter((o) => o.status === 'offered')).id, body: { rejected: true } },
  'GET /earn/podspot/{id}': { caller: 'both@podspot.test', id: (s) => ofPublisher(s, (x) => x.podspots).id },
  'POST /earn/podspot/{id}/archive': { caller: 'both@podspot.test', id: (s) => ofPublisher(s, (x) => x.podspots.filter((p) => p.aasm_state === 'draft')).id, body: { archived: true } },
  'POST /earn/podspot/{id}/upload': { caller: 'both@podspot.test', id: (s) => ofPublisher(s, (x) => x.podspots.filter((p) => p.aasm_state === 'draft')).id },
  'GET /earn/podcast/{id}/smart_feed': { caller: 'both@podspot.test', id: publisherPodcast },
  'POST /earn/podcast/{id}/smart_feed/accept': { caller: 'both@podspot.test', id: publisherPodcast, body: {} },
  'GET /earn/podcast/{publisher_podcast_id}/smart_feed/download_instruction': { caller: 'both@podspot.test', id: publisherPodcast },
  'GET /earn/campaign/{campaign_id}/download_instruction': {
    caller: 'network@podspot.test',
    id: (s) => {
      const owned = (email: string) => new Set(s.podcasts.filter((p) => p.owner_id === s.users.find((u) => u.email === email)!.id).map((p) => p.id));
      const [mine, theirs] = [owned('publisher@podspot.test'), owned('network@podspot.test')];
      const reached = (id: number, podcasts: Set<number>) => [...s.opportunities, ...s.podspots].some((o) => o.campaign_id === id && podcasts.has(o.publisher_podcast_id));
      return s.campaigns.find((c) => reached(c.id, mine) && !reached(c.id, theirs))!.id;
    },
  },
};

describe('one user\'s ids never reveal another\'s data', () => {
  it('the table covers every operation of the contract with an id in its path', () => {
    const withParam = loadContract().operations.filter((o) => /\{[^}]+\}/.test(o.template)).map((o) => `${o.method} ${o.template}`);
    expect(Object.keys(OWNED).sort()).toEqual(withParam.filter((k) => !NOT_OWNED.includes(k)).sort());
  });

  it.each(Object.entries(OWNED))('%s as another user → 404 or 403, never the record', async (key, { caller, id, body }) => {
    const [method, template] = key.split(' ');
    const recordId = id(server.ctx.store);
    expect(Number.isInteger(recordId)).toBe(true);
    const path = template.replace(/\{[^}]+\}/, String(recordId));
    const res = await raw(method, path, { token: await server.signIn(caller), body });
    expect([403, 404], `${key}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
    expect(Object.keys(res.body)).toEqual(['detail']);
    if (method === 'GET') {
      expect((await raw(method, path, { token: await server.signIn('publisher@podspot.test') })).status).toBe(200); // the id is real
    }
  });
});

describe('logs', () => {
  it('no console call of the server can print a header, a token or a password', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = new URL('..', import.meta.url).pathname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('test'));
    const calls = files.flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/console\.\w+\(([^;]*)\);?/g)].map((m) => `${f}: ${m[1]}`));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => /header|authorization|token|jwt|password|req\.|body/i.test(c.split(': ').slice(1).join(': ')))).toEqual([]);
  });

  it('prints nothing with the token while answering good and bad tokens', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const printed: string[] = [];
    const methods = ['log', 'error', 'warn', 'info', 'debug'] as const;
    const saved = methods.map((m) => console[m]);
    const write = process.stdout.write.bind(process.stdout);
    const writeErr = process.stderr.write.bind(process.stderr);
    methods.forEach((m) => { console[m] = (...args: unknown[]) => void printed.push(args.map(String).join(' ')); });
    process.stdout.write = ((chunk: string) => printed.push(String(chunk)) > 0) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string) => printed.push(String(chunk)) > 0) as typeof process.stderr.write;
    try {
      await raw('GET', '/user', { token });
      await raw('GET', '/user', { token: `${token}x` });
      await raw('GET', '/earn/podspots', { token, headers: { origin: 'http://evil.example.test' } });
      await raw('POST', '/stripe/withdraw', { token, body: { amount: 'lots' } });
      await raw('GET', '/no/such/call', { token });
      await fetch(`${server.base}/api/user`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{broken' });
    } finally {
      methods.forEach((m, i) => { console[m] = saved[i]; });
      process.stdout.write = write;
      process.stderr.write = writeErr;
    }
    expect(printed.filter((line) => line.includes(token.split('.')[2]) || /bearer/i.test(line))).toEqual([]);
  });
});
