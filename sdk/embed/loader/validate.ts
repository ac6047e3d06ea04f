import type { PodspotOptions } from '../public-types';

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

/** A selector or an element; a selector that matches nothing is a mistake worth stopping for. */
export function resolveTarget(target: string | Element): Element {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!(element instanceof Element)) {
    throw new Error(`Podspot mount: no element matches "${String(target)}". Mount after the element exists.`);
  }
  return element;
}
