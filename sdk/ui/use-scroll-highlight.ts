import { useEffect, useRef } from 'react';

/** The scrollbar highlight goes 1 second after scrolling stops (docs/behaviour/earn.md#insights-behaviour). */
const SCROLL_HIGHLIGHT_MS = 1000;

/**
 * A scroll box's highlight: `data-scrolling` on the element while it scrolls and for 1 s after (its CSS colours the
 * scrollbar). Put `ref` and `onScroll` on the box.
 */
export function useScrollHighlight<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A data attribute, not className: the renderer owns className and would drop a class added here.
  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    el.dataset.scrolling = '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => delete el.dataset.scrolling, SCROLL_HIGHLIGHT_MS);
  };
  return { ref, onScroll };
}
