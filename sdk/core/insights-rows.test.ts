import { describe, expect, it } from 'vitest';
import { withSelectedRow, type PodcastOptionLike } from './insights-rows';

type R = { id: number; name: string; spend: number };
const podcasts: PodcastOptionLike[] = [
  { id: 1, name: 'One', small_artwork: '1.svg' },
  { id: 9, name: 'Nine', small_artwork: '9.svg' },
];
const empty = (p: PodcastOptionLike): R => ({ id: p.id, name: p.name, spend: 0 });
const rows: R[] = [{ id: 1, name: 'One', spend: 5 }];

describe('withSelectedRow', () => {
  it.each<[string, number | 'all', PodcastOptionLike[] | null, number[]]>([
    ['all adds nothing', 'all', podcasts, [1]],
    ['a selected row that exists adds nothing', 1, podcasts, [1]],
    ['a missing selected podcast gets an empty row', 9, podcasts, [1, 9]],
    ['an unknown podcast adds nothing', 4, podcasts, [1]],
    ['no podcast list yet adds nothing', 9, null, [1]],
  ])('%s', (_name, selected, list, ids) => {
    expect(withSelectedRow(rows, selected, list, empty).map((r) => r.id)).toEqual(ids);
  });

  it('makes the empty row from the podcast', () => {
    expect(withSelectedRow(rows, 9, podcasts, empty).at(-1)).toEqual({ id: 9, name: 'Nine', spend: 0 });
  });
});
