/** A scroll box's sideways position, as the DOM gives it (`scrollLeft` is 0 or negative in right-to-left boxes). */
export type SidewaysScroll = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/** Sub-pixel scroll positions (zoom, fractional widths) count as at the edge below this many CSS pixels. */
const SLACK = 1;

/**
 * Which edges of a scroll box have content beyond them (docs/behaviour/sdk-widgets.md#states): `start` once it has
 * scrolled from its start, `end` while there is more towards its end. Right-to-left boxes count from their start too.
 */
export function scrollEdges({ scrollLeft, clientWidth, scrollWidth }: SidewaysScroll) {
  const from = Math.abs(scrollLeft);
  const hidden = scrollWidth - clientWidth;
  return { start: from > SLACK, end: hidden - from > SLACK };
}
