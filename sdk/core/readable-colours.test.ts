import { describe, expect, it } from 'vitest';
import { contrastWarnings } from './contrast-warnings';
import { parseRgb } from './contrast';
import { readableVars } from './readable-colours';

describe('readableVars: text on a host fill is picked unless the host sets it', () => {
  const pick = (fill: string) => `oklch(from var(${fill}) clamp(0, (0.58 - l) * 999, 1) 0 0)`;
  it.each<[Record<string, string>, Record<string, string>]>([
    [{}, {}], // the default look is left as it is
    [{ colorText: '#000000' }, {}],
    [
      { colorPrimary: '#facc15' },
      {
        '--podspot-color-on-primary': pick('--podspot-color-primary'),
        '--ps-link-light': 'oklch(from var(--podspot-color-primary) min(l, 0.53) c h)',
        '--ps-link-dark': 'oklch(from var(--podspot-color-primary) max(l, 0.8) c h)',
      },
    ],
    [
      { colorPrimary: '#facc15', colorOnPrimary: '#000000' },
      {
        '--ps-link-light': 'oklch(from var(--podspot-color-primary) min(l, 0.53) c h)',
        '--ps-link-dark': 'oklch(from var(--podspot-color-primary) max(l, 0.8) c h)',
      },
    ],
    [
      { buttonPrimaryColorBackground: '#f97316' },
      { '--podspot-button-primary-color-text': pick('--podspot-button-primary-color-background') },
    ],
    [
      { badgeSuccessColorBackground: '#0b3d2e', badgeNeutralColorBackground: '#eeeeee', badgeNeutralColorText: '#111' },
      { '--podspot-badge-success-color-text': pick('--podspot-badge-success-color-background') },
    ],
  ])('%j', (colours, vars) => expect(Object.fromEntries(readableVars(colours))).toEqual(vars));
});

describe('contrastWarnings: a host-forced pair under 4.5:1 is named with its ratio', () => {
  const line = (text: string, fill: string, ratio: string) =>
    `[Podspot] appearance: ${text} on ${fill} has a contrast of ${ratio}:1, under the 4.5:1 that text needs (WCAG AA).`;
  it.each<[Record<string, string>, string | undefined, string[]]>([
    [
      { colorText: '#999999', colorBackground: '#ffffff' },
      'light',
      [line('colorText "#999999"', 'colorBackground "#ffffff"', '2.85')],
    ],
    [
      { colorBackground: '#1d1b26' },
      'light',
      [
        line('colorText "#1d1b26"', 'colorBackground "#1d1b26"', '1.00'),
        line('colorSecondaryText "#5f5b6e"', 'colorBackground "#1d1b26"', '2.59'),
      ],
    ],
    [{ colorBackground: '#1d1b26' }, 'dark', []],
    [
      { colorOnPrimary: '#ffffff', colorPrimary: '#facc15' },
      undefined,
      [line('colorOnPrimary "#ffffff"', 'colorPrimary "#facc15"', '1.53')],
    ],
    [{ colorPrimary: '#facc15' }, undefined, []], // the text on it is picked, not forced
    [{ buttonPrimaryColorText: '#ffffff' }, undefined, []], // 6.12:1 on the default primary
    [
      { buttonPrimaryColorText: '#ffffff', colorPrimary: '#0ea5e9' },
      undefined,
      [line('buttonPrimaryColorText "#ffffff"', 'colorPrimary "#0ea5e9"', '2.77')],
    ],
    [{ colorText: '#f1eff7' }, 'dark', []],
    [{ colorWarning: '#8a5a00' }, 'light', []], // the default, 5.9:1 on white
    [{ colorWarning: '#facc15' }, 'light', [line('colorWarning "#facc15"', 'colorBackground "#ffffff"', '1.53')]],
    [{ colorWarning: '#facc15' }, 'dark', []],
    [{ colorText: '#f1eff7' }, 'light', [line('colorText "#f1eff7"', 'colorBackground "#ffffff"', '1.14')]],
    [{ colorText: 'oklch(0.9 0 0)' }, 'light', []], // a colour the reader cannot tell is not guessed at
  ])('%j (%s)', (colours, scheme, expected) => expect(contrastWarnings(colours, scheme, parseRgb)).toEqual(expected));
});
