/** What the user sees where a widget's code could not load: the widget's own CSS never arrived, so plain styled DOM. */
export const LOAD_ERROR_MESSAGE = 'This part of Podspot could not load. Check your connection and try again.';

/**
 * Puts the message and a Retry into the target's shadow root (the widget replaces them once it mounts). Written for
 * the loader's few bytes: one paragraph holding the text and the button, no listener object, no form to submit.
 */
export function showLoadError(target: Element, retry: () => void) {
  const shadow = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
  const box = document.createElement('p');
  box.setAttribute('role', 'alert');
  // `all: initial` keeps the host page's inherited styles out, as the widgets' :host rule does; CSSOM writes pass a
  // strict CSP (no style element, no style attribute in markup; `style.cssText` is CSSOM, `onclick` a property).
  box.style.cssText =
    'all:initial;display:block;font:14px system-ui;color:#222;background:#fff;padding:12px;border:1px solid';
  box.textContent = `${LOAD_ERROR_MESSAGE} `;
  const button = document.createElement('button');
  button.textContent = 'Retry';
  button.onclick = () => {
    box.remove();
    retry();
  };
  box.append(button);
  shadow.replaceChildren(box);
}

/** Before the widget's own unmount, which empties the shadow root whatever it holds: the message is its only alert. */
export const clearLoadError = (target: Element) => target.shadowRoot?.querySelector('[role=alert]')?.remove();
