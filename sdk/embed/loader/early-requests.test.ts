import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRequest } from '../../api/first-requests';
import { requestKey } from '../../api/request-key';
import { earlyRequests } from './early-requests';

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"ok":1}'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockClear();
});

describe('firstRequest', () => {
  const today = new Date(2026, 10, 23); // local 23 November 2026
  it.each([
    ['opportunities-inbox', {}, '/earn/opportunities?rejected=false'],
    ['opportunities-inbox', { podcastId: 7, view: 'not-interested' }, '/earn/opportunities?rejected=false'],
    ['earnings-card', {}, '/earn/publisher/earnings?start_date=2026-10-25&end_date=2026-11-23'],
    [
      'earnings-card',
      { preset: 'last_7_days', podcastId: 12 },
      '/earn/publisher/earnings?start_date=2026-11-17&end_date=2026-11-23&podcast_id=12',
    ],
    [
      'earnings-card',
      { preset: 'this_month', podcastId: 'all' },
      '/earn/publisher/earnings?start_date=2026-11-01&end_date=2026-11-23',
    ],
    ['earnings-card', { preset: 'next_week' }, null],
    ['go-live-uploader', {}, null],
    ['spend-table', {}, null],
  ] as const)('%s %j → %s', (widget, props, key) => {
    const request = firstRequest(widget, props, today);
    expect(request && requestKey(request.url, request.params)).toBe(key);
  });
});

describe('earlyRequests', () => {
  const request = { url: '/earn/opportunities', params: { rejected: false } };
  const key = '/earn/opportunities?rejected=false';

  it('starts the call with the early token and hands its answer to the first call of the same key, once', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const early = earlyRequests('https://api.test/api', () => Promise.resolve('t1'));
    early.start(request);
    early.start(request); // a second widget of the same kind: one call
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]).toEqual([
      `https://api.test/api${key}`,
      { headers: { Authorization: 'Bearer t1' } },
    ]);
    expect(early.take('/earn/opportunities?rejected=true')).toBeUndefined();
    expect(await (await early.take(key))!.json()).toEqual({ ok: 1 });
    expect(early.take(key)).toBeUndefined();
  });

  it('starts nothing without a request, or once the early token is used (no token to share)', () => {
    vi.stubGlobal('fetch', fetchMock);
    earlyRequests('https://api.test/api', () => Promise.resolve('t1')).start(null);
    earlyRequests('https://api.test/api', () => null).start(request);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes no call when the host gives no token, and the answer taken rejects (the widget asks again)', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const early = earlyRequests('https://api.test/api', () => Promise.resolve(''));
    early.start(request);
    await expect(early.take(key)).rejects.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not hand out an answer left untaken for 30 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    const early = earlyRequests('https://api.test/api', () => Promise.resolve('t1'));
    early.start(request);
    vi.advanceTimersByTime(30_000);
    expect(early.take(key)).toBeUndefined();
  });
});
