import { basicAppearance } from '../../core/appearance-basic';
import type { Appearance } from '../public-types';
import { readScheme } from './host-scheme';
import { isColour, themeOf, warnOnce, type Theme } from './theme-of';

/**
 * Reads an appearance as sdk/docs/appearance.md describes it: none, or the first four options with valid values, at
 * once; anything more through the lazy chunk of the full check (`theme-full.ts`), today's look if it cannot load.
 * `fontFamily: 'inherit'` is the mount element's own font: the runtime's `:host` rule keeps `font-family` inheriting,
 * so the element's computed value is the host's font. Without `colorScheme`, the scheme is the host page's
 * (sdk/embed/runtime/host-scheme.ts), never the visitor's system setting unless the host asks for `auto`.
 */
export function themeFor(appearance: Appearance, target: Element): Theme | Promise<Theme> {
  const input =
    appearance?.fontFamily === 'inherit'
      ? { ...appearance, fontFamily: getComputedStyle(target).fontFamily || 'inherit' }
      : appearance;
  const basic = basicAppearance(input, isColour);
  if (basic) return themeOf(basic, readScheme(target, basic));
  return import('./theme-full').then(
    (m) => m.fullTheme(input, target),
    () => {
      warnOnce('[Podspot] appearance: its checks could not be loaded; the widgets keep their default look.');
      const none = { vars: [], colours: {}, choices: {}, fonts: [], warnings: [] };
      return themeOf(none, readScheme(target, none));
    },
  );
}
