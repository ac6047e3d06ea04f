// The searchable dropdowns' option lists with q, limit and ids: each answer must equal the sdk/core search rule run on
// the whole list (the answer without parameters), cut to limit, with total counting every match.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchOptions } from '@sdk/core/option-search.ts';
import { useServer, type TestServer } from './helpers.ts';

type Option = { id: number; name: string };
let server: TestServer;
const tokens: Record<string, string> = {};
useServer(['publisher@podspot.test', 'advertiser@podspot.test'], (s, [publisher, advertiser]) => {
  server = s;
  Object.assign(tokens, { publisher, advertiser });
});

const LISTS = [
  ['publisher', '/earn/publishers', 'publishers'],
  ['publisher', '/earn/advertisers', 'advertisers'],
  ['advertiser', '/advertise/publishers', 'publishers'],
  ['advertiser', '/advertise/advertisers', 'advertisers'],
] as const;

describe.each(LISTS)('%s: GET %s', (role, path, key) => {
  const get = (query = '') => server.call('GET', `${path}${query}`, { token: tokens[role] });
  let whole: Option[];
  beforeAll(async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.total).toBeUndefined(); // without parameters: the whole list, as before
    whole = res.body[key];
    expect(whole.length).toBeGreaterThan(0);
  });
  const word = () => whole[whole.length - 1].name.split(' ')[0];

  it.each<[string, (w: () => string) => Record<string, string>]>([
    ['limit only', () => ({ limit: '1' })],
    ['limit 0 (a count)', () => ({ limit: '0' })],
    ['a limit past the end', () => ({ limit: '1000' })],
    ['a word of the last option, upper case and spaced', (w) => ({ q: `  ${w().toUpperCase()} `, limit: '2' })],
    ['a search only', (w) => ({ q: w().slice(1, 3) })],
    ['nothing matches', () => ({ q: 'zzzz no such name zzzz', limit: '5' })],
    ['an empty search', () => ({ q: '', limit: '3' })],
  ])('%s: the matches of the whole list, cut, and their count', async (_name, make) => {
    const params = make(word);
    const res = await get(`?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    const matching = searchOptions(whole, params.q ?? '', (o) => o.name);
    const limit = params.limit === undefined ? matching.length : Number(params.limit);
    expect(res.body[key]).toEqual(matching.slice(0, limit));
    expect(res.body.total).toBe(matching.length);
  });

  it('ids: the chosen options (another account’s id is left out), searched and cut like the rest', async () => {
    const [first, last] = [whole[0], whole[whole.length - 1]];
    const chosen = whole.filter((o) => o.id === first.id || o.id === last.id);
    const res = await get(`?ids=${last.id},${first.id},999999`);
    expect(res.body).toEqual({ [key]: chosen, total: chosen.length });
    const searched = await get(`?ids=${last.id},${first.id}&q=${encodeURIComponent(last.name)}&limit=1`);
    expect(searched.body).toEqual({ [key]: [last], total: 1 });
  });

  it.each([['limit=-1'], ['limit=abc'], ['limit=1001'], ['ids=1,x'], ['ids='], ['ids=1,,2']])(
    '%s → 400 naming the parameter',
    async (query) => {
      const res = await get(`?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.detail)).toEqual([query.split('=')[0]]);
    },
  );
});

describe('the lists are the caller’s', () => {
  it.each(LISTS)('%s only: GET %s', async (role, path) => {
    const other = role === 'publisher' ? 'advertiser' : 'publisher';
    expect((await server.call('GET', `${path}?limit=5`, { token: tokens[other] })).status).toBe(403);
    expect((await server.call('GET', `${path}?limit=5`)).status).toBe(401);
  });
});
