import { describe, expect, it, vi } from 'vitest';
import { earlyToken } from './early-token';

describe('earlyToken', () => {
  it('asks the host at start, and the first call gets that answer without asking again', async () => {
    const fetchToken = vi.fn(async () => 't1');
    const token = earlyToken(fetchToken);
    token.start();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    token.start(); // a second widget mounting meanwhile
    expect(await token.fetchToken()).toBe('t1');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('asks the host again for every later call (refresh after a 401, Retry)', async () => {
    const fetchToken = vi.fn().mockResolvedValueOnce('t1').mockResolvedValueOnce('t2');
    const token = earlyToken(fetchToken);
    token.start();
    await token.fetchToken();
    token.start(); // mounting after the first token was used starts nothing
    expect(await token.fetchToken()).toBe('t2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('without start, calls go straight to the host', async () => {
    const fetchToken = vi.fn(async () => 'direct');
    expect(await earlyToken(fetchToken).fetchToken()).toBe('direct');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('backend down'))],
    [
      'throws before returning a promise',
      () => {
        throw new Error('not signed in');
      },
    ],
  ])(
    'an early fetchToken that %s reaches the first call as a rejection, not as an unhandled error',
    async (_name, failing) => {
      const token = earlyToken(failing as () => Promise<string>);
      token.start();
      await new Promise((r) => setTimeout(r, 0));
      await expect(token.fetchToken()).rejects.toThrow();
    },
  );
});
