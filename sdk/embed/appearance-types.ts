import type { AppearanceKey } from '../core/appearance-tokens';
import type { FontSource } from '../core/appearance';

export type { FontSource };

/**
 * Look of every widget of an instance (reference with every default: sdk/docs/appearance.md). Each token is
 * optional; unset means Podspot's own look, light or dark by `colorScheme`. Colours are any CSS colour, lengths any
 * CSS length. A value that cannot be used is ignored with one console warning; the rest applies. `update()` applies a
 * change at once, without remounting or a request.
 */
export type Appearance = {
  /** `light`, `dark`, or `auto` (follows the user's system setting). Default `auto`. */
  colorScheme?: 'light' | 'dark' | 'auto';
  /** Buttons, links, focus rings, the chart. Default `#5b3df5`. Links use it adjusted to 4.5:1 on the background. */
  colorPrimary?: string;
  /** Text on the primary colour. Default: white or near-black, whichever contrasts more with `colorPrimary`. */
  colorOnPrimary?: string;
  /** The widget's background. Default `#ffffff` light, `#1c1a24` dark. */
  colorBackground?: string;
  /** Wells, hovered rows, the file drop area. Default `#f6f6fa` light, `#262330` dark. */
  colorOffsetBackground?: string;
  /** Body text. Default `#1d1b26` light, `#f1eff7` dark. */
  colorText?: string;
  /** Labels and hints. Default `#5f5b6e` light, `#b3aec4` dark. */
  colorSecondaryText?: string;
  /** Borders and dividers. Default `#e2e0ea` light, `#3a3646` dark. */
  colorBorder?: string;
  /** Errors. Default `#c62828` light, `#ff8a80` dark. */
  colorDanger?: string;
  /** Success messages and done steps. Default `#176b3c` light, `#6fdc9c` dark. */
  colorSuccess?: string;
  /**
   * Warnings: pending states and their badges, as text on a 15% tint of itself over `colorBackground`. Default
   * `#8a5a00` on `#fff1d6` light, `#f5c26b` on `#3a3024` dark.
   */
  colorWarning?: string;
  /** Keyboard focus outlines. Default `colorPrimary`. */
  colorFocusRing?: string;
  /** Primary button fill. Default `colorPrimary`; hover and pressed shades are derived from it. */
  buttonPrimaryColorBackground?: string;
  /** Primary button text. Default `colorOnPrimary`, or chosen by contrast with `buttonPrimaryColorBackground`. */
  buttonPrimaryColorText?: string;
  /** Primary button border. Default `transparent`. */
  buttonPrimaryColorBorder?: string;
  /** Secondary (quiet) button fill. Default `transparent`. */
  buttonSecondaryColorBackground?: string;
  /** Secondary button text. Default the readable primary (as links). */
  buttonSecondaryColorText?: string;
  /** Secondary button border. Default `colorBorder`. */
  buttonSecondaryColorBorder?: string;
  /** Count badges: fill. Default `colorOffsetBackground`. */
  badgeNeutralColorBackground?: string;
  /** Count badges: text. Default `colorSecondaryText`. */
  badgeNeutralColorText?: string;
  /** Count badges: border. Default `colorBorder`. */
  badgeNeutralColorBorder?: string;
  /** Done badges (a completed go-live step): fill. Default `colorSuccess`. */
  badgeSuccessColorBackground?: string;
  /** Done badges: text. Default `#ffffff`, or chosen by contrast with `badgeSuccessColorBackground`. */
  badgeSuccessColorText?: string;
  /** Selects and inputs: fill. Default `colorBackground`. */
  fieldColorBackground?: string;
  /** Selects and inputs: text. Default `colorText`. */
  fieldColorText?: string;
  /** Selects and inputs: border. Default `colorBorder`. */
  fieldColorBorder?: string;
  /** Table header row fill. Default `colorBackground`. */
  tableHeaderColorBackground?: string;
  /** Table header text. Default `colorSecondaryText`. */
  tableHeaderColorText?: string;
  /** A hovered table row. Default `colorOffsetBackground`. */
  tableRowColorHover?: string;
  /** The mark of a selected table row. Default `colorPrimary`. */
  tableRowColorSelected?: string;
  /** The earnings chart's line. Default `colorPrimary`. */
  chartColorLine?: string;
  /** The area under the chart's line. Default `chartColorLine` at 14%. */
  chartColorFill?: string;
  /** Any CSS font-family; `inherit` uses the mount element's own font. Default a system font stack. */
  fontFamily?: string;
  /** Body text size, a CSS length. Default `14px`. */
  fontSizeBase?: string;
  /** Dialog titles. Default `17px`. */
  headingSizeLg?: string;
  /** Widget titles. Default `16px`. */
  headingSizeMd?: string;
  /** Section and row titles. Default `15px`. */
  headingSizeSm?: string;
  /** Body weight, 100–900. Default `400`. */
  fontWeightNormal?: string;
  /** Buttons, links, labels. Default `600`. */
  fontWeightMedium?: string;
  /** Titles and figures. Default `700`. */
  fontWeightBold?: string;
  /** Figures in equal-width digits everywhere (tables always use them). Default `false`. */
  tabularFigures?: boolean;
  /** The base of the card and dialog padding (4 units). Default `4px`. */
  spacingUnit?: string;
  /** Every corner radius at once (cards, buttons, fields). Default `8px`. */
  radius?: string;
  /** Cards and dialogs. Default `radius`. */
  cardRadius?: string;
  /** Buttons. Default `radius`. */
  buttonRadius?: string;
  /** Badges. Default `999px` (a pill). */
  badgeRadius?: string;
  /** Selects and inputs. Default `radius`. */
  fieldRadius?: string;
  /** `card` draws the widget's own bordered card; `none` sits flush in the host's panel. Default `card`. */
  frame?: 'card' | 'none';
  /**
   * The widget's own heading ("Earnings", "Opportunities" with its count, …): `hide` when the host's panel already
   * names it. Hidden, it still names the widget for screen readers. Default `show`.
   */
  title?: 'show' | 'hide';
  /** The review and go-live dialogs: a centred `dialog` or a `drawer` from the inline end. Default `dialog`. */
  overlay?: 'dialog' | 'drawer';
  /**
   * Fonts to load for `fontFamily`: a stylesheet URL (`{ cssSrc }`, its origin allowed by the page's `style-src` and
   * `font-src`) or a face (`{ family, src: 'url(…)', weight, style, display, unicodeRange }`, loaded through the
   * FontFace API, so no inline style is needed under a strict CSP). Default none.
   */
  fonts?: FontSource[];
};

/** Fails to compile when the public type and the token lists of sdk/core drift apart. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _AppearanceKeysMatch = Assert<Same<keyof Appearance, AppearanceKey>>;
