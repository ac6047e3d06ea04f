import { afterAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { useBrowser } from './browser.ts';
import { compareScreenshot, serveTestFonts, settleForScreenshot, testFont } from './visual-kit.ts';

/**
 * The visual regression suite (sdk/docs/appearance.md#visual-tests): each widget in the playground, in five looks and
 * three container widths, compared with tests/visual/baselines/ by pixelmatch. Deterministic: the bundled test font,
 * the demo scenario in a sandbox of its own, the page's clock fixed at the sandbox's, animations off.
 */
const b = useBrowser();
const WIDGETS = [
  ['earnings-card', 'publisher@podspot.test'],
  ['opportunities-inbox', 'publisher@podspot.test'],
  ['go-live-uploader', 'publisher@podspot.test'],
  ['spend-table', 'advertiser@podspot.test'],
] as const;
const LOOKS = {
  light: { colorScheme: 'light' },
  dark: { colorScheme: 'dark' },
  'yellow-light': { colorScheme: 'light', colorPrimary: '#facc15' },
  'orange-dark': {
    colorScheme: 'dark',
    colorPrimary: '#f97316',
    colorBackground: '#0f1115',
    colorOffsetBackground: '#181b21',
    colorBorder: '#2a2f38',
  },
  'frame-none': { colorScheme: 'light', frame: 'none' },
} as const;
const WIDTHS = [280, 480, 960];
/** The day the baselines show: dates, relative times and the chart's axis come out the same whenever the suite runs. */
const VISUAL_NOW = '2026-11-27T12:00:00Z';
/** Every key some look sets: each is unset before the next look (`update` merges). */
const LOOK_KEYS = [...new Set(Object.values(LOOKS).flatMap((look) => Object.keys(look)))];

const sandboxes: MockSandbox[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
});

describe('visual regression: widgets × looks × container widths', () => {
  it.each(WIDGETS)(
    '%s',
    async (widget, user) => {
      const sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox({
        scenario: 'demo',
        now: VISUAL_NOW,
      });
      sandboxes.push(sandbox);
      // Tall enough that every lazy cover (sdk/ui/use-near-viewport.ts) is near the viewport and loads: no race.
      const { page, context } = await b.open({ width: 1280, height: 3200 });
      await context.setExtraHTTPHeaders(sandbox.headers);
      await serveTestFonts(context);
      await page.clock.setFixedTime(await sandbox.clock.now());
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const font = testFont(new URL(b.examplesUrl).origin);
      const query = new URLSearchParams({ widget, user, width: '960', appearance: JSON.stringify(font) });
      await page.goto(`${b.examplesUrl}/playground?${query}`);
      const host = page.locator('#widget');
      await host.locator('.ps-root > *').first().waitFor();
      const failures: string[] = [];
      for (const [look, tokens] of Object.entries(LOOKS)) {
        await page.evaluate(
          ({ tokens, font, keys }) => {
            const pg = (window as unknown as { playground: { podspot: { update(o: object): void } } }).playground;
            const reset = Object.fromEntries(keys.map((k) => [k, undefined]));
            pg.podspot.update({ appearance: { ...reset, ...font, ...tokens } });
          },
          { tokens, font, keys: LOOK_KEYS },
        );
        for (const width of WIDTHS) {
          await page.evaluate((w) => (document.getElementById('widget')!.style.width = `${w}px`), width);
          await settleForScreenshot(page);
          const problem = await compareScreenshot(host, `${widget}-${look}-${width}`);
          if (problem) failures.push(problem);
        }
      }
      expect(failures.join('\n')).toBe('');
      await context.close();
    },
    120_000,
  );
});
