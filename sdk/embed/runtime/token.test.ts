import { describe, expect, it, vi } from 'vitest';
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
    expect(await source.get()).toBeNull();
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
