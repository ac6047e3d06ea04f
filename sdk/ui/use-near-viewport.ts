import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How far past the edge of the view an element counts as near. Chromium's own `loading="lazy"` reaches 1,250 px and
 * more on fast links: in a long list that is thirty images at once, whose requests hold every connection to the API
 * and delay the list's own answer when the user sorts or filters right after it appears.
 */
const NEAR_MARGIN = '300px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        unwatch(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

/**
 * Whether the element given the returned ref has come near the view; once true it stays true. Elements share one
 * observer. Where there is no IntersectionObserver, everything counts as near.
 */
export function useNearViewport<T extends Element>(enabled = true): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return;
    return watch(element, () => setNear(true));
  }, [near, enabled]);
  return [ref, near];
}
