import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/**
 * `appearance.overlay: 'drawer'` (sdk/docs/appearance.md): the review and go-live dialogs open as a full-height drawer
 * at the inline end of the viewport, whatever the widget's own width; focus stays inside while it is open, Escape
 * closes it and focus goes back to the button that opened it.
 */
const b = useBrowser();

const CASES = [
  { widget: 'opportunities-inbox', opener: 'Review', dialog: 'Review opportunity' },
  { widget: 'go-live-uploader', opener: 'Upload Podspot', dialog: 'Go-live instructions' },
];
// A 280 px column and a full-width widget on a desktop page, and the whole page 280 px wide.
const SIZES = [
  { container: 280, viewport: { width: 1280, height: 800 } },
  { container: 1280, viewport: { width: 1280, height: 800 } },
  { container: 280, viewport: { width: 280, height: 640 } },
];

/** The deepest focused element's description, through shadow roots, and whether it is inside the open dialog. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const dialog = el?.closest('dialog[open]');
    return { inDialog: !!dialog, text: el ? `${el.tagName} ${el.textContent?.trim().slice(0, 40)}` : 'none' };
  });

describe('overlay: drawer', () => {
  it.each(CASES.flatMap((c) => SIZES.map((s) => ({ ...c, ...s }))))(
    '$widget at $container px in a $viewport.width px page',
    async ({ widget, opener, dialog: name, container, viewport }) => {
      const { page, context } = await b.open(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const query = new URLSearchParams({
        widget,
        user: 'publisher@podspot.test',
        width: String(container),
        appearance: JSON.stringify({ overlay: 'drawer' }),
      });
      await page.goto(`${b.examplesUrl}/playground?${query}`);
      const button = page.locator('#widget').getByRole('button', { name: opener }).first();
      await button.click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();

      // Position: flush with the viewport's end edge, top to bottom, as wide as the dialog would be (or the page).
      const box = (await dialog.boundingBox())!;
      const expectedWidth = Math.min(widget === 'go-live-uploader' ? 920 : 560, viewport.width - 24);
      expect(Math.round(box.x + box.width), 'right edge').toBe(viewport.width);
      expect(Math.round(box.y), 'top').toBe(0);
      expect(Math.round(box.height), 'height').toBe(viewport.height);
      expect(Math.round(box.width), 'width').toBe(expectedWidth);
      const radius = await dialog.evaluate((d) => getComputedStyle(d).borderRadius);
      expect(radius).toBe('0px');

      // Focus trap: Tab and Shift+Tab through more stops than the drawer has never leave it.
      expect((await focusState(page)).inDialog, 'focus moved into the drawer').toBe(true);
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press(key);
          const state = await focusState(page);
          expect(state.inDialog, `after ${i + 1}× ${key}, focus on ${state.text}`).toBe(true);
        }
      }

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // Given back once the dialog has closed (an effect after the close, a frame later on a busy machine).
      await expect
        .poll(async () => (await focusState(page)).text, { message: 'focus back on the opener' })
        .toContain(opener);
      await context.close();
    },
  );
});
