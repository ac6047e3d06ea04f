import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../openapi.ts';
import type { Store } from '../state/store.ts';
import { startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A raw call: another user's ids answer 403 or 404 on any of these routes, not always a documented status. */
async function raw(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}/api${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

// Every operation of the contract with a record id in its path, called by a user who does not own the record.
// Not in the table: the public catalogue (Apple ids and names anyone may search) and the payout provider's
// page, reached by its unguessable link token; a partner's webhook endpoints, reached with its partner key alone
// (server-mock/test/webhooks.test.ts refuses a call without it); a partner's accounts, owned by a partner key, not a
// user (server-mock/test/partner-accounts.test.ts answers another partner's id 404).
const NOT_OWNED = [
  'DELETE /partner/webhook_endpoints/{id}',
  'GET /partner/accounts/{id}',
  'GET /iTunes/search_by_id/{id}',
  'GET /iTunes/search_by_name/{name}',
  'GET /payout-provider/onboard/{token}',
  'POST /payout-provider/onboard/{token}',
  // Public files and the test helpers: no user owns them.
  'GET /artwork/{file}',
  'GET /audio/{id}',
  'DELETE /__mock/faults/{id}',
  'DELETE /__mock/stubs/{id}',
  'DELETE /__mock/sandboxes/{id}',
  'POST /__mock/webhooks/deliveries/{id}/resend',
];
const publisherPodcast = (s: Store) =>
  s.podcasts.find((p) => p.owner_id === s.users.find((u) => u.email === 'publisher@podspot.test')!.id)!.id;
const ofPublisher = <T extends { publisher_podcast_id: number }>(s: Store, list: (s: Store) => T[]) => {
  const owner = s.users.find((u) => u.email === 'publisher@podspot.test')!.id;
  return list(s).find((x) => s.podcasts.some((p) => p.id === x.publisher_podcast_id && p.owner_id === owner))!;
};
type Case = { caller: string; id: (s: Store) => number; body?: unknown };
const OWNED: Record<string, Case> = {
  // Offers are not anyone's records: the role decides (an advertiser may not take a publisher's onboarding offer).
  'POST /onboarding/podspot/{id}': {
    caller: 'advertiser@podspot.test',
    id: (s) => s.campaigns[0].id,
    body: { estimated_dls_per_ep: 1000 },
  },
  'PUT /podspot/{id}': {
    caller: 'both@podspot.test',
    id: (s) => {
      const owner = s.users.find((u) => u.email === 'advertiser@podspot.test')!.id;
      return s.podspots.find((p) => s.campaigns.some((c) => c.id === p.campaign_id && c.advertiser_id === owner))!.id;
    },
    body: { podspot_rss_content_title: 'Taken over', podspot_rss_content_description: '' },
  },
  'POST /earn/opportunity/{id}/accept': {
    caller: 'both@podspot.test',
    id: (s) => ofPublisher(s, (x) => x.opportunities.filter((o) => o.status === 'offered')).id,
  },
  'POST /earn/opportunity/{id}/reject': {
    caller: 'both@podspot.test',
    id: (s) => ofPublisher(s, (x) => x.opportunities.filter((o) => o.status === 'offered')).id,
    body: { rejected: true },
  },
  'GET /earn/podspot/{id}': { caller: 'both@podspot.test', id: (s) => ofPublisher(s, (x) => x.podspots).id },
  'POST /earn/podspot/{id}/archive': {
    caller: 'both@podspot.test',
    id: (s) => ofPublisher(s, (x) => x.podspots.filter((p) => p.aasm_state === 'draft')).id,
    body: { archived: true },
  },
  'POST /earn/podspot/{id}/upload': {
    caller: 'both@podspot.test',
    id: (s) => ofPublisher(s, (x) => x.podspots.filter((p) => p.aasm_state === 'draft')).id,
  },
  'GET /earn/podcast/{id}/smart_feed': { caller: 'both@podspot.test', id: publisherPodcast },
  'POST /earn/podcast/{id}/smart_feed/accept': { caller: 'both@podspot.test', id: publisherPodcast, body: {} },
  'GET /earn/podcast/{publisher_podcast_id}/smart_feed/download_instruction': {
    caller: 'both@podspot.test',
    id: publisherPodcast,
  },
  'GET /earn/campaign/{campaign_id}/download_instruction': {
    caller: 'network@podspot.test',
    id: (s) => {
      const owned = (email: string) =>
        new Set(s.podcasts.filter((p) => p.owner_id === s.users.find((u) => u.email === email)!.id).map((p) => p.id));
      const [mine, theirs] = [owned('publisher@podspot.test'), owned('network@podspot.test')];
      const reached = (id: number, podcasts: Set<number>) =>
        [...s.opportunities, ...s.podspots].some((o) => o.campaign_id === id && podcasts.has(o.publisher_podcast_id));
      return s.campaigns.find((c) => reached(c.id, mine) && !reached(c.id, theirs))!.id;
    },
  },
};

describe("one user's ids never reveal another's data", () => {
  it('the table covers every operation of the contract with an id in its path', () => {
    const withParam = loadContract()
      .operations.filter((o) => /\{[^}]+\}/.test(o.template))
      .map((o) => `${o.method} ${o.template}`);
    expect(Object.keys(OWNED).sort()).toEqual(withParam.filter((k) => !NOT_OWNED.includes(k)).sort());
  });

  it.each(Object.entries(OWNED))(
    '%s as another user → 404 or 403, never the record',
    async (key, { caller, id, body }) => {
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
    },
  );
});
