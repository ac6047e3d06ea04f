/** Geometry of a sparkline: SVG path data for a series in a box, and which point a pointer is nearest to. */

export type SparklineBox = { width: number; height: number; pad: number };
export type SparklinePaths = { line: string; area: string };

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The line and the filled area under it, `xs` ascending, scaled to the box (the lowest value on the bottom edge, or
 * zero when every value is positive, so a flat series of earnings sits on the floor, not mid-air). A single point
 * or an empty series draws nothing.
 */
export function sparklinePaths(xs: readonly number[], ys: readonly number[], box: SparklineBox): SparklinePaths {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return { line: '', area: '' };
  const [x0, x1] = [xs[0], xs[n - 1]];
  let low = 0;
  let high = 0;
  for (let i = 0; i < n; i++) {
    low = Math.min(low, ys[i]);
    high = Math.max(high, ys[i]);
  }
  const spanX = x1 - x0 || 1;
  const spanY = high - low || 1;
  const innerW = box.width - 2 * box.pad;
  const innerH = box.height - 2 * box.pad;
  const px = (x: number) => round(box.pad + ((x - x0) / spanX) * innerW);
  const py = (y: number) => round(box.pad + innerH - ((y - low) / spanY) * innerH);
  let line = '';
  for (let i = 0; i < n; i++) line += `${i ? 'L' : 'M'}${px(xs[i])} ${py(ys[i])}`;
  const floor = py(Math.max(low, Math.min(0, high)));
  return { line, area: `${line}L${px(x1)} ${floor}L${px(x0)} ${floor}Z` };
}

/** The index of the point whose x is nearest to `fraction` (0 = left edge, 1 = right edge) of the series' x range. */
export function nearestIndex(xs: readonly number[], fraction: number): number {
  if (!xs.length) return -1;
  const target = xs[0] + Math.min(1, Math.max(0, fraction)) * (xs[xs.length - 1] - xs[0]);
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= target) lo = mid;
    else hi = mid;
  }
  return target - xs[lo] <= xs[hi] - target ? lo : hi;
}
