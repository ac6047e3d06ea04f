import { COLOR_SCHEMES } from './appearance-basic';

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
  colorScheme: COLOR_SCHEMES,
  frame: ['card', 'none'],
  title: ['show', 'hide'],
  overlay: ['dialog', 'drawer'],
} as const;

export type ColourToken = (typeof COLOUR_TOKENS)[number];
export type LengthToken = (typeof LENGTH_TOKENS)[number];
export type WeightToken = (typeof WEIGHT_TOKENS)[number];
export type ChoiceToken = keyof typeof CHOICE_TOKENS;
/** Every key an appearance may have. */
export type AppearanceKey =
  ColourToken | LengthToken | WeightToken | ChoiceToken | 'fontFamily' | 'tabularFigures' | 'fonts';
