// The appearance tokens, one list per kind of value; the public `Appearance` type (sdk/embed/appearance-types.ts) is
// checked against these lists, and each token becomes the custom property `--podspot-<kebab-case key>` that
// sdk/ui/base.css reads with today's look as its fallback (sdk/docs/appearance.md lists them with their defaults).

export const COLOUR_TOKENS = [
  'colorPrimary',
  'colorOnPrimary',
  'colorBackground',
  'colorOffsetBackground',
  'colorText',
  'colorSecondaryText',
  'colorBorder',
  'colorDanger',
  'colorSuccess',
  'colorWarning',
  'colorFocusRing',
  'buttonPrimaryColorBackground',
  'buttonPrimaryColorText',
  'buttonPrimaryColorBorder',
  'buttonSecondaryColorBackground',
  'buttonSecondaryColorText',
  'buttonSecondaryColorBorder',
  'badgeNeutralColorBackground',
  'badgeNeutralColorText',
  'badgeNeutralColorBorder',
  'badgeSuccessColorBackground',
  'badgeSuccessColorText',
  'fieldColorBackground',
  'fieldColorText',
  'fieldColorBorder',
  'tableHeaderColorBackground',
  'tableHeaderColorText',
  'tableRowColorHover',
  'tableRowColorSelected',
  'chartColorLine',
  'chartColorFill',
] as const;

export const LENGTH_TOKENS = [
  'fontSizeBase',
  'headingSizeLg',
  'headingSizeMd',
  'headingSizeSm',
  'spacingUnit',
  'radius',
  'cardRadius',
  'buttonRadius',
  'badgeRadius',
  'fieldRadius',
] as const;

export const WEIGHT_TOKENS = ['fontWeightNormal', 'fontWeightMedium', 'fontWeightBold'] as const;

/** Tokens whose value is one of a few words; the runtime sets them as `data-*` attributes, not custom properties. */
export const CHOICE_TOKENS = {
  colorScheme: ['light', 'dark', 'auto'],
  frame: ['card', 'none'],
  overlay: ['dialog', 'drawer'],
} as const;

export type ColourToken = (typeof COLOUR_TOKENS)[number];
export type LengthToken = (typeof LENGTH_TOKENS)[number];
export type WeightToken = (typeof WEIGHT_TOKENS)[number];
export type ChoiceToken = keyof typeof CHOICE_TOKENS;
/** Every key an appearance may have. */
export type AppearanceKey =
  ColourToken | LengthToken | WeightToken | ChoiceToken | 'fontFamily' | 'tabularFigures' | 'fonts';

/** `buttonPrimaryColorText` → `--podspot-button-primary-color-text`. */
export const cssVarOf = (key: string) => `--podspot-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Today's look, for the contrast rules (the same values as sdk/ui/base.css). */
export const SCHEME_DEFAULTS = {
  light: {
    colorBackground: '#ffffff',
    colorOffsetBackground: '#f6f6fa',
    colorText: '#1d1b26',
    colorSecondaryText: '#5f5b6e',
  },
  dark: {
    colorBackground: '#1c1a24',
    colorOffsetBackground: '#262330',
    colorText: '#f1eff7',
    colorSecondaryText: '#b3aec4',
  },
} as const;
