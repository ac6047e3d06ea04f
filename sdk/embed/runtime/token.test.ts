import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_TIMEOUT } from '../../api/errors';
import { createTokenSource } from './token';
import { fakeJwt } from '../../test/fake-jwt';

const [A, B, C, OLD, NEW] = ['a', 'b', 'c', 'old', 'new'].map(fakeJwt);

describe('createTokenSource', () => {
  it('keeps a token: later calls do not ask the host again', async () => {
    const fetchToken = vi.fn(async () => A);
    const source = createTokenSource(fetchToken);
    expect([await source.get(), await source.get()]).toEqual([A, A]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('backend down'))],
    ['answers an empty string', async () => ''],
  ])('asks the host again after fetchToken %s (a Retry recovers once the backend is back)', async (_name, failing) => {
    const fetchToken = vi
      .fn(failing)
      .mockImplementationOnce(failing)
      .mockImplementation(async () => B);
    const source = createTokenSource(fetchToken as () => Promise<string>);
    await expect(source.get()).rejects.toMatchObject({ status: 401 });
    expect(await source.get()).toBe(B);
    expect(await source.get()).toBe(B);
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
    resolve(C);
    expect(await both).toEqual([C, C]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refresh() replaces the kept token, one refresh in flight at a time', async () => {
    const tokens = [OLD, NEW];
    const fetchToken = vi.fn(async () => tokens.shift()!);
    const source = createTokenSource(fetchToken);
    expect(await source.get()).toBe(OLD);
    expect(await Promise.all([source.refresh(), source.refresh()])).toEqual([NEW, NEW]);
    expect(await source.get()).toBe(NEW);
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

  it.each([
    ['a string that is no JWT', 'token-from-my-backend'],
    ['three parts that are not JSON', 'a.b.c'],
    ['a prefixed token', `Bearer ${JWT}`],
  ])('refuses %s before any request, with one line naming what to resolve', async (_name, value) => {
    const warn = warned();
    const fetchToken = vi.fn(async () => value);
    const source = createTokenSource(fetchToken);
    await expect(source.get()).rejects.toMatchObject({ status: 401 });
    await expect(source.refresh()).rejects.toMatchObject({ status: 401 });
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((m) => m.includes('which is not an embed token'))).toHaveLength(1);
    expect(lines[0]).toContain('resolve the `token` string (a JWT: three base64url parts, the first two JSON)');
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
