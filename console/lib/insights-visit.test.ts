import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVisitHandoff, historyEntryKey, prepareVisit } from './insights-visit';

/** The address bar: react-router's history state (its key) and the query string. */
const setState = (state: unknown) => void ((window.history as { state: unknown }).state = state);
const at = (key: string | null, search = '') => {
  setState(key === null ? null : { usr: null, key, idx: 1 });
  window.location.search = search;
};

beforeEach(() => vi.stubGlobal('window', { history: { state: null }, location: { search: '' } }));
afterEach(() => vi.unstubAllGlobals());

type Store = { name: string; started: number; getState(): { start(): void } };
const store = (name: string): Store => {
  const s: Store = { name, started: 0, getState: () => ({ start: () => void (s.started += 1) }) };
  return s;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('historyEntryKey', () => {
  it.each<[unknown, string]>([
    [null, 'default'],
    [{ idx: 0 }, 'default'],
    [{ key: '' }, 'default'],
    [{ key: 42 }, 'default'],
    [{ usr: null, key: 'k7', idx: 2 }, 'k7'],
  ])('state %j → %s', (state, key) => {
    setState(state);
    expect(historyEntryKey()).toBe(key);
  });
});

describe('createVisitHandoff', () => {
  it('claims each history entry once, however often the router matches it', () => {
    const handoff = createVisitHandoff<Store>();
    at('a', '?podcast_id=3');
    expect(handoff.claim()).toEqual({ key: 'a', search: '?podcast_id=3' });
    expect(handoff.claim()).toBeNull();
    at('b');
    expect(handoff.claim()).toEqual({ key: 'b', search: '' });
  });

  it.each<[string, (h: ReturnType<typeof createVisitHandoff<Store>>) => void, string]>([
    ['the prepared store when the page comes after it', (h) => void h.fill('a', store('prepared')), 'prepared'],
    ['its own store when nothing was prepared', () => {}, 'own'],
    [
      'its own store when the preparation was for another entry',
      (h) => {
        at('other');
        h.claim();
        h.fill('other', store('prepared'));
      },
      'own',
    ],
  ])('the page gets %s', (_name, before, expected) => {
    const handoff = createVisitHandoff<Store>();
    at('a');
    handoff.claim();
    before(handoff);
    expect(handoff.take('a', () => store('own')).name).toBe(expected);
  });

  it('gives a retried render the same store, and refuses a preparation that arrives after the page took over', () => {
    const handoff = createVisitHandoff<Store>();
    at('a');
    handoff.claim();
    const first = handoff.take('a', () => store('own'));
    expect(handoff.take('a', () => store('second'))).toBe(first);
    expect(handoff.fill('a', store('late'))).toBe(false);
  });

  it('prepares again after the page left its entry (Back to it)', () => {
    const handoff = createVisitHandoff<Store>();
    at('a');
    handoff.claim();
    handoff.take('a', () => store('own'));
    handoff.release('a');
    expect(handoff.claim()).toEqual({ key: 'a', search: '' });
  });
});

describe('prepareVisit', () => {
  it('opens and starts the store, then warms the chart; only once per entry', async () => {
    const handoff = createVisitHandoff<Store>();
    const order: string[] = [];
    const prepared = store('prepared');
    const load = vi.fn(async () => ({
      open: (search: string) => (order.push(`open ${search}`), prepared),
      warm: () => order.push(`warm after ${prepared.started} start`),
    }));
    at('a', '?advertiser_id=7');
    prepareVisit(handoff, true, load);
    prepareVisit(handoff, true, load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['open ?advertiser_id=7', 'warm after 1 start']);
    expect(handoff.take('a', () => store('own'))).toBe(prepared);
  });

  it.each<[string, boolean, boolean]>([
    ['not allowed (the guard sends the user elsewhere)', false, false],
    ['the page took over first', true, true],
  ])('starts nothing when %s', async (_name, allowed, pageFirst) => {
    const handoff = createVisitHandoff<Store>();
    const prepared = store('prepared');
    at('a');
    prepareVisit(handoff, allowed, async () => ({ open: () => prepared }));
    if (pageFirst) handoff.take('a', () => store('own'));
    await settle();
    expect(prepared.started).toBe(0);
  });

  it('leaves the page to load its own data when the module cannot be loaded', async () => {
    const handoff = createVisitHandoff<Store>();
    at('a');
    prepareVisit(handoff, true, () => Promise.reject(new Error('chunk failed')));
    await settle();
    expect(handoff.take('a', () => store('own')).name).toBe('own');
  });
});
