import type { WidgetName } from '../../core/widget-names';
import { WIDGETS } from './widget-list';
import type { PodspotOptions, WidgetHandle } from '../public-types';

/** `init` arguments are checked at once, with a message that says what to fix. */
export function checkOptions(options: PodspotOptions) {
  // No options at all and options without `fetchToken` get the one message (the loader's bytes are few): both lack it.
  if (typeof options?.fetchToken !== 'function')
    throw new Error('Podspot.init: `fetchToken` must be a function returning a promise of an embed token.');
  if (options.apiBase !== undefined && !/^https?:\/\//.test(options.apiBase)) {
    throw new Error(`Podspot.init: \`apiBase\` must be an absolute http(s) URL, got "${options.apiBase}".`);
  }
  if (options.onEvent !== undefined && typeof options.onEvent !== 'function')
    throw new Error('Podspot.init: `onEvent` must be a function.');
}

/** The widget an element holds, whichever instance mounted it (two widgets in one element break both). */
export type Held = Element & { podspot?: string };

/**
 * The element `mount` is to use, or what makes the mount impossible (the line saying what to change): a destroyed
 * instance, an unknown widget, a selector that matches nothing or is not a selector (`div[`), an element in use.
 */
export function mountTarget(destroyed: boolean, name: string, target: string | Element): Held | string {
  let element: Held | null | undefined;
  try {
    element = typeof target === 'string' ? document.querySelector(target) : target;
  } catch {
    // not a selector (`div[`): the same line as one that matches nothing
  }
  // Short lines (the loader's bytes are few): sdk/README.md#mount-refused says what to change for each.
  return destroyed
    ? 'instance destroyed'
    : !WIDGETS.includes(name as WidgetName)
      ? `unknown widget "${name}"`
      : !(element instanceof Element)
        ? `no element matches "${target}" (yet)`
        : element.podspot
          ? `element holds a ${element.podspot} widget, unmount() it first`
          : element;
}

/** A `mount` that cannot be done: thrown under `strict`, else one console line and a handle that does nothing. */
export function refused(message: string, strict?: boolean): WidgetHandle<never> {
  message = `Podspot mount: ${message}`;
  if (strict) throw new Error(message);
  console.error(message);
  return { update() {}, unmount() {} };
}
