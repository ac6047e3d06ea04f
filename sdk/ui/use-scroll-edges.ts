import { useEffect, type RefObject } from 'react';
import { scrollEdges } from '../core/scroll-edges';

/**
 * Marks a sideways-scrolling box with `data-more-start` / `data-more-end` while content lies beyond that edge, on
 * scroll and whenever its size changes, so its CSS can draw the cue. Data attributes: the renderer owns className.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = () => {
      const { start, end } = scrollEdges(el);
      el.toggleAttribute('data-more-start', start);
      el.toggleAttribute('data-more-end', end);
    };
    mark();
    el.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(el);
    resized?.observe(el.firstElementChild ?? el);
    return () => {
      el.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [ref]);
}
