import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import type { Opportunity, OpportunityQuery } from '../api/opportunities';
import { createOpportunitiesStore } from './opportunities-store';

afterEach(() => {
  vi.useRealTimers();
});

type Answer = { status?: number; body?: unknown; delayMs?: number };

/** The real client over a scripted fetch: answers keyed by "METHOD /path?query" (query only when given). */
function scripted(answers: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname.replace(/^\/api/, '')}`;
    const withQuery = `${key}${url.search}`;
    calls.push(`${withQuery}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    const route = answers[withQuery] ?? answers[key];
    const answer = (typeof route === 'function' ? route() : route) ?? {
      status: 404,
      body: { detail: { error: 'no route' } },
    };
    // A delayed answer runs on the test's fake timers (vi.useFakeTimers), never on the wall clock.
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const client = createClient({
    baseURL: 'http://api.test/api',
    token: { get: async () => 't', refresh: async () => null },
  });
  return { client, calls };
}

const op = (id: number) =>
  ({ id, campaign_id: 1, campaign_name: 'C', status: 'offered', created_at: '2026-11-01T00:00:00Z' }) as Opportunity;
const list = (ids: number[], rejected = 0) => ({
  body: { data: { opportunities: ids.map(op) }, rejected_opportunities: rejected },
});

describe('opportunities store', () => {
  it('loads the inbox and the rejected count', async () => {
    const { client, calls } = scripted({ 'GET /earn/opportunities?rejected=false': list([1, 2], 3) });
    const store = createOpportunitiesStore(client);
    const loading = store.getState().loadInbox();
    expect(store.getState().inbox.status).toBe('loading');
    await loading;
    expect(store.getState().inbox).toMatchObject({ status: 'ready', items: [{ id: 1 }, { id: 2 }] });
    expect(store.getState().rejectedCount).toBe(3);
    expect(store.getState().rejected.status).toBe('idle');
    expect(calls).toEqual(['GET /earn/opportunities?rejected=false']);
  });

  it('reads its query at every fetch (podcast, campaign limit) and keeps the total; older servers: total = items', async () => {
    let podcastId: number | 'all' = 'all';
    const { client, calls } = scripted({
      'GET /earn/opportunities?rejected=false&campaign_limit=5': { body: { ...list([1, 2]).body, total: 40 } },
      'GET /earn/opportunities?rejected=false&podcast_id=7&campaign_limit=5': list([3]),
      'POST /earn/opportunity/1/accept': { status: 201, body: {} },
    });
    const store = createOpportunitiesStore(client, () => ({ podcastId, campaignLimit: 5 }));
    await store.getState().loadInbox();
    expect(store.getState().inboxTotal).toBe(40);
    expect(await store.getState().accept(1)).toBe(true);
    expect(store.getState().inboxTotal).toBe(39);
    podcastId = 7;
    await store.getState().loadInbox();
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([3]);
    expect(store.getState().inboxTotal).toBe(1);
    expect(calls.filter((c) => c.startsWith('GET'))).toEqual([
      'GET /earn/opportunities?rejected=false&campaign_limit=5',
      'GET /earn/opportunities?rejected=false&campaign_limit=5',
      'GET /earn/opportunities?rejected=false&podcast_id=7&campaign_limit=5',
    ]);
  });

  it('pages on the server: keeps the answered query, the group count and the facets; refresh keeps the list shown', async () => {
    const facets = { advertisers: ['Alpha'], podcasts: [{ id: 7, name: 'Jazz' }], offered: 12 };
    let query: OpportunityQuery = { rowLimit: 40 };
    const { client } = scripted({
      'GET /earn/opportunities?rejected=false&row_limit=40': {
        body: { ...list([1, 2]).body, total: 12, campaigns: 5, facets },
      },
      'GET /earn/opportunities?rejected=false&row_limit=40&advertiser=Alpha&sort=advertiser': {
        body: { ...list([2]).body, total: 1, campaigns: 1, facets },
      },
      'POST /earn/opportunity/2/reject': { status: 200, body: {} },
    });
    const store = createOpportunitiesStore(client, () => query);
    await store.getState().loadInbox();
    expect(store.getState()).toMatchObject({
      inboxQuery: { rowLimit: 40 },
      inboxTotal: 12,
      inboxCampaigns: 5,
      inboxFacets: facets,
    });
    query = { rowLimit: 40, advertiser: 'Alpha', sort: 'advertiser' };
    const refresh = store.getState().refreshInbox();
    expect(store.getState().inbox).toMatchObject({ status: 'ready' });
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([1, 2]);
    await refresh;
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([2]);
    expect(store.getState().inboxQuery).toEqual(query);
    expect(await store.getState().reject(2)).toBe(true);
    expect(store.getState().inboxFacets?.offered).toBe(11);
  });

  it('keeps the error of a failed load and clears the items', async () => {
    const { client } = scripted({
      'GET /earn/opportunities': { status: 503, body: { detail: { error: 'Down for a moment.' } } },
    });
    const store = createOpportunitiesStore(client);
    await store.getState().loadInbox();
    expect(store.getState().inbox.status).toBe('error');
    expect(store.getState().inbox.error?.message).toBe('Down for a moment.');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    let n = 0;
    const { client } = scripted({
      'GET /earn/opportunities?rejected=false': () => (++n === 1 ? { ...list([1]), delayMs: 40 } : list([2])),
    });
    vi.useFakeTimers();
    const store = createOpportunitiesStore(client);
    const first = store.getState().loadInbox();
    await store.getState().loadInbox();
    await vi.advanceTimersByTimeAsync(40); // the first answer arrives last
    await first;
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([2]);
  });

  it('accept: busy while running, the item leaves at once, then the list is refetched', async () => {
    let accepted = false;
    const { client, calls } = scripted({
      'GET /earn/opportunities?rejected=false': () => list(accepted ? [2] : [1, 2]),
      'POST /earn/opportunity/1/accept': () => ((accepted = true), { status: 201, body: {} }),
    });
    const store = createOpportunitiesStore(client);
    await store.getState().loadInbox();
    const running = store.getState().accept(1);
    expect(store.getState().busyId).toBe(1);
    expect(await store.getState().reject(2)).toBe(false); // one action at a time
    expect(await running).toBe(true);
    expect(store.getState().busyId).toBeNull();
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([2]);
    await vi.waitFor(() => expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(2));
    expect(calls).toContain('POST /earn/opportunity/1/accept {}');
  });

  it('accept failure: rejects with the ApiError, keeps the list, no refetch', async () => {
    const { client, calls } = scripted({
      'GET /earn/opportunities?rejected=false': list([1]),
      'POST /earn/opportunity/1/accept': { status: 409, body: { detail: { error: 'Already accepted.' } } },
    });
    const store = createOpportunitiesStore(client);
    await store.getState().loadInbox();
    await expect(store.getState().accept(1)).rejects.toMatchObject({ status: 409, message: 'Already accepted.' });
    expect(store.getState()).toMatchObject({ busyId: null, inbox: { items: [{ id: 1 }] } });
    expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
  });

  it('reject sends rejected:true and counts it; undo sends rejected:false and refetches both lists', async () => {
    const rejectedIds = new Set<number>([9]);
    const { client, calls } = scripted({
      'GET /earn/opportunities?rejected=false': () =>
        list(
          [1, 2].filter((id) => !rejectedIds.has(id)),
          rejectedIds.size,
        ),
      'GET /earn/opportunities?rejected=true&limit=40': () => list([...rejectedIds], rejectedIds.size),
      'POST /earn/opportunity/1/reject': () => (rejectedIds.add(1), { body: {} }),
      'POST /earn/opportunity/9/reject': () => (rejectedIds.delete(9), { body: {} }),
    });
    const store = createOpportunitiesStore(client);
    await store.getState().loadInbox();
    expect(await store.getState().reject(1)).toBe(true);
    expect(store.getState().rejectedCount).toBe(2);
    expect(calls).toContain('POST /earn/opportunity/1/reject {"rejected":true}');
    await store.getState().loadRejected();
    expect(store.getState().rejected.items.map((o) => o.id)).toEqual([9, 1]);
    expect(await store.getState().undo(9)).toBe(true);
    expect(store.getState().rejected.items.map((o) => o.id)).toEqual([1]);
    expect(calls).toContain('POST /earn/opportunity/9/reject {"rejected":false}');
    await vi.waitFor(() =>
      expect(calls.slice(-2).sort()).toEqual([
        'GET /earn/opportunities?rejected=false',
        'GET /earn/opportunities?rejected=true&limit=40',
      ]),
    );
    expect(store.getState().rejectedCount).toBe(1);
  });

  it('Show more appends the page after the groups drawn; a new choice on its way drops it', async () => {
    const campaign = (id: number, campaign_id: number) => ({ ...op(id), campaign_id });
    const page = (items: Opportunity[], delayMs = 0) => ({
      body: { data: { opportunities: items }, rejected_opportunities: 0, total: 9, campaigns: 4 },
      delayMs,
    });
    const { client, calls } = scripted({
      'GET /earn/opportunities?rejected=false&row_limit=2': page([campaign(1, 10), campaign(2, 10), campaign(3, 11)]),
      'GET /earn/opportunities?rejected=false&row_limit=2&offset=2': page([campaign(4, 12)]),
      'GET /earn/opportunities?rejected=false&row_limit=2&offset=3': page([campaign(5, 13)], 30),
      'GET /earn/opportunities?rejected=false&row_limit=2&sort=advertiser': page([campaign(6, 14)], 10),
    });
    const store = createOpportunitiesStore(client, () => ({ rowLimit: 2 }));
    await store.getState().loadInbox();
    await store.getState().moreInbox();
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([1, 2, 3, 4]);
    vi.useFakeTimers();
    const more = store.getState().moreInbox();
    const chosen = store.getState().chooseInbox({ rowLimit: 2, sort: 'advertiser' });
    await vi.advanceTimersByTimeAsync(30); // the new choice's answer (10 ms) comes before the next page's (30 ms)
    await chosen;
    await more;
    expect(store.getState().inbox.items.map((o) => o.id)).toEqual([6]);
    expect(calls.slice(1)).toEqual([
      'GET /earn/opportunities?rejected=false&row_limit=2&offset=2',
      'GET /earn/opportunities?rejected=false&row_limit=2&offset=3',
      'GET /earn/opportunities?rejected=false&row_limit=2&sort=advertiser',
    ]);
  });

  it('the not-interested list appends its pages with the whole count; Undo asks for the drawn items again', async () => {
    const rejected = Array.from({ length: 45 }, (_, i) => i + 1);
    const { client, calls } = scripted({
      'GET /earn/opportunities?rejected=true&limit=40': () => ({
        body: { ...list(rejected.slice(0, 40), rejected.length).body, total: rejected.length },
      }),
      'GET /earn/opportunities?rejected=true&limit=40&offset=40': () => ({
        body: { ...list(rejected.slice(40), rejected.length).body, total: rejected.length },
      }),
      'GET /earn/opportunities?rejected=true&limit=44': () => ({
        body: { ...list(rejected, rejected.length).body, total: rejected.length },
      }),
      'GET /earn/opportunities?rejected=false': list([]),
      'POST /earn/opportunity/3/reject': () => (rejected.splice(2, 1), { body: {} }),
    });
    const store = createOpportunitiesStore(client);
    await store.getState().loadRejected();
    await store.getState().moreRejected();
    expect(store.getState()).toMatchObject({ rejectedTotal: 45, rejectedCount: 45 });
    expect(store.getState().rejected.items).toHaveLength(45);
    expect(await store.getState().undo(3)).toBe(true);
    expect(store.getState()).toMatchObject({ rejectedTotal: 44, rejectedCount: 44 }); // at once, before the refetch
    await vi.waitFor(() => expect(calls).toContain('GET /earn/opportunities?rejected=true&limit=44'));
    expect(store.getState().rejected.items.map((o) => o.id)).toEqual(rejected);
  });
});
