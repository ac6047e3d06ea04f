import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBillingSummary } from './billing';
import { createClient } from './client';
import { getRequiredActions, type RequiredActions } from './required-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A client whose fetch answers `body` with `status` and keeps the requests it saw. */
function clientAnswering(status: number, body: unknown) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createClient({
    baseURL: 'https://api.test/api',
    token: { get: async () => 'embed-1', refresh: async () => null },
  });
  return { client, seen };
}

describe('the money and actions calls', () => {
  it('getRequiredActions reads GET /publisher/actions with the token', async () => {
    const answer: RequiredActions = {
      total: 3,
      actions: [{ kind: 'answer_opportunities', count: 3, deadline: null, ids: [4, 5, 6] }],
    };
    const { client, seen } = clientAnswering(200, answer);
    expect(await getRequiredActions(client)).toEqual(answer);
    expect(seen.map((r) => `${r.method} ${r.url} ${r.headers.get('authorization')}`)).toEqual([
      'GET https://api.test/api/publisher/actions Bearer embed-1',
    ]);
  });

  it('getBillingSummary reads GET /billing/summary; a refusal comes out as an ApiError with its message', async () => {
    const { client, seen } = clientAnswering(403, {
      detail: { error: 'Embed tokens may only call widget endpoints.' },
    });
    await expect(getBillingSummary(client)).rejects.toMatchObject({
      status: 403,
      message: 'Embed tokens may only call widget endpoints.',
    });
    expect(seen.map((r) => r.url)).toEqual(['https://api.test/api/billing/summary']);
  });
});
