import { describe, expect, it } from 'vitest';
import { contrast, parseRgb, type Rgb } from './contrast';
import { readableColours } from './readable-colours';

const rgb = (v: string) => parseRgb(v) as Rgb;
const vars = (colours: Record<string, string>, scheme?: string) =>
  Object.fromEntries(readableColours(colours, scheme, parseRgb).vars);
const warnings = (colours: Record<string, string>, scheme?: string) =>
  readableColours(colours, scheme, parseRgb).warnings;

describe('text on a host fill is chosen by contrast unless the host sets it', () => {
  it.each<[Record<string, string>, string, string]>([
    [{ colorPrimary: '#facc15' }, '--podspot-color-on-primary', '#1d1b26'],
    [{ colorPrimary: '#111827' }, '--podspot-color-on-primary', '#ffffff'],
    [{ buttonPrimaryColorBackground: '#f97316' }, '--podspot-button-primary-color-text', '#1d1b26'],
    [{ badgeSuccessColorBackground: '#0b3d2e' }, '--podspot-badge-success-color-text', '#ffffff'],
  ])('%j sets %s to %s', (colours, name, value) => expect(vars(colours)[name]).toBe(value));

  it('a host-set text colour is left alone', () => {
    expect(vars({ colorPrimary: '#facc15', colorOnPrimary: '#000000' })['--podspot-color-on-primary']).toBeUndefined();
  });

  it('nothing is derived without host colours (the default look stays as it is)', () => {
    expect(readableColours({}, 'light', parseRgb)).toEqual({ vars: [], warnings: [] });
  });
});

describe('links: the primary as text reaches 4.5:1 in each scheme', () => {
  it.each(['#facc15', '#f97316', '#0ea5e9', '#111827', '#5b3df5'])('%s', (primary) => {
    const out = vars({ colorPrimary: primary });
    for (const back of ['#ffffff', '#f6f6fa'])
      expect(contrast(rgb(out['--ps-link-light']), rgb(back))).toBeGreaterThanOrEqual(4.5);
    for (const back of ['#1c1a24', '#262330'])
      expect(contrast(rgb(out['--ps-link-dark']), rgb(back))).toBeGreaterThanOrEqual(4.5);
  });

  it("follows a host's own background", () => {
    const link = vars({ colorPrimary: '#f97316', colorBackground: '#0b0b0f', colorOffsetBackground: '#16161d' })[
      '--ps-link-light'
    ];
    expect(contrast(rgb(link), rgb('#0b0b0f'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a host-forced pair under 4.5:1 is named with its ratio', () => {
  it.each<[Record<string, string>, string | undefined, string[]]>([
    [
      { colorText: '#999999', colorBackground: '#ffffff' },
      'light',
      [
        '[Podspot] appearance: colorText "#999999" on colorBackground "#ffffff" has a contrast of 2.85:1, under the 4.5:1 that text needs (WCAG AA).',
      ],
    ],
    [
      { colorBackground: '#1d1b26' },
      'light',
      [
        '[Podspot] appearance: colorText "#1d1b26" on colorBackground "#1d1b26" has a contrast of 1.00:1, under the 4.5:1 that text needs (WCAG AA).',
        '[Podspot] appearance: colorSecondaryText "#5f5b6e" on colorBackground "#1d1b26" has a contrast of 2.59:1, under the 4.5:1 that text needs (WCAG AA).',
      ],
    ],
    [
      { colorOnPrimary: '#ffffff', colorPrimary: '#facc15' },
      undefined,
      [
        '[Podspot] appearance: colorOnPrimary "#ffffff" on colorPrimary "#facc15" has a contrast of 1.53:1, under the 4.5:1 that text needs (WCAG AA).',
      ],
    ],
    [{ buttonPrimaryColorText: '#ffffff' }, undefined, []], // 6.12:1 on the default primary
    [
      { buttonPrimaryColorText: '#ffffff', colorPrimary: '#0ea5e9' },
      undefined,
      [
        '[Podspot] appearance: buttonPrimaryColorText "#ffffff" on colorPrimary "#0ea5e9" has a contrast of 2.77:1, under the 4.5:1 that text needs (WCAG AA).',
      ],
    ],
    [{ colorText: '#f1eff7' }, 'dark', []],
    [
      { colorText: '#f1eff7' },
      'light',
      [
        '[Podspot] appearance: colorText "#f1eff7" on colorBackground "#ffffff" has a contrast of 1.14:1, under the 4.5:1 that text needs (WCAG AA).',
      ],
    ],
  ])('%j (%s)', (colours, scheme, expected) => expect(warnings(colours, scheme)).toEqual(expected));
});
