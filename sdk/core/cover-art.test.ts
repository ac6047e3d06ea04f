import { describe, expect, it } from 'vitest';
import { coverColours, coverGeometry, coverPath, coverStrokes, initialsOf } from './cover-art';

describe('coverColours: a palette colour by id, 30 % darker at the far corner', () => {
  it.each([
    [0, [91, 61, 245], [64, 43, 172]],
    [2, [228, 87, 46], [160, 61, 32]],
    [10, [228, 87, 46], [160, 61, 32]], // the palette repeats every 8 ids
    [5, [242, 165, 65], [169, 115, 46]],
  ])('%i', (id, from, to) => expect(coverColours(id)).toEqual([from, to]));
});

describe('initialsOf', () => {
  it.each([
    ['Modern Chess Digest', 'MC'],
    ['The Daily Drive', 'DD'],
    ['  ocean hours ', 'OH'],
    ['Émile', 'E'],
    ['The', ''],
    ['日本 ラジオ', ''], // the font draws A–Z and 0–9 only
  ])('%j → %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('coverStrokes', () => {
  it('draws one dot per lit cell of the pixel font and joins neighbours, centred on the cover', () => {
    const { segments, radius } = coverStrokes('I'); // I: 3 across the top and bottom, 5 down the middle
    const { cell } = coverGeometry(1);
    expect(radius).toBeCloseTo(0.44 * cell);
    const dots = segments.filter(([x0, y0, x1, y1]) => x0 === x1 && y0 === y1);
    expect(dots).toHaveLength(11);
    expect(segments).toHaveLength(11 + 10);
    const xs = segments.flatMap(([x0, , x1]) => [x0, x1]);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(120, 0);
  });
  it('draws nothing for a name without initials', () => expect(coverStrokes('The').segments).toEqual([]));
});

describe('coverPath', () => {
  it.each([
    [[], ''],
    [[[1, 2, 1, 2]], 'M1 2L1 2'],
    [
      [
        [0, 0, 10, 0],
        [10, 0, 10, 5.5],
      ],
      'M0 0L10 0M10 0L10 5.5',
    ],
  ])('%j', (segments, d) => expect(coverPath(segments as [number, number, number, number][])).toBe(d));
});
