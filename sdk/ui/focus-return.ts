/** Everything that can take focus from Tab, in the order of the document. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** How long after closing a removed opener is still followed (the page reloads its list after a dialog closes). */
const FOLLOW_MS = 3000;

export type FocusMemory = { opener: HTMLElement; order: HTMLElement[] };

/**
 * The element focused as a dialog opens (in the dialog's own root: the document or a widget's shadow root) and, around
 * it, the root's focusable elements outside the dialog.
 */
export function rememberFocus(dialog: HTMLElement): FocusMemory | null {
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const opener = root.activeElement as HTMLElement | null;
  if (!opener || opener === dialog.ownerDocument.body) return null;
  const order = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => !dialog.contains(e));
  return { opener, order };
}

/** Nothing on the page has focus: it fell to the body when its element was removed. */
const focusLost = (doc: Document) => !doc.activeElement || doc.activeElement === doc.body;

function focusNeighbour({ opener, order }: FocusMemory) {
  if (!focusLost(opener.ownerDocument)) return; // the user has moved on
  const at = order.indexOf(opener);
  for (const candidate of [...order.slice(at + 1), ...order.slice(0, Math.max(at, 0)).reverse()]) {
    if (!candidate.isConnected || (candidate as HTMLButtonElement).disabled) continue;
    candidate.focus();
    // Hidden (collapsed, display: none) elements refuse focus: try the next.
    if ((candidate.getRootNode() as Document | ShadowRoot).activeElement === candidate) return;
  }
}

/**
 * Called after the dialog closed. The browser gives focus back to the opener itself; when the opener is gone, now or
 * a moment later (an accepted opportunity's row, a podspot that left the Draft tab when the list reloaded), focus would
 * fall to the body and a keyboard user would start again from the top: focus its nearest remaining neighbour instead,
 * the next one first.
 */
export function returnFocus(memory: FocusMemory | null) {
  if (!memory) return;
  if (!memory.opener.isConnected) return focusNeighbour(memory);
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    if (memory.opener.isConnected) return;
    observer.disconnect();
    focusNeighbour(memory);
  });
  observer.observe(memory.opener.getRootNode(), { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FOLLOW_MS);
}
