// What the widget runtime (theme.ts) and the lazy full check (theme-full.ts) share.
import type { CheckedAppearance } from '../../core/appearance';
import { readableVars } from '../../core/readable-colours';

const warned = new Set<string>();
/** One console line per cause per page, however many widgets and updates repeat it. */
export const warnOnce = (line: string) => {
  if (warned.has(line)) return;
  warned.add(line);
  console.warn(line);
};

// Relative colour syntax (Chromium 119, Safari 18, Firefox 128) picks text on host colours; older browsers keep today's.
const relativeColours = () => typeof CSS !== 'undefined' && !!CSS.supports?.('color', 'oklch(from red l c h)');

export const isColour = (value: string) => typeof CSS === 'undefined' || !CSS.supports || CSS.supports('color', value);

/**
 * What one widget applies for an appearance: its host's custom properties and the root's `data-*` switches;
 * `coloured` when the host set a colour of the text or of the card it is drawn on.
 */
export type Theme = { css: string; data: Record<string, string>; coloured: boolean };

/** The custom properties and switches of a checked appearance; `colorScheme`: the one read for its host. */
export function themeOf(checked: CheckedAppearance, colorScheme: string): Theme {
  const { frame = 'card', title = 'show', overlay = 'dialog' } = checked.choices;
  return {
    css: `:host { ${[...checked.vars, ...(relativeColours() ? readableVars(checked.colours) : [])].map(([k, v]) => `${k}: ${v};`).join(' ')} }`,
    data: { scheme: colorScheme, frame, title, overlay, tabular: String(!!checked.tabularFigures) },
    coloured: ['colorText', 'colorSecondaryText', 'colorBackground'].some((k) => k in checked.colours),
  };
}
