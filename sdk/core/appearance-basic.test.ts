import { describe, expect, it } from 'vitest';
import { checkAppearance } from './appearance';
import { basicAppearance } from './appearance-basic';
import { parseRgb } from './contrast';

const isColour = (v: string) => parseRgb(v) !== null || v === 'transparent';

describe('basicAppearance: the first four options without the token lists', () => {
  it.each<[unknown]>([
    [undefined],
    [{}],
    [{ colorPrimary: '#f97316' }],
    [{ colorPrimary: ' #facc15 ', colorScheme: 'dark' }],
    [{ fontFamily: '"Inter", sans-serif', radius: '0' }],
    [{ radius: 'calc(2px + 2px)', colorScheme: 'light', colorPrimary: undefined }],
    [{ colorScheme: 'auto', fontFamily: 'Georgia', radius: '1.5rem', colorPrimary: 'transparent' }],
  ])('%j: what the full check gives', (input) => {
    expect(basicAppearance(input, isColour)).toEqual(checkAppearance(input, isColour));
  });

  it.each<[unknown]>([
    [null],
    ['#f97316'],
    [{ colorBackground: '#111827' }],
    [{ colorPrimary: '#f97316', frame: 'none' }],
    [{ colorPrimary: 'orangeish' }],
    [{ colorPrimary: 'red; }' }],
    [{ radius: '8' }],
    [{ colorScheme: 'sepia' }],
    [{ fontFamily: '' }],
    [{ fontFamily: 12 }],
    [{ fonts: [] }],
    [{ toString: '8px' }],
  ])('%j: left to the full check (more tokens, or a value it warns about)', (input) => {
    expect(basicAppearance(input, isColour)).toBeNull();
  });
});
