import { checkAppearance, type FontSource } from '../../core/appearance';
import type { Appearance } from '../public-types';
import { readScheme } from './host-scheme';
import { readColour } from './read-colour';
import { isColour, themeOf, warnOnce, type Theme } from './theme-of';

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

/**
 * Every token of an appearance (sdk/docs/appearance.md), checked against the token lists: what the runtime loads only
 * when a host gives more than the first four options, or a value it must warn about.
 */
export function fullTheme(appearance: Appearance, target: Element): Theme {
  const checked = checkAppearance(appearance, isColour);
  checked.warnings.forEach(warnOnce);
  const background = checked.colours.colorBackground;
  const scheme = readScheme(target, checked, background ? readColour(background) : null);
  // Only a developer reads these: the contrast rules load on their own, after the widget has drawn.
  if (Object.keys(checked.colours).length)
    import('./contrast-check').then((m) => m.checkContrast(checked.colours, scheme).forEach(warnOnce));
  loadFonts(checked.fonts);
  return themeOf(checked, scheme);
}
