import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { DESKTOP, useBrowser } from './browser.ts';
import { animationsDone, nextFrames } from './settled.ts';

/**
 * The size contract (sdk/README.md#layout): a loading placeholder takes the loaded content's room for the same props
 * and width, so from the placeholder to the loaded widget the page's layout shift — the Layout Instability API's
 * `layout-shift` entries, host content below the widget included — stays ≤ 0.01. The API answers 600 ms late, so the
 * placeholder is on screen first; three container widths, each widget.
 * (The widget appearing at all, in a slot the host gave no height, is the host's to reserve: sdk/README.md#layout.)
 */
const b = useBrowser();
const DELAY_MS = 600;
const CASES = [
  { widget: 'earnings', user: 'publisher@podspot.test' },
  { widget: 'inbox', user: 'publisher@podspot.test' },
  { widget: 'inbox-compact', user: 'publisher@podspot.test' },
  { widget: 'golive', user: 'publisher@podspot.test' },
  { widget: 'spend', user: 'advertiser@podspot.test' },
  { widget: 'onboarding', user: 'newpub@podspot.test' },
  { widget: 'payouts', user: 'publisher@podspot.test' },
  // The banner's default list takes no room until its lines are in (sdk/README.md#layout): its summary holds.
  { widget: 'banner-summary', user: 'publisher@podspot.test' },
  { widget: 'banner-summary', user: 'newpub@podspot.test' },
];

// Each case in a sandbox of its own: the demo as seeded, whatever other tests accepted or uploaded meanwhile (the
// go-live list's rows are the publisher's podspots).
let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('loading to loaded does not move the page', () => {
  for (const c of CASES) {
    for (const width of [280, 480, 960]) {
      it(`${c.widget} (${c.user}) at ${width} px`, async () => {
        sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
        const { page, context } = await b.open(DESKTOP);
        await context.setExtraHTTPHeaders(sandbox.headers);
        await page.addInitScript(() => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
          const w = window as unknown as { shifts: { value: number; at: number }[] };
          w.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Shift[])
              if (!e.hadRecentInput) w.shifts.push({ value: e.value, at: Math.round(e.startTime) });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        let delayed = 0;
        await page.route(`${b.consoleUrl}/api/**`, async (route) => {
          if (!route.request().url().includes('/api/partner/')) {
            delayed += 1;
            await new Promise((r) => setTimeout(r, DELAY_MS));
          }
          await route.continue();
        });
        const user = encodeURIComponent(c.user);
        await page.goto(`${b.examplesUrl}/layout-test.html?widget=${c.widget}&width=${width}&user=${user}`);
        await page.locator('#slot [aria-busy="true"]').first().waitFor();
        await nextFrames(page); // the placeholder's own first frame is behind us
        const slotHeight = () => page.evaluate(() => document.querySelector('#slot')!.getBoundingClientRect().height);
        const placeholder = await slotHeight();
        const since = await page.evaluate(() => performance.now());
        const before = await page.locator('#slot [aria-busy="true"]').count();
        await page.waitForSelector('body[data-ready]');
        await page.waitForFunction(() =>
          // A cover the layout hides (the spend table's below 400 px) never loads: only drawn ones count.
          [...(document.querySelector('#slot')!.shadowRoot!.querySelectorAll('img') ?? [])].every(
            (i) => i.complete || i.getClientRects().length === 0,
          ),
        );
        await animationsDone(page); // the last layout after the images, and its shift entries, are in
        const shifts = await page.evaluate(
          (t0) => (window as unknown as { shifts: { value: number; at: number }[] }).shifts.filter((e) => e.at > t0),
          since,
        );
        const loaded = await slotHeight();
        expect(before).toBeGreaterThan(0);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(delayed).toBeGreaterThan(0);
        expect(total, JSON.stringify({ placeholder, loaded, shifts })).toBeLessThanOrEqual(0.01);
        // The contract itself, whatever the viewport shows: the placeholder is as tall as what replaces it.
        expect(Math.abs(loaded - placeholder), `${placeholder} → ${loaded} px`).toBeLessThanOrEqual(1);
        await context.close();
      });
    }
  }
});
