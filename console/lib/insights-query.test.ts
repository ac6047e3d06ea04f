import { describe, expect, it } from 'vitest';
import { parseIdParam, withIdParams, type IdSelection } from './insights-query';

describe('parseIdParam', () => {
  it.each<[string | null | undefined, IdSelection]>([
    ['1037', 1037],
    [' 12 ', 12],
    ['all', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
    ['0', 'all'],
    ['-3', 'all'],
    ['1.5', 'all'],
    ['12abc', 'all'],
    ['1e3', 'all'],
    ['9999999999999999', 'all'],
  ])('%j → %j', (value, expected) => expect(parseIdParam(value)).toBe(expected));
});

describe('withIdParams', () => {
  it.each<[string, Record<string, IdSelection>, string]>([
    ['', { advertiser_id: 1037 }, '?advertiser_id=1037'],
    ['?advertiser_id=1037', { advertiser_id: 'all' }, ''],
    ['?advertiser_id=1037&podcast_id=5', { podcast_id: 'all' }, '?advertiser_id=1037'],
    ['?podcast_id=5', { podcast_id: 6, advertiser_id: 7 }, '?podcast_id=6&advertiser_id=7'],
    ['?tab=x&podcast_id=5', { podcast_id: 'all', advertiser_id: 'all' }, '?tab=x'],
  ])('%s + %j → %s', (search, ids, expected) => expect(withIdParams(search, ids)).toBe(expected));
});
