import { describe, expect, it } from 'vitest';
import type { Rgb } from './contrast';
import { hostScheme, isDark, parseComputed, shownBackground, type SchemeReading } from './host-scheme';

describe('parseComputed', () => {
  it.each([
    ['rgb(250, 250, 250)', [250, 250, 250, 1]],
    ['rgba(0, 0, 0, 0)', [0, 0, 0, 0]],
    ['rgb(10 20 30 / 50%)', [10, 20, 30, 0.5]],
    ['color(srgb 1 0.5 0)', [255, 128, 0, 1]],
    ['color(srgb 0 0 0 / 0.25)', [0, 0, 0, 0.25]],
    ['oklch(0.5 0.1 200)', null],
    ['transparent', null],
  ])('%s', (value, expected) => expect(parseComputed(value)).toEqual(expected));
});

describe('shownBackground', () => {
  it.each<[string, string[], Rgb | null]>([
    ['nothing filled: the white canvas', ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'], [255, 255, 255]],
    ['the first opaque fill wins', ['rgba(0, 0, 0, 0)', 'rgb(15, 27, 61)', 'rgb(255, 255, 255)'], [15, 27, 61]],
    ['a half-clear fill over an opaque one', ['rgba(0, 0, 0, 0.5)', 'rgb(200, 200, 200)'], [100, 100, 100]],
    ['an unreadable fill: cannot tell', ['oklch(0.2 0 0)'], null],
  ])('%s', (_, fills, expected) => expect(shownBackground(fills)).toEqual(expected));
});

describe('isDark', () => {
  it.each<[Rgb, boolean]>([
    [[250, 250, 250], false],
    [[15, 27, 61], true],
    [[28, 26, 36], true],
    [[110, 110, 110], true],
    [[128, 128, 128], false],
  ])('%j', (colour, dark) => expect(isDark(colour)).toBe(dark));
});

const light: Rgb = [250, 250, 250];
const navy: Rgb = [15, 27, 61];
const base: SchemeReading = { declared: 'normal', shown: light, filled: true };

describe('hostScheme', () => {
  it.each<[string, Partial<SchemeReading>, string]>([
    ['a light page, nothing asked', {}, 'light'],
    ['a dark page, nothing asked', { shown: navy }, 'dark'],
    ["the host's colorScheme first", { asked: 'dark' }, 'dark'],
    ["'auto' only when asked", { asked: 'auto' }, 'auto'],
    ["the host's colorBackground before the page", { background: navy }, 'dark'],
    ['a declared color-scheme before the fill', { declared: 'dark', shown: light }, 'dark'],
    ["'only light' is light", { declared: 'only light', shown: navy }, 'light'],
    ['both schemes declared: the fill tells which shows', { declared: 'light dark', shown: navy }, 'dark'],
    ['both declared on a bare canvas: it follows the system', { declared: 'light dark', filled: false }, 'auto'],
    ['nothing declared on a bare canvas: light', { filled: false }, 'light'],
    ['an unreadable fill: light', { shown: null }, 'light'],
  ])('%s', (_, reading, expected) => expect(hostScheme({ ...base, ...reading })).toBe(expected));
});
