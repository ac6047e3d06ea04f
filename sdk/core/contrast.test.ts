import { describe, expect, it } from 'vitest';
import { contrast, parseRgb, type Rgb } from './contrast';

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
