import { describe, expect, it } from 'vitest';
import { nearestIndex, sparklinePaths } from './sparkline';

const box = { width: 100, height: 50, pad: 0 };

describe('sparklinePaths', () => {
  it.each<[string, number[], number[], { line: string; area: string }]>([
    ['nothing to draw: empty', [], [], { line: '', area: '' }],
    ['nothing to draw: one point', [5], [3], { line: '', area: '' }],
    [
      'rising, positive values from the floor (zero)',
      [0, 1, 2],
      [0, 5, 10],
      { line: 'M0 50L50 25L100 0', area: 'M0 50L50 25L100 0L100 50L0 50Z' },
    ],
    [
      'positive values are scaled from zero, not from their minimum',
      [0, 1],
      [5, 10],
      { line: 'M0 25L100 0', area: 'M0 25L100 0L100 50L0 50Z' },
    ],
    [
      'a flat series of zeros lies on the floor',
      [0, 1],
      [0, 0],
      { line: 'M0 50L100 50', area: 'M0 50L100 50L100 50L0 50Z' },
    ],
    [
      'negative values: the area closes on zero',
      [0, 1, 2],
      [-10, 0, 10],
      { line: 'M0 50L50 25L100 0', area: 'M0 50L50 25L100 0L100 25L0 25Z' },
    ],
    [
      'uneven x spacing keeps its proportions',
      [0, 1, 4],
      [1, 1, 1],
      { line: 'M0 0L25 0L100 0', area: 'M0 0L25 0L100 0L100 50L0 50Z' },
    ],
  ])('%s', (_name, xs, ys, expected) => expect(sparklinePaths(xs, ys, box)).toEqual(expected));

  it('keeps inside the padding', () => {
    const { line } = sparklinePaths([0, 1], [0, 10], { width: 100, height: 50, pad: 4 });
    expect(line).toBe('M4 46L96 4');
  });
});

describe('nearestIndex', () => {
  it.each<[string, number[], number, number]>([
    ['no points', [], 0.5, -1],
    ['left edge', [0, 10, 20], 0, 0],
    ['right edge', [0, 10, 20], 1, 2],
    ['beyond the edges is clamped', [0, 10, 20], 1.7, 2],
    ['nearest below', [0, 10, 20], 0.2, 0],
    ['nearest above', [0, 10, 20], 0.3, 1],
    ['uneven spacing', [0, 1, 2, 100], 0.6, 3],
    ['one point', [7], 0.5, 0],
  ])('%s', (_name, xs, fraction, expected) => expect(nearestIndex(xs, fraction)).toBe(expected));
});
