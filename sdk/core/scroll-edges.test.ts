import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges';

describe('scrollEdges', () => {
  it.each([
    ['fits: no edge', { scrollLeft: 0, clientWidth: 600, scrollWidth: 600 }, { start: false, end: false }],
    [
      'at the start of a wide table',
      { scrollLeft: 0, clientWidth: 300, scrollWidth: 780 },
      { start: false, end: true },
    ],
    ['in the middle', { scrollLeft: 200, clientWidth: 300, scrollWidth: 780 }, { start: true, end: true }],
    ['at the end', { scrollLeft: 480, clientWidth: 300, scrollWidth: 780 }, { start: true, end: false }],
    [
      'half a pixel from the end counts as the end',
      { scrollLeft: 479.5, clientWidth: 300, scrollWidth: 780 },
      { start: true, end: false },
    ],
    [
      'half a pixel from the start counts as the start',
      { scrollLeft: 0.5, clientWidth: 300, scrollWidth: 780 },
      { start: false, end: true },
    ],
    [
      'one pixel from either edge still counts as the edge',
      { scrollLeft: 1, clientWidth: 300, scrollWidth: 302 },
      { start: false, end: false },
    ],
    [
      'right-to-left, scrolled towards its end',
      { scrollLeft: -200, clientWidth: 300, scrollWidth: 780 },
      { start: true, end: true },
    ],
    [
      'right-to-left, at its end',
      { scrollLeft: -480, clientWidth: 300, scrollWidth: 780 },
      { start: true, end: false },
    ],
  ])('%s', (_, box, edges) => {
    expect(scrollEdges(box)).toEqual(edges);
  });
});
