import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberFocus, returnFocus } from './focus-return';

/** A page with a list of row buttons and a dialog, in the document or in a shadow root. */
function setUp(inShadow: boolean) {
  const host = document.createElement('div');
  document.body.append(host);
  const root: Document | ShadowRoot = inShadow ? host.attachShadow({ mode: 'open' }) : document;
  const container = inShadow ? (root as ShadowRoot) : host;
  container.innerHTML = `
    <ul>
      <li id="row-1"><button id="review-1">Review</button></li>
      <li id="row-2"><button id="review-2">Review</button></li>
      <li id="row-3"><button id="review-3">Review</button></li>
    </ul>
    <ul hidden><li><button id="collapsed">Review</button></li></ul>
    <dialog><button id="accept">Accept</button></dialog>`;
  const get = (id: string) => (container as ParentNode).querySelector<HTMLElement>(`#${id}`)!;
  return { root, get, dialog: get('accept').closest('dialog')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each([
  ['the document', false],
  ['a shadow root', true],
] as const)('focus given back after a dialog, in %s', (_, inShadow) => {
  const active = (root: Document | ShadowRoot) => root.activeElement?.id;

  it('focuses the next remaining control when the opener was removed', () => {
    const { root, get, dialog } = setUp(inShadow);
    get('review-2').focus();
    const memory = rememberFocus(dialog);
    get('row-2').remove();
    returnFocus(memory);
    expect(active(root)).toBe('review-3');
  });

  it('falls back to the previous control when the opener was the last one', () => {
    const { root, get, dialog } = setUp(inShadow);
    get('review-3').focus();
    const memory = rememberFocus(dialog);
    get('row-3').remove();
    get('collapsed').remove(); // what follows is gone too
    returnFocus(memory);
    expect(active(root)).toBe('review-2');
  });

  it('leaves focus alone when the opener is still there (the browser gives it back)', () => {
    const { root, get, dialog } = setUp(inShadow);
    get('review-1').focus();
    const memory = rememberFocus(dialog);
    get('review-3').focus();
    returnFocus(memory);
    expect(active(root)).toBe('review-3');
  });

  it('follows an opener removed a moment after closing (the list reloads)', async () => {
    const { root, get, dialog } = setUp(inShadow);
    get('review-2').focus();
    const memory = rememberFocus(dialog);
    returnFocus(memory);
    get('row-2').remove();
    await vi.waitFor(() => expect(active(root)).toBe('review-3'));
  });

  it('leaves focus where the user put it when the opener leaves later', async () => {
    const { root, get, dialog } = setUp(inShadow);
    get('review-2').focus();
    const memory = rememberFocus(dialog);
    returnFocus(memory);
    get('review-1').focus();
    // Observers are told of a mutation in the order they were made: once this one has heard, so has returnFocus's.
    const heard = new Promise((resolve) =>
      new MutationObserver(resolve).observe(root, { childList: true, subtree: true }),
    );
    get('row-2').remove();
    await heard;
    expect(active(root)).toBe('review-1');
  });

  it('remembers nothing when nothing had focus', () => {
    const { dialog } = setUp(inShadow);
    expect(rememberFocus(dialog)).toBeNull();
  });
});
