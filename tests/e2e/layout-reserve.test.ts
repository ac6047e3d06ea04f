import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';
import { animationsDone } from './settled.ts';

/**
 * Reserving a widget's room before its script runs, without `min-height` (sdk/README.md#layout): the host's own
 * placeholder inside the mount element shows until the widget's shadow root replaces it, so from the first paint to
 * the loaded widget the host content below does not move.
 */
const b = useBrowser();
const USER = 'publisher@podspot.test';

async function shiftsFromLoad(query: Record<string, string>) {
  const { page, context } = await b.open(DESKTOP);
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${b.examplesUrl}/host-look.html?${new URLSearchParams({ user: USER, ...query })}`);
  await page.waitForSelector('body[data-ready]');
  await animationsDone(page); // the last layout shift is recorded
  const seen = await page.evaluate(() => ({
    shift: (window as unknown as { shift: number }).shift,
    height: document.querySelector('#slot')!.getBoundingClientRect().height,
  }));
  await context.close();
  return seen;
}

describe("a host's own placeholder in the mount element", () => {
  it('keeps the page still from its first paint; without it the widget pushes the page', async () => {
    const page = { widget: 'earnings-card', width: '480', below: '1' };
    const bare = await shiftsFromLoad(page);
    expect(bare.shift).toBeGreaterThan(0.01);
    const reserved = await shiftsFromLoad({ ...page, reserve: String(Math.round(bare.height)) });
    expect(reserved.shift).toBeLessThanOrEqual(0.01);
    expect(Math.abs(reserved.height - bare.height)).toBeLessThanOrEqual(1);
  });
});
