import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@sdk/api/client';
import { withPrefetch } from './prefetch';

const fakeClient = () => {
  let n = 0;
  const get = vi.fn(async (url: string) => `${url}#${++n}`);
  return { client: { get } as unknown as ApiClient, get };
};

describe('withPrefetch', () => {
  it.each([
    ['same path and parameters', '/a', { x: 1, y: 'b' }, '/a', { y: 'b', x: 1 }, true],
    ['unsent values do not matter', '/a', { x: 1, p: 'all', q: undefined }, '/a', { x: 1, r: null }, true],
    ['another parameter value', '/a', { x: 1 }, '/a', { x: 2 }, false],
    ['another path', '/a', {}, '/b', {}, false],
  ] as const)('%s', async (_name, url1, params1, url2, params2, shared) => {
    const { client, get } = fakeClient();
    const p = withPrefetch(client);
    const early = p.prefetching.get(url1, params1);
    const late = await p.client.get(url2, params2);
    expect(late === (await early)).toBe(shared);
    expect(get).toHaveBeenCalledTimes(shared ? 1 : 2);
  });

  it('hands a prefetched answer over once, then asks again', async () => {
    const { client, get } = fakeClient();
    const p = withPrefetch(client);
    void p.prefetching.get('/a');
    expect(await p.client.get('/a')).toBe('/a#1');
    expect(await p.client.get('/a')).toBe('/a#2');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not hand over an old answer, a cleared one, or one to a cancellable call', async () => {
    const { client } = fakeClient();
    const p = withPrefetch(client);
    const now = vi.spyOn(Date, 'now').mockReturnValue(0);
    void p.prefetching.get('/old');
    now.mockReturnValue(60_000);
    expect(await p.client.get('/old')).toBe('/old#2');
    now.mockRestore();
    void p.prefetching.get('/cleared');
    p.clear();
    expect(await p.client.get('/cleared')).toBe('/cleared#4');
    void p.prefetching.get('/signal');
    expect(await p.client.get('/signal', {}, { signal: new AbortController().signal })).toBe('/signal#6');
  });

  it('passes a prefetched failure to the page that takes it, and leaves no failure unhandled', async () => {
    const get = vi.fn(async () => {
      throw new Error('offline');
    });
    const p = withPrefetch({ get } as unknown as ApiClient);
    void p.prefetching.get('/a');
    void p.prefetching.get('/b'); // never taken: its failure must not surface as an unhandled rejection
    await expect(p.client.get('/a')).rejects.toThrow('offline');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
