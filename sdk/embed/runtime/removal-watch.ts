/**
 * Widgets whose element the host may take out of the page without `unmount()` (a router swapping a view): once an
 * element is no longer in the document its widget is unmounted, so it stops its requests and sends no `ready`
 * (docs/decisions/0038-mount-never-throws.md). The check runs on the mutation's microtask, after the host's script: a
 * move (out and back in within one task) is not a removal.
 */
const watched = new Map<Element, () => void>();
let observer: MutationObserver | undefined;

/** Watches `element` (in the document, or in a shadow root of the host's) until the returned function is called. */
export function watchRemoval(element: Element, unmount: () => void): () => void {
  watched.set(element, unmount);
  observer ??= new MutationObserver(() => watched.forEach((gone, el) => el.isConnected || gone()));
  for (const root of [document, element.getRootNode()]) observer.observe(root, { childList: true, subtree: true });
  return () => void watched.delete(element);
}
