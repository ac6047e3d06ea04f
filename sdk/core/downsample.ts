/** Fewer points for a line chart that would draw more points than it has pixels across. */

/** x ascending; y may hold gaps (null). */
export type LineSeries = { xs: readonly number[]; ys: readonly (number | null)[] };

/**
 * Min–max decimation: at most `maxPoints` points (a chart passes its width in pixels). The first and the last point
 * stay, so the x axis keeps its range; in between, each bucket of neighbouring points keeps its lowest and its
 * highest value, in x order, so peaks and dips survive (an average would flatten them). A bucket of gaps only keeps
 * one gap. A series that already fits, or a budget under 4 points, comes back as it is.
 */
export function downsample<S extends LineSeries>(
  series: S,
  maxPoints: number,
): S | { xs: number[]; ys: (number | null)[] } {
  const { xs, ys } = series;
  const n = xs.length;
  if (n <= maxPoints || !(maxPoints >= 4)) return series;
  const inner = n - 2; // points between the first and the last
  const buckets = Math.floor((maxPoints - 2) / 2);
  const outX: number[] = [xs[0]];
  const outY: (number | null)[] = [ys[0]];
  for (let b = 0; b < buckets; b++) {
    const start = 1 + Math.floor((b * inner) / buckets);
    const end = 1 + Math.floor(((b + 1) * inner) / buckets);
    let low = -1;
    let high = -1;
    for (let i = start; i < end; i++) {
      const y = ys[i];
      if (y === null) continue;
      if (low < 0 || y < (ys[low] as number)) low = i;
      if (high < 0 || y > (ys[high] as number)) high = i;
    }
    if (low < 0) {
      outX.push(xs[start]);
      outY.push(null);
      continue;
    }
    for (const i of low === high ? [low] : low < high ? [low, high] : [high, low]) {
      outX.push(xs[i]);
      outY.push(ys[i]);
    }
  }
  outX.push(xs[n - 1]);
  outY.push(ys[n - 1]);
  return { xs: outX, ys: outY };
}
