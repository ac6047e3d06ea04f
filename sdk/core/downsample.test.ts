import { describe, expect, it } from 'vitest';
import { downsample, type LineSeries } from './downsample';

const series = (ys: (number | null)[]): LineSeries => ({ xs: ys.map((_, i) => i * 10), ys });

describe('downsample (min–max per bucket, only when there are more points than pixels)', () => {
  it.each<[string, (number | null)[], number, LineSeries]>([
    ['fits: unchanged', [1, 2, 3], 3, series([1, 2, 3])],
    ['fewer points than the budget: unchanged', [5, 1], 800, series([5, 1])],
    ['a budget under 4 points: unchanged', [1, 2, 3, 4, 5], 3, series([1, 2, 3, 4, 5])],
    ['no budget (NaN width): unchanged', [1, 2, 3, 4, 5], Number.NaN, series([1, 2, 3, 4, 5])],
    // 8 points into 6: first, last, and two buckets of three inner points each keeping min and max in x order.
    [
      'keeps first, last and each bucket’s extremes in x order',
      [0, 5, 1, 9, 2, 8, 3, 4],
      6,
      { xs: [0, 20, 30, 40, 50, 70], ys: [0, 1, 9, 2, 8, 4] },
    ],
    ['a flat bucket keeps one point', [1, 2, 2, 2, 7, 7, 7, 1], 6, { xs: [0, 10, 40, 70], ys: [1, 2, 7, 1] }],
    [
      'a bucket of gaps keeps one gap',
      [1, null, null, null, 4, 6, 5, 2],
      6,
      { xs: [0, 10, 40, 50, 70], ys: [1, null, 4, 6, 2] },
    ],
    [
      'gaps beside figures are skipped',
      [1, null, 3, null, 2, 9, null, 0],
      6,
      { xs: [0, 20, 40, 50, 70], ys: [1, 3, 2, 9, 0] },
    ],
  ])('%s', (_name, ys, budget, expected) => expect(downsample(series(ys), budget)).toEqual(expected));

  it.each([
    [3 * 365, 600],
    [2517, 1000],
    [2517, 391],
    [10_000, 1280],
    [801, 800],
  ])('%i points into %i px: within budget, ascending, ends kept', (count, px) => {
    const input = series(Array.from({ length: count }, (_, i) => Math.round(Math.sin(i / 7) * 100 + i)));
    const out = downsample(input, px);
    expect(out.xs.length).toBeLessThanOrEqual(px);
    expect(out.xs.length).toBe(out.ys.length);
    expect(out.xs[0]).toBe(0);
    expect(out.xs.at(-1)).toBe((count - 1) * 10);
    expect(out.xs.every((x, i) => i === 0 || x > out.xs[i - 1])).toBe(true);
    // The overall extremes survive.
    expect(Math.max(...(out.ys as number[]))).toBe(Math.max(...(input.ys as number[])));
    expect(Math.min(...(out.ys as number[]))).toBe(Math.min(...(input.ys as number[])));
  });
});
