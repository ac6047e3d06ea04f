import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiError } from './errors';

describe('createClient: an early answer', () => {
  it('is taken only once the token has come: a token source that fails ends the call, not a wait', async () => {
    const early = new Promise<Response>(() => {}); // waits on the same token, which never comes
    const failure = new ApiError(401, { token: 'no token' }, 'no token');
    const client = createClient({
      baseURL: 'https://api.test/api',
      token: { get: () => Promise.reject(failure), refresh: () => Promise.resolve(null) },
      early: () => early,
    });
    await expect(client.get('/earn/opportunities')).rejects.toMatchObject({ status: 401 });
  });

  it('is used when it came back fine, with no request of its own', async () => {
    const taken: string[] = [];
    const client = createClient({
      baseURL: 'https://api.test/api',
      token: { get: async () => 't1', refresh: async () => null },
      early: (key) => {
        taken.push(key);
        return Promise.resolve(new Response('{"ok":1}'));
      },
    });
    expect(await client.get('/earn/opportunities', { sort: 'recent' })).toEqual({ ok: 1 });
    expect(taken).toEqual(['/earn/opportunities?sort=recent']);
  });
});
