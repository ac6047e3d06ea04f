import { describe, expect, it } from 'vitest';
import { createPagedList, type PagedListOptions } from './paged-list';

/**
 * A server of numbered rows: `parity` filters them (odd, even or all), `desc` sorts; pages of `limit` rows from
 * `offset`. `fail` makes the next calls reject; `slow` delays a call's answer until released.
 */
type Q = { parity: 'all' | 'odd' | 'even'; desc?: boolean };
type Answer = { rows: number[]; total: number };
const arrange = (all: readonly number[], q: Q) =>
  all
    .filter((n) => q.parity === 'all' || (n % 2 === 1) === (q.parity === 'odd'))
    .sort((a, b) => (q.desc ? b - a : a - b));

function server(size: number) {
  const calls: string[] = [];
  const gates: (() => void)[] = [];
  const state = { fail: false, slow: false };
  const fetch = async (q: Q, offset: number, limit: number): Promise<Answer> => {
    calls.push(`${q.parity}${q.desc ? ' desc' : ''} ${offset}+${limit}`);
    if (state.slow) await new Promise<void>((release) => gates.push(release));
    if (state.fail) throw Object.assign(new Error('down'), { status: 500, detail: {} });
    const list = arrange(
      Array.from({ length: size }, (_, i) => i + 1),
      q,
    );
    return { rows: list.slice(offset, offset + limit), total: list.length };
  };
  return { calls, gates, state, fetch };
}

const flat = (s: ReturnType<typeof server>, extra: Partial<PagedListOptions<Q, number, Answer>> = {}) =>
  createPagedList<Q, number, Answer>({
    first: { parity: 'all' },
    fetch: s.fetch,
    read: (a) => ({ items: a.rows, total: a.total }),
    pageRows: 3,
    ...extra,
  });
const wholeRule = { covers: (held: Q) => held.parity === 'all', arrange };

describe('createPagedList', () => {
  it.each([
    // [list size, 'Show more' presses, rows drawn, calls]
    [7, 0, [1, 2, 3], ['all 0+3']],
    [7, 1, [1, 2, 3, 4, 5, 6], ['all 0+3', 'all 3+3']],
    [7, 3, [1, 2, 3, 4, 5, 6, 7], ['all 0+3', 'all 3+3', 'all 6+3']],
    [2, 1, [1, 2], ['all 0+3']],
  ])('a list of %i, %i × Show more: draws %j with calls %j', async (size, presses, drawn, calls) => {
    const s = server(size);
    const list = flat(s);
    await list.getState().choose();
    for (let i = 0; i < presses; i++) await list.getState().more();
    expect(list.getState()).toMatchObject({ status: 'ready', items: drawn, total: size, whole: false });
    expect(s.calls).toEqual(calls);
  });

  it('a grouped list pages by entries (groups) and asks the rows drawn again on reload', async () => {
    // Groups of two rows: entries are groups, the server cuts whole groups of `limit` rows.
    const groups = [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ];
    const asked: string[] = [];
    const list = createPagedList<Q, number, Answer>({
      first: { parity: 'all' },
      fetch: async (_q, offset, limit) => {
        asked.push(`${offset}+${limit}`);
        return { rows: groups.slice(offset, offset + Math.ceil(limit / 2)).flat(), total: groups.length };
      },
      read: (a) => ({ items: a.rows, total: a.total }),
      entries: (rows) => new Set(rows.map((n) => Math.ceil(n / 2))).size,
      pageRows: 4,
    });
    await list.getState().choose();
    await list.getState().more();
    expect(list.getState().items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await list.getState().more(); // every group drawn: nothing to ask
    await list.getState().reload();
    expect(asked).toEqual(['0+4', '2+4', '0+8']);
  });

  it('the latest call wins: an older answer arriving last is dropped', async () => {
    const s = server(9);
    const list = flat(s);
    s.state.slow = true;
    const older = list.getState().choose({ parity: 'odd' });
    s.state.slow = false;
    await list.getState().choose({ parity: 'even' });
    s.gates.forEach((release) => release());
    await older;
    expect(list.getState()).toMatchObject({ query: { parity: 'even' }, items: [2, 4, 6], total: 4 });
  });

  it('Show more is ignored while a new query is on its way, and the list on screen stays until it answers', async () => {
    const s = server(9);
    const list = flat(s);
    await list.getState().choose();
    s.state.slow = true;
    const choosing = list.getState().choose({ parity: 'odd' });
    await list.getState().more();
    expect(list.getState().items).toEqual([1, 2, 3]);
    s.gates.forEach((release) => release());
    await choosing;
    expect(list.getState().items).toEqual([1, 3, 5]);
    expect(s.calls).toEqual(['all 0+3', 'odd 0+3']);
  });

  it('a first page holding the whole list answers later queries in the browser, with the same rule', async () => {
    const s = server(3);
    const list = flat(s, { whole: wholeRule });
    await list.getState().choose();
    expect(list.getState().whole).toBe(true);
    await list.getState().choose({ parity: 'odd', desc: true });
    expect(list.getState()).toMatchObject({ query: { parity: 'odd', desc: true }, items: [3, 1], total: 2 });
    await list.getState().reload(); // after an edit: the whole list again, arranged for the current query
    expect(list.getState().items).toEqual([3, 1]);
    expect(s.calls).toEqual(['all 0+3', 'all 0+3']);
  });

  it.each([
    ['the first page is not the whole list', 4, { parity: 'all' } as Q],
    ['the query cannot hold it (filtered)', 2, { parity: 'odd' } as Q],
  ])('no shortcut when %s: every query asks the server', async (_name, size, first) => {
    const s = server(size);
    const list = flat(s, { whole: wholeRule, first });
    await list.getState().choose();
    await list.getState().choose({ parity: 'even' });
    expect(list.getState().whole).toBe(false);
    expect(s.calls).toHaveLength(2);
  });

  it('a failed first page is an error with no items; the next choice loads again', async () => {
    const s = server(5);
    const list = flat(s);
    s.state.fail = true;
    await list.getState().choose();
    expect(list.getState()).toMatchObject({ status: 'error', items: [], error: { status: 500 } });
    s.state.fail = false;
    const retry = list.getState().choose();
    expect(list.getState().status).toBe('loading');
    await retry;
    expect(list.getState()).toMatchObject({ status: 'ready', error: null, items: [1, 2, 3] });
  });

  it('a failed Show more keeps the list drawn, with the error, and can be pressed again', async () => {
    const s = server(5);
    const list = flat(s);
    await list.getState().choose();
    s.state.fail = true;
    await list.getState().more();
    expect(list.getState()).toMatchObject({ status: 'ready', items: [1, 2, 3], error: { status: 500 } });
    s.state.fail = false;
    await list.getState().more();
    expect(list.getState()).toMatchObject({ items: [1, 2, 3, 4, 5], error: null });
  });

  it('a failed reload leaves no whole list, and Show more waits for a list on screen', async () => {
    const s = server(3);
    const list = flat(s, { whole: wholeRule });
    expect(list.getState().whole).toBe(false);
    await list.getState().choose();
    await list.getState().choose({ parity: 'odd' });
    expect(list.getState()).toMatchObject({ status: 'ready', items: [1, 3] });
    s.state.fail = true;
    await list.getState().reload();
    expect(list.getState()).toMatchObject({ status: 'error', items: [], whole: false });
    await list.getState().more();
    expect(s.calls).toEqual(['all 0+3', 'all 0+3']);
  });

  it('reloading a whole list shorter than a page asks a whole page', async () => {
    const s = server(2);
    const list = flat(s, { whole: wholeRule });
    await list.getState().choose();
    await list.getState().reload();
    expect(s.calls).toEqual(['all 0+3', 'all 0+3']);
  });

  it('an older first page failing after a newer one answered changes nothing', async () => {
    const s = server(5);
    const list = flat(s);
    Object.assign(s.state, { slow: true, fail: true });
    const older = list.getState().choose();
    Object.assign(s.state, { slow: false, fail: false });
    await list.getState().choose({ parity: 'odd' });
    s.state.fail = true;
    s.gates[0]();
    await older;
    expect(list.getState()).toMatchObject({ status: 'ready', error: null, items: [1, 3, 5] });
  });

  it('drop: answers on their way are not applied (the page was left)', async () => {
    const s = server(5);
    const list = flat(s);
    s.state.slow = true;
    const loading = list.getState().choose();
    list.getState().drop();
    s.gates.forEach((release) => release());
    await loading;
    expect(list.getState()).toMatchObject({ status: 'loading', items: [] });
  });

  it('extras sit beside the list and can edit it', async () => {
    const s = server(5);
    const list = createPagedList<Q, number, Answer, { remove(n: number): void }>(
      { first: { parity: 'all' }, fetch: s.fetch, read: (a) => ({ items: a.rows, total: a.total }) },
      (set, get) => ({
        remove: (n: number) => set({ items: get().items.filter((m) => m !== n), total: get().total - 1 }),
      }),
    );
    await list.getState().choose();
    list.getState().remove(2);
    expect(list.getState()).toMatchObject({ items: [1, 3, 4, 5], total: 4 });
  });

  it.each([
    // [the query's page size, rows drawn after a Show more, calls]
    [2, [1, 3, 5, 7], ['odd 0+2', 'odd 2+2', 'odd 0+4']],
    [5, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], ['odd 0+5', 'odd 5+5', 'odd 0+10']],
  ])('a page size read from the query (%i): first page, Show more and reload use it', async (size, drawn, calls) => {
    const s = server(20);
    const list = flat(s, { first: { parity: 'odd' }, pageRows: (q) => (q.parity === 'odd' ? size : 3) });
    await list.getState().choose();
    await list.getState().more();
    await list.getState().reload();
    expect(list.getState().items).toEqual(drawn);
    expect(s.calls).toEqual(calls);
  });
});
