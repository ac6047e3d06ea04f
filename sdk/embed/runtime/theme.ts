import { basicAppearance } from '../../core/appearance-basic';
import type { Appearance } from '../public-types';
import { isColour, themeOf, warnOnce, type Theme } from './theme-of';

/**
 * Reads an appearance as sdk/docs/appearance.md describes it: none, or the first four options with valid values, at
 * once; anything more through the lazy chunk of the full check (`theme-full.ts`), today's look if it cannot load.
 * `fontFamily: 'inherit'` is the mount element's own font: the runtime's `:host` rule keeps `font-family` inheriting,
 * so the element's computed value is the host's font.
 */
export function themeFor(appearance: Appearance, target: Element): Theme | Promise<Theme> {
  const input =
    appearance?.fontFamily === 'inherit'
      ? { ...appearance, fontFamily: getComputedStyle(target).fontFamily || 'inherit' }
      : appearance;
  const basic = basicAppearance(input, isColour);
  if (basic) return themeOf(basic);
  return import('./theme-full').then(
    (m) => m.fullTheme(input),
    () => {
      warnOnce('[Podspot] appearance: its checks could not be loaded; the widgets keep their default look.');
      return themeOf({ vars: [], colours: {}, choices: {}, fonts: [], warnings: [] });
    },
  );
}
