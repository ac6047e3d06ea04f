import { describe, expect, it } from 'vitest';
import { contrast, parseRgb, readableOn, textOn, toHex, type Rgb } from './contrast';

const rgb = (v: string) => parseRgb(v) as Rgb;

describe('parseRgb', () => {
  it.each<[string, Rgb | null]>([
    ['#fff', [255, 255, 255]],
    ['#5B3DF5', [91, 61, 245]],
    ['#5b3df580', [91, 61, 245]],
    ['#f0f8', [255, 0, 255]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgba(10 20 30 / 50%)', [10, 20, 30]],
    ['rgb(300, 0, 0)', [255, 0, 0]],
    ['hsl(0 0% 0%)', null],
    ['#12345', null],
    ['purple', null],
  ])('%s', (value, expected) => expect(parseRgb(value)).toEqual(expected));
});

describe('contrast (WCAG 2.2)', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#f97316', '#ffffff', 2.8],
    ['#5b3df5', '#ffffff', 6.12],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s', (a, b, ratio) => expect(contrast(rgb(a), rgb(b))).toBeCloseTo(ratio, 1));
});

describe('textOn: white or ink, whichever reads better', () => {
  it.each<[string, string]>([
    ['#5b3df5', '#ffffff'],
    ['#111827', '#ffffff'],
    ['#facc15', '#1d1b26'],
    ['#f97316', '#1d1b26'],
    ['#0ea5e9', '#1d1b26'],
  ])('%s → %s', (fill, text) => expect(toHex(textOn(rgb(fill)))).toBe(text));
});

describe('readableOn: the primary as text reaches 4.5:1 on every background', () => {
  const light = [rgb('#ffffff'), rgb('#f6f6fa')];
  const dark = [rgb('#1c1a24'), rgb('#262330')];
  it.each<[string, Rgb[], string]>([
    ['#5b3df5', light, '#5b3df5'], // already readable: unchanged
    ['#facc15', light, 'moved'],
    ['#f97316', light, 'moved'],
    ['#0ea5e9', light, 'moved'],
    ['#111827', dark, 'moved'],
    ['#f97316', dark, '#f97316'],
  ])('%s', (colour, backs, expected) => {
    const out = readableOn(rgb(colour), backs);
    for (const back of backs) expect(contrast(out, back)).toBeGreaterThanOrEqual(4.5);
    if (expected === 'moved') expect(toHex(out)).not.toBe(colour);
    else expect(toHex(out)).toBe(expected);
  });
});
