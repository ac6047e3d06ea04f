// A call's server time with nothing else in flight: the figure the per-answer goal (≤ 20 ms p50) is about, beside the
// one the page saw, which includes waiting behind the page's other calls on the server's one thread.
import { appDuration } from './api-answers.ts';
import { median } from './browser.ts';

/** The headers that decide the answer; the browser's others (user agent, referer…) do not. */
const KEPT = ['authorization', 'x-podspot-sandbox', 'origin'];

/**
 * Asks `request` again, one call after the other (20 calls, or fewer once 2 s have passed, 5 at least), as the browser
 * did (compressed), and returns the median of its `Server-Timing` app time in ms.
 */
export async function serverTimeAlone(request: { url: string; headers: Record<string, string> }): Promise<number> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  for (const [name, value] of Object.entries(request.headers))
    if (KEPT.includes(name.toLowerCase())) headers[name.toLowerCase()] = value;
  const times: number[] = [];
  const began = performance.now();
  for (let i = 0; i < 20 && (i < 5 || performance.now() - began < 2000); i++) {
    const res = await fetch(request.url, { headers });
    await res.arrayBuffer();
    times.push(appDuration(Object.fromEntries(res.headers)));
  }
  return median(times);
}
