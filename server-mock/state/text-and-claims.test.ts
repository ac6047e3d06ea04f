import { describe, expect, it } from 'vitest';
import type { Podcast, User } from './models.ts';
import { checkClaims, claimPodcasts, CLAIM_ERRORS, MAX_APPLE_IDS, parseAppleIds } from './podcast-claims.ts';
import { earningsFileName, earningsPeriod } from './podcast-earnings.ts';
import { htmlToLines } from './script-text.ts';
import { emptyStore, type Store } from './store.ts';
import { isoOf } from './dates.ts';

describe('htmlToLines: a campaign script as plain lines', () => {
  it.each([
    ['<p>One</p><p>Two</p>', ['One', 'Two']],
    ['<ul><li>First</li><LI class="x">Second</li></ul>', ['• First', '• Second']],
    ['Line<br>break<br/>and<BR />more', ['Line', 'break', 'and', 'more']],
    ['<div>a</div><h2>b</h2><ol><li>c</li></ol>', ['a', 'b', '• c']],
    ['<strong>Bold</strong> and <em>soft</em>', ['Bold and soft']],
    ['Tom &amp; Jerry &lt;3 &gt; &quot;q&quot; it&#39;s&nbsp;here', ['Tom & Jerry <3 > "q" it\'s here']],
    ['  many\t\tspaces   here  ', ['many spaces here']],
    ['<p> </p><p></p>', []],
  ])('%j', (html, lines) => {
    expect(htmlToLines(html)).toEqual(lines);
  });
});

describe('parseAppleIds: what the add-podcasts call carries', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 7 , 8 ,', [7, 8]],
    ['5,5,4,5', [5, 4]],
    [
      [9, '10'],
      [9, 10],
    ],
    ['123456789012345', [123456789012345]],
  ])('%j → %j', (value, ids) => {
    expect(parseAppleIds(value)).toEqual(ids);
  });

  it.each([
    ['', 'Please select a podcast to continue.'],
    [' , ', 'Please select a podcast to continue.'],
    [42, 'Please select a podcast to continue.'],
    [undefined, 'Please select a podcast to continue.'],
    ['1,abc', 'Apple podcast ids are digits, separated by commas (for example 1500000000,1500007919).'],
    ['1234567890123456', 'Apple podcast ids are digits, separated by commas (for example 1500000000,1500007919).'],
    ['-1', 'Apple podcast ids are digits, separated by commas (for example 1500000000,1500007919).'],
    ['12x', 'Apple podcast ids are digits, separated by commas (for example 1500000000,1500007919).'],
  ])('%j is refused: %s', (value, error) => {
    expect(parseAppleIds(value)).toBe(error);
  });

  it(`takes ${MAX_APPLE_IDS} ids and refuses one more`, () => {
    const ids = Array.from({ length: MAX_APPLE_IDS + 1 }, (_, i) => i + 1);
    expect(parseAppleIds(ids.slice(0, MAX_APPLE_IDS))).toHaveLength(MAX_APPLE_IDS);
    expect(parseAppleIds(ids)).toBe(`Add at most ${MAX_APPLE_IDS} podcasts at a time.`);
  });
});

describe('claims', () => {
  const podcast = (id: number, apple_id: number, owner_id: number | null) => ({
    id,
    apple_id,
    owner_id,
    name: `P${id}`,
  });
  const user = { id: 7 } as User;
  const storeWith = (...podcasts: ReturnType<typeof podcast>[]): Store => ({
    ...emptyStore(),
    podcasts: podcasts as unknown as Podcast[],
  });

  it('checkClaims: unknown, taken by someone else, free, or already the user’s own', () => {
    const store = storeWith(podcast(1, 100, null), podcast(2, 200, 8), podcast(3, 300, 7));
    expect(checkClaims(store, user, [999, 200, 100, 300])).toEqual([
      { apple_id: 999, name: null, error: CLAIM_ERRORS.unknown },
      { apple_id: 200, name: 'P2', error: CLAIM_ERRORS.taken },
      { apple_id: 100, name: 'P1', error: null },
      { apple_id: 300, name: 'P3', error: null },
    ]);
  });

  it('claimPodcasts gives only the wanted podcasts to the user', () => {
    const store = storeWith(podcast(1, 100, null), podcast(2, 200, null), podcast(3, 300, 7));
    expect(claimPodcasts(store, user, [100, 300]).map((p) => p.id)).toEqual([1, 3]);
    expect(store.podcasts.map((p) => p.owner_id)).toEqual([7, null, 7]);
  });
});

describe('earningsPeriod: the console’s range for month M is the 2nd of M+1 to the 1st of M+2', () => {
  it.each([
    ['2026-02-02', '2026-03-01', '2026-01', '2026-01-01', '2026-01-31'],
    ['2026-01-02', '2026-02-01', '2025-12', '2025-12-01', '2025-12-31'],
    ['2026-12-02', '2027-01-01', '2026-11', '2026-11-01', '2026-11-30'],
    ['2024-03-02', '2024-04-01', '2024-02', '2024-02-01', '2024-02-29'],
  ])('%s…%s is month %s', (start, end, month, first, last) => {
    const period = earningsPeriod(start, end);
    expect(period).toEqual({ month, firstDay: period.firstDay, lastDay: period.lastDay });
    expect([isoOf(period.firstDay), isoOf(period.lastDay)]).toEqual([first, last]);
  });

  it.each([
    ['2026-02-01', '2026-03-01'],
    ['2026-02-02', '2026-03-02'],
    ['2026-02-02', '2026-04-01'],
    ['2026-02-12', '2026-02-20'],
  ])('any other range, %s…%s, is summed as sent and named after its start month', (start, end) => {
    const period = earningsPeriod(start, end);
    expect([isoOf(period.firstDay), isoOf(period.lastDay), period.month]).toEqual([start, end, '2026-02']);
  });

  it.each([
    ['2026-01', 'podcast_earnings_January_2026.csv'],
    ['2025-12', 'podcast_earnings_December_2025.csv'],
  ])('the file of %s is %s', (month, name) => {
    expect(earningsFileName(month)).toBe(name);
  });
});
