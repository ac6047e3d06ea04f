import type { CheckedAppearance } from '../../core/appearance';
import type { Rgb } from '../../core/contrast';
import { hostScheme, parseComputed, shownBackground } from '../../core/host-scheme';

/** The element a node hangs from, across shadow roots (a widget mounted inside another component's shadow root). */
export const parentOf = (el: Element): Element | null =>
  el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host || null);

/** The computed fills from `el` up to the root element, innermost first (sdk/core/host-scheme.ts lays them over). */
export function fillsFrom(el: Element | null): string[] {
  const fills: string[] = [];
  for (; el; el = parentOf(el)) fills.push(getComputedStyle(el).backgroundColor);
  return fills;
}

/**
 * The scheme a widget draws in on `target` (sdk/core/host-scheme.ts). The mount element's own `color-scheme` is reset
 * by the shadow host's `all: initial` unless the host sets it there, so an unset one is read from its parent.
 */
export function readScheme(target: Element, checked: CheckedAppearance, background?: Rgb | null): string {
  const asked = checked.choices.colorScheme;
  if (asked || background) return hostScheme({ asked, background, declared: '', shown: null, filled: false });
  const own = getComputedStyle(target).colorScheme || 'normal';
  const parent = parentOf(target);
  const declared = own !== 'normal' || !parent ? own : getComputedStyle(parent).colorScheme || 'normal';
  const fills = fillsFrom(target);
  const filled = fills.some((f) => parseComputed(f)?.[3] !== 0);
  return hostScheme({ declared, shown: shownBackground(fills), filled });
}
