import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStart } from './early-start';
import { fakeJwt } from '../../test/fake-jwt';

const T1 = fakeJwt('t1');

const API = 'https://api.test/api';
const INBOX_KEY = '/earn/opportunities?rejected=false&row_limit=40&sort=recent';
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"ok":1}'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockClear();
});

describe('earlyStart: the token', () => {
  it('asks the host at start, and the first call gets that answer without asking again', async () => {
    const fetchToken = vi.fn(async () => T1);
    const early = earlyStart(API, fetchToken);
    early.start('go-live-uploader', {});
    expect(fetchToken).toHaveBeenCalledTimes(1);
    early.start('spend-table', {}); // a second widget mounting meanwhile
    expect(await early.fetchToken()).toBe(T1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('asks the host again for every later call (refresh after a 401, Retry)', async () => {
    const fetchToken = vi.fn().mockResolvedValueOnce(T1).mockResolvedValueOnce('t2');
    const early = earlyStart(API, fetchToken);
    early.start('go-live-uploader', {});
    await early.fetchToken();
    early.start('go-live-uploader', {}); // mounting after the first token was used starts nothing
    expect(await early.fetchToken()).toBe('t2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('without start, calls go straight to the host', async () => {
    const fetchToken = vi.fn(async () => 'direct');
    expect(await earlyStart(API, fetchToken).fetchToken()).toBe('direct');
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
      const early = earlyStart(API, failing as () => Promise<string>);
      early.start('go-live-uploader', {});
      // One turn of the event loop: the token has failed, and Node would have reported it had nobody handled it.
      await new Promise((resolve) => setImmediate(resolve));
      await expect(early.fetchToken()).rejects.toThrow();
    },
  );
});

describe("earlyStart: the widgets' first calls", () => {
  it('starts the call with the early token and hands its answer to the first call of the same key, once', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const early = earlyStart(API, async () => T1);
    early.start('opportunities-inbox', {});
    early.start('opportunities-inbox', { compact: true }); // a second widget of the same kind: one call
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]).toEqual([`${API}${INBOX_KEY}`, { headers: { Authorization: `Bearer ${T1}` } }]);
    expect(early.take('/earn/opportunities?rejected=true')).toBeUndefined();
    expect(await (await early.take(INBOX_KEY))!.json()).toEqual({ ok: 1 });
    expect(early.take(INBOX_KEY)).toBeUndefined();
  });

  it('starts no call for a widget without a first call, or once the early token is used (no token to share)', async () => {
    vi.stubGlobal('fetch', fetchMock);
    earlyStart(API, async () => T1).start('go-live-uploader', {});
    const used = earlyStart(API, async () => T1);
    await used.fetchToken();
    used.start('opportunities-inbox', {});
    await new Promise((resolve) => setImmediate(resolve)); // one turn: a call would have started by now
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['nothing', ''],
    ['the endpoint’s whole answer', { token: T1, expires_at: '2026-01-01T00:00:00Z' }],
    ['undefined', undefined],
    ['a string that is no JWT', 'token-from-my-backend'],
    ['three parts that are not JSON', 'a.b.c'],
    ['a prefixed token', `Bearer ${T1}`],
  ])(
    'makes no call when the host gives %s, not an embed token; the answer taken rejects (the widget asks again)',
    async (_name, value) => {
      vi.stubGlobal('fetch', fetchMock);
      const early = earlyStart(API, async () => value as string);
      early.start('opportunities-inbox', {});
      await expect(early.take(INBOX_KEY)).rejects.toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
      // The widget's token source gets what the host gave, as given, and tells the developer (runtime/token.ts).
      expect(await early.fetchToken()).toBe(value);
    },
  );

  it('does not hand out an answer left untaken for 30 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    const early = earlyStart(API, async () => T1);
    early.start('opportunities-inbox', {});
    vi.advanceTimersByTime(30_000);
    expect(early.take(INBOX_KEY)).toBeUndefined();
  });
});
