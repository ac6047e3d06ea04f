import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_TIMEOUT } from '../../api/errors';
import { createTokenSource } from './token';

describe('createTokenSource', () => {
  it('keeps a token: later calls do not ask the host again', async () => {
    const fetchToken = vi.fn(async () => 'a');
    const source = createTokenSource(fetchToken);
    expect([await source.get(), await source.get()]).toEqual(['a', 'a']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('backend down'))],
    ['answers an empty string', async () => ''],
  ])('asks the host again after fetchToken %s (a Retry recovers once the backend is back)', async (_name, failing) => {
    const fetchToken = vi
      .fn(failing)
      .mockImplementationOnce(failing)
      .mockImplementation(async () => 'b');
    const source = createTokenSource(fetchToken as () => Promise<string>);
    await expect(source.get()).rejects.toMatchObject({ status: 401 });
    expect(await source.get()).toBe('b');
    expect(await source.get()).toBe('b');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares one call between callers while it is in flight', async () => {
    let resolve: (token: string) => void = () => {};
    const fetchToken = vi.fn(
      () =>
        new Promise<string>((r) => {
          resolve = r;
        }),
    );
    const source = createTokenSource(fetchToken);
    const both = Promise.all([source.get(), source.get()]);
    resolve('c');
    expect(await both).toEqual(['c', 'c']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refresh() replaces the kept token, one refresh in flight at a time', async () => {
    const tokens = ['old', 'new'];
    const fetchToken = vi.fn(async () => tokens.shift()!);
    const source = createTokenSource(fetchToken);
    expect(await source.get()).toBe('old');
    expect(await Promise.all([source.refresh(), source.refresh()])).toEqual(['new', 'new']);
    expect(await source.get()).toBe('new');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('createTokenSource: what the developer is told', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6ImVtYmVkIn0.c2lnbmF0dXJl';
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const warned = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('passes a rejection on as the cause, and names it', async () => {
    const failure = new Error('backend down (unit)');
    const source = createTokenSource(() => Promise.reject(failure));
    const error = await source.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, cause: failure });
    expect((error as Error).message).toContain('`fetchToken` failed: backend down (unit).');
  });

  it('says an object came back instead of the token, and sends nothing', async () => {
    const warn = warned();
    const source = createTokenSource(async () => ({ token: JWT, expires_at: 'soon' }) as unknown as string);
    await expect(source.get()).rejects.toThrow(/an object with keys `token`, `expires_at`, not the token string/);
    expect(warn.mock.calls[0][0]).toMatch(/^\[Podspot\] .*See sdk\/README\.md#fetchtoken-mistakes$/);
  });

  it('warns once about a fetchToken that does not return a promise, and still uses its token', async () => {
    const warn = warned();
    const source = createTokenSource((() => `${JWT}x`) as unknown as () => Promise<string>);
    expect(await source.get()).toBe(`${JWT}x`);
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('not a promise'))).toHaveLength(1);
  });

  it('ends the wait after the timeout with a 401 that says so, and asks again on the next call', async () => {
    vi.useFakeTimers();
    warned();
    let calls = 0;
    const source = createTokenSource(
      () => (++calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve(JWT)),
      500,
    );
    const waiting = source.get().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await waiting) as { status: number; detail: Record<string, string>; message: string };
    expect(error.status).toBe(401);
    expect(error.detail).toHaveProperty(TOKEN_TIMEOUT);
    expect(error.message).toContain('did not settle within 500 ms (option `tokenTimeout`)');
    expect(await source.get()).toBe(JWT);
  });
});
