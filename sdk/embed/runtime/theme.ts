import { checkAppearance, type FontSource } from '../../core/appearance';
import { readableVars } from '../../core/readable-colours';
import type { Appearance } from '../public-types';

const warned = new Set<string>();
/** One console line per cause per page, however many widgets and updates repeat it. */
const warnOnce = (line: string) => {
  if (warned.has(line)) return;
  warned.add(line);
  console.warn(line);
};

// Relative colour syntax (Chromium 119, Safari 18, Firefox 128) picks text on host colours; older browsers keep today's.
const relativeColours = () => typeof CSS !== 'undefined' && !!CSS.supports?.('color', 'oklch(from red l c h)');

const isColour = (value: string) => typeof CSS === 'undefined' || !CSS.supports || CSS.supports('color', value);

const loaded = new Set<string>();
/** Fonts go to the document (an `@font-face` inside a shadow root is not used); each source is added once. */
function loadFonts(fonts: FontSource[]) {
  for (const font of fonts) {
    const key = JSON.stringify(font);
    if (loaded.has(key)) continue;
    loaded.add(key);
    const failed = () =>
      warnOnce(`[Podspot] appearance.fonts: ${key} could not be loaded; the next font of fontFamily is used.`);
    try {
      if ('cssSrc' in font) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = font.cssSrc;
        link.onerror = failed;
        document.head.append(link);
      } else {
        const { family, src, ...descriptors } = font;
        const face = new FontFace(family, src, descriptors);
        document.fonts.add(face);
        face.load().catch(failed);
      }
    } catch {
      failed();
    }
  }
}

/** What one widget applies for an appearance: its host's custom properties and the root's `data-*` switches. */
export type Theme = { css: string; data: Record<string, string> };

/**
 * Reads an appearance as sdk/docs/appearance.md describes it. `fontFamily: 'inherit'` is the mount element's own
 * font: the runtime's `:host` rule keeps `font-family` inheriting, so the element's computed value is the host's font.
 */
export function themeFor(appearance: Appearance, target: Element): Theme {
  const input =
    appearance?.fontFamily === 'inherit'
      ? { ...appearance, fontFamily: getComputedStyle(target).fontFamily || 'inherit' }
      : appearance;
  const checked = checkAppearance(input, isColour);
  checked.warnings.forEach(warnOnce);
  // Only a developer reads these: the contrast rules load on their own, after the widget has drawn.
  if (Object.keys(checked.colours).length)
    import('./contrast-check').then((m) =>
      m.checkContrast(checked.colours, checked.choices.colorScheme).forEach(warnOnce),
    );
  loadFonts(checked.fonts);
  const { colorScheme = 'auto', frame = 'card', overlay = 'dialog' } = checked.choices;
  return {
    css: `:host { ${[...checked.vars, ...(relativeColours() ? readableVars(checked.colours) : [])].map(([k, v]) => `${k}: ${v};`).join(' ')} }`,
    data: { scheme: colorScheme, frame, overlay, tabular: String(!!checked.tabularFigures) },
  };
}
