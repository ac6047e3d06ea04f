import { describe, expect, it } from 'vitest';
import { checkAppearance } from './appearance';
import { cssVarOf } from './appearance-css';
import { parseRgb } from './contrast';

const isColour = (v: string) => parseRgb(v) !== null || v === 'transparent';
const check = (input: unknown) => checkAppearance(input, isColour);

describe('cssVarOf', () => {
  it.each([
    ['colorPrimary', '--podspot-color-primary'],
    ['buttonPrimaryColorText', '--podspot-button-primary-color-text'],
    ['radius', '--podspot-radius'],
  ])('%s → %s', (key, name) => expect(cssVarOf(key)).toBe(name));
});

describe('checkAppearance: valid tokens become custom properties', () => {
  it.each<[Record<string, unknown>, [string, string][]]>([
    [{ colorPrimary: '#f97316' }, [['--podspot-color-primary', '#f97316']]],
    [{ colorBackground: ' #111827 ' }, [['--podspot-color-background', '#111827']]],
    [{ colorWarning: '#b45309' }, [['--podspot-color-warning', '#b45309']]],
    [{ radius: '0' }, [['--podspot-radius', '0']]],
    [
      { cardRadius: '1.5rem', spacingUnit: 'calc(2px + 2px)' },
      [
        ['--podspot-card-radius', '1.5rem'],
        ['--podspot-spacing-unit', 'calc(2px + 2px)'],
      ],
    ],
    [{ fontWeightBold: '800' }, [['--podspot-font-weight-bold', '800']]],
    [{ fontFamily: '"Inter", sans-serif' }, [['--podspot-font-family', '"Inter", sans-serif']]],
    [{ buttonSecondaryColorBorder: 'transparent' }, [['--podspot-button-secondary-color-border', 'transparent']]],
    [{ colorPrimary: undefined }, []],
  ])('%j', (input, vars) => {
    const out = check(input);
    expect(out.vars).toEqual(vars);
    expect(out.warnings).toEqual([]);
  });

  it('keeps the choices, fonts and tabular figures apart', () => {
    const fonts = [{ cssSrc: 'https://fonts.example/inter.css' }, { family: 'Inter', src: 'url(/inter.woff2)' }];
    const out = check({ colorScheme: 'dark', frame: 'none', overlay: 'drawer', tabularFigures: true, fonts });
    expect(out).toMatchObject({ vars: [], choices: { colorScheme: 'dark', frame: 'none', overlay: 'drawer' } });
    expect(out.fonts).toEqual(fonts);
    expect(out.tabularFigures).toBe(true);
    expect(out.warnings).toEqual([]);
  });
});

describe('checkAppearance: a value it cannot use is ignored with one line naming key, value and what is expected', () => {
  it.each<[Record<string, unknown>, string]>([
    [
      { colorPrimary: 'blurple' },
      '[Podspot] appearance.colorPrimary: "blurple" is not a CSS colour (e.g. "#5b3df5"); it is ignored.',
    ],
    [{ colorText: 12 }, '[Podspot] appearance.colorText: 12 is not a CSS colour (e.g. "#5b3df5"); it is ignored.'],
    [{ radius: 'round' }, '[Podspot] appearance.radius: "round" is not a CSS length (e.g. "8px"); it is ignored.'],
    [{ radius: '8' }, '[Podspot] appearance.radius: "8" is not a CSS length (e.g. "8px"); it is ignored.'],
    [
      { fontWeightBold: 'heavy' },
      '[Podspot] appearance.fontWeightBold: "heavy" is not a font weight 100–900; it is ignored.',
    ],
    [{ frame: 'box' }, '[Podspot] appearance.frame: "box" is not one of card, none; it is ignored.'],
    [{ title: 'off' }, '[Podspot] appearance.title: "off" is not one of show, hide; it is ignored.'],
    [
      { colorScheme: 'night' },
      '[Podspot] appearance.colorScheme: "night" is not one of light, dark, auto; it is ignored.',
    ],
    [{ tabularFigures: 'yes' }, '[Podspot] appearance.tabularFigures: "yes" is not true or false; it is ignored.'],
    [
      { fontFamily: 'x; } :host { display: none' },
      '[Podspot] appearance.fontFamily: "x; } :host { display: none" is not a CSS font-family list; it is ignored.',
    ],
    [
      { fonts: [{ cssSrc: 'javascript:alert(1)' }] },
      '[Podspot] appearance.fonts: [{"cssSrc":"javascript:alert(1)"}] is not a list of { cssSrc } or { family, src } font sources; it is ignored.',
    ],
    [
      { colourPrimary: '#fff' },
      '[Podspot] appearance.colourPrimary is not an appearance key (see sdk/docs/appearance.md); it is ignored.',
    ],
  ])('%j', (input, warning) => {
    const out = check({ ...input, colorBorder: '#e2e0ea' });
    expect(out.warnings).toEqual([warning]);
    expect(out.vars).toEqual([['--podspot-color-border', '#e2e0ea']]); // the rest applies
  });

  it.each([null, 'dark', 3])('a non-object (%j) warns and applies nothing', (input) => {
    const out = check(input);
    expect(out.vars).toEqual([]);
    expect(out.warnings).toHaveLength(1);
  });

  it('an absent appearance is no warning', () => expect(check(undefined).warnings).toEqual([]));
});
