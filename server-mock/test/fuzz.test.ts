import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../app.ts';
import { loadContract, type OperationDoc } from '../openapi.ts';
import { DEMO_PASSWORD, startServer } from './helpers.ts';

/**
 * Property-based fuzzing of every POST/PUT of the contract: random JSON bodies (shaped like the
 * request schema, mutated, or plain junk) and path ids (the caller's own, others', garbage), sent
 * with a token of a user who has the role the call needs. Never a 5xx; every JSON 4xx in the error shape.
 */
/** The parts of a JSON Schema the generators read. */
type Schema = {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
};
const { doc } = loadContract();
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const lookup = (ref: string): Schema =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/')], doc) as Schema;
const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? resolve(lookup(s.$ref)) : s);
const merged = (s: Schema): Schema => {
  if (!s.allOf) return s;
  const parts = s.allOf.map((p) => merged(resolve(p)!));
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
    required: parts.flatMap((p) => p.required ?? []),
  };
};

const huge = fc.integer({ min: 1_000, max: 150_000 }).map((n) => 'x'.repeat(n)); // past 100 kB: over the body limit
const deep = fc.integer({ min: 20, max: 3_000 }).map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`));
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    null,
    '',
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    true,
    false,
    [],
    {},
    '__proto__',
    'constructor',
    '0',
    'NaN',
    '1e9999',
    '<script>',
    "' OR 1=1 --",
  ),
  huge,
  deep,
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

/** Values the server knows (set once the server runs), so that some bodies get past the first checks. */
const hints: Record<string, fc.Arbitrary<unknown>> = {};

/** A value that satisfies the schema (or nearly: emails may exceed maxLength). */
function valid(schema: Schema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (hints[name]) return hints[name];
  const s = schema && merged(resolve(schema)!);
  if (!s || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf)!.map((x) => valid(x, depth + 1)));
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? 'object' : undefined));
  switch (type) {
    case 'string':
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'date')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 300) });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object': {
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valid(v, depth + 1, k)]));
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The schema's fields, each valid, junk or missing, plus stray keys. */
function mutated(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const s = schema && merged(resolve(schema)!);
  const props = Object.fromEntries(
    Object.entries(s?.properties ?? {}).map(([k, v]) => [k, fc.oneof(valid(v, 0, k), junk)]),
  );
  return fc
    .tuple(fc.record(props, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 }))
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

/** Mostly JSON as it should be sent; now and then a type or encoding the server must turn down cleanly. */
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ 'content-type': 'application/json' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { 'content-type': 'application/json', 'content-encoding': 'br' },
      { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
    ),
  },
);

type Body = { json: unknown } | { raw: string } | null;
const bodyFor = (schema: Schema | undefined): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 3, arbitrary: valid(schema).map((json) => ({ json })) },
    { weight: 4, arbitrary: mutated(schema).map((json) => ({ json })) },
    { weight: 2, arbitrary: junk.map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', 'not json', '{"a":}', '\u0000', '[1,]', '{"a":1}{', '').map((raw) => ({ raw })),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );

let server: Awaited<ReturnType<typeof startServer>>;
const tokens: Record<string, string> = {};
const ownIds: Record<string, string[]> = {};
beforeAll(async () => {
  server = await startServer();
  for (const email of ['publisher', 'advertiser', 'network', 'newpub', 'newadv'])
    tokens[email] = await server.signIn(`${email}@podspot.test`);
  const { store } = server.ctx;
  const userId = (name: string) => store.users.find((u) => u.email === `${name}@podspot.test`)!.id;
  const podcasts = store.podcasts.filter((p) => p.owner_id === userId('publisher')).map((p) => p.id);
  const advCampaigns = store.campaigns.filter((c) => c.advertiser_id === userId('advertiser')).map((c) => c.id);
  const offers = (await server.call('GET', '/onboarding/podspots', { token: tokens.newpub })).body.offers;
  Object.assign(ownIds, {
    '/earn/opportunity/': store.opportunities.filter((o) => podcasts.includes(o.publisher_podcast_id)).map((o) => o.id),
    '/earn/podspot/': store.podspots.filter((p) => podcasts.includes(p.publisher_podcast_id)).map((p) => p.id),
    '/earn/podcast/': podcasts,
    '/podspot/': store.podspots.filter((p) => advCampaigns.includes(p.campaign_id)).map((p) => p.id),
    '/onboarding/podspot/': offers.map((o: { id: number }) => o.id),
    '/payout-provider/onboard/': store.payoutAccounts.map((a) => a.link_token),
  });
  for (const key of Object.keys(ownIds)) ownIds[key] = ownIds[key].map(String);
  const email = fc.oneof(
    fc.emailAddress(),
    fc.constantFrom(...store.users.map((u) => u.email), 'PUBLISHER@podspot.test '),
  );
  Object.assign(hints, {
    email,
    code: email,
    password: fc.oneof(fc.constant(DEMO_PASSWORD), fc.string({ minLength: 8, maxLength: 20 })),
    invite_code: fc.constantFrom('PODSPOT-INVITE', 'podspot-invite', 'nope'),
    apple_ids: fc.array(fc.oneof(fc.constantFrom(...store.podcasts.map((p) => p.apple_id)), fc.integer()), {
      maxLength: 4,
    }),
    country_code: fc.constantFrom('US', 'GB', 'ZZ', 'us'),
    podspot_id: fc.oneof(fc.constantFrom(...store.podspots.map((p) => p.id)), fc.integer()),
  });
});
afterAll(() => server.close());

/** Who makes the call: a user with the role it needs (public calls get a token too; it does no harm). */
function callerOf(path: string): string {
  if (/^\/(onboarding\/)?advertiser\/|^\/podspot\//.test(path))
    return path.startsWith('/onboarding') ? 'newadv' : 'advertiser';
  if (/^\/(onboarding\/)?network\//.test(path)) return 'network';
  if (path.startsWith('/onboarding')) return 'newpub';
  return 'publisher';
}

// The test helpers move the clock, reset the state, inject faults that hang or reset later calls: fuzzing them would
// break the server under every other test of this file. Faults are fuzzed on their own below; what the other helpers
// refuse is checked by the Prism tour (server-mock/test/prism-tour.test.ts).
const TEST_HELPER = /^\/__mock\/(?!approve_pending$)/;

const operations = Object.entries(doc.paths)
  .filter(([path]) => !TEST_HELPER.test(path))
  .flatMap(([path, item]) =>
    (['post', 'put'] as const)
      .filter((m) => item[m])
      .map((method) => ({ method, path, op: item[method] as OperationDoc })),
  );

describe('fuzzing every POST/PUT of the contract', () => {
  it('covers them all', () => expect(operations.length).toBeGreaterThanOrEqual(28));

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: never 5xx, 4xx in the error shape',
    async (_name, { method, path, op }) => {
      const schema = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const prefix = path.replace(/\{[^}]+\}.*$/, '');
      const param = fc.oneof(
        { weight: 4, arbitrary: ownIds[prefix]?.length ? fc.constantFrom(...ownIds[prefix]) : fc.constant('1') },
        { weight: 1, arbitrary: fc.integer().map(String) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('0', '-1', '1e3', '9007199254740993', '%2e%2e', 'abc', '%00', '1.5', ' 12'),
        },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
      );
      const documented = (status: number) => op.responses?.[String(status)];
      await fc.assert(
        fc.asyncProperty(bodyFor(schema), param, contentType, async (body, id, type) => {
          const url = `${server.base}/api${path.replace(/\{[^}]+\}/g, id)}`;
          const headers: Record<string, string> = {
            authorization: `Bearer ${tokens[callerOf(path)]}`,
            'x-partner-key': DEMO_PARTNER_KEY,
          };
          if (body) Object.assign(headers, type);
          const text = body === null ? undefined : 'raw' in body ? body.raw : (JSON.stringify(body.json) ?? 'null');
          const res = await fetch(url, { method: method.toUpperCase(), headers, body: text, redirect: 'manual' });
          const answer = await res.text();
          const where = `${method.toUpperCase()} ${url} (${JSON.stringify(body ? type : {})}) with ${text?.slice(0, 300)}: ${res.status} ${answer.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status < 400) return;
          // The fake payout provider's page answers its documented HTML 404; everything else reads {"detail": {...}}.
          if (documented(res.status)?.content?.['text/html']) return;
          expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
          const parsed = JSON.parse(answer);
          expect(Object.keys(parsed), where).toEqual(['detail']);
          expect(
            typeof parsed.detail === 'object' && parsed.detail !== null && !Array.isArray(parsed.detail),
            where,
          ).toBe(true);
          expect(Object.keys(parsed.detail).length, where).toBeGreaterThan(0);
          for (const value of Object.values(parsed.detail)) expect(typeof value, where).toBe('string');
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('POST /__mock/faults (outside the contract): junk is refused, and no stored rule breaks later calls', async () => {
    const rule = fc.oneof(
      mutated({
        type: 'object',
        properties: {
          path: { enum: ['/', '/user', '/api/user', '/earn'] },
          method: { enum: ['GET', 'post', 'PATCH'] },
          status: { type: 'integer', minimum: 400, maximum: 599 },
          delay_ms: { type: 'integer', minimum: 0, maximum: 5 },
          times: { type: 'integer', minimum: 1, maximum: 3 },
          detail: { type: 'object', properties: { error: { type: 'string' } } },
        },
      }),
      junk,
    );
    await fc.assert(
      fc.asyncProperty(rule, async (body) => {
        expect((await fetch(`${server.base}/api/__mock/faults`, { method: 'DELETE' })).status).toBe(204); // also after a failed run
        const posted = await fetch(`${server.base}/api/__mock/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body) ?? 'null',
        });
        expect(posted.status, JSON.stringify(body)?.slice(0, 300)).toBeOneOf([201, 400, 413]);
        const stored = posted.status === 201 ? await posted.json() : null;
        const after = await fetch(`${server.base}/api/user`, {
          headers: { authorization: `Bearer ${tokens.publisher}` },
        });
        expect([200, stored?.status]).toContain(after.status);
      }),
      { numRuns: RUNS },
    );
    await fetch(`${server.base}/api/__mock/faults`, { method: 'DELETE' });
  });

  it('leaves a server that still answers', async () => {
    expect((await server.call('GET', '/user', { token: tokens.publisher })).status).toBe(200);
  });
});
