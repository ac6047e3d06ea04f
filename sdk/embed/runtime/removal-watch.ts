/**
 * Widgets whose element the host may take out of the page without `unmount()` (a router swapping a view, a list
 * re-rendered): when an element is no longer in the document, its widget is unmounted, so it stops its requests and
 * sends no `ready` (docs/decisions/0038-mount-never-throws.md). A move (out and back in within one task) is not a
 * removal: the check runs after the host's script, on the mutation's microtask.
 */
const watched = new Map<Element, () => void>();
let observer: MutationObserver | null = null;

const sweep = () => {
  for (const [element, unmount] of watched) if (!element.isConnected) unmount();
};

/** Every root the element sits in: shadow roots of the host's own components, then the document. */
function rootsOf(element: Element): Node[] {
  const roots: Node[] = [];
  for (let root = element.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
    roots.push(root);
    if (!(root instanceof ShadowRoot)) return roots;
  }
}

/** Watches `element` until the returned function is called; `unmount` runs once it is out of the document. */
export function watchRemoval(element: Element, unmount: () => void): () => void {
  watched.set(element, unmount);
  observer ??= new MutationObserver(sweep);
  for (const root of rootsOf(element)) observer.observe(root, { childList: true, subtree: true });
  return () => {
    watched.delete(element);
    if (watched.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}
