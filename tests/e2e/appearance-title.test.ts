import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/**
 * `appearance.title: 'hide'` (sdk/docs/appearance.md#look): the widget's own heading leaves the screen, the content
 * moves up into its place, and the heading still names the widget for screen readers. Set from the playground's
 * control, so it applies through `update()`.
 */
const b = useBrowser();

describe("appearance.title: 'hide'", () => {
  it.each([
    ['earnings-card', 'publisher@podspot.test', 'Earnings', '.ps-earnings .ps-select'],
    ['opportunities-inbox', 'publisher@podspot.test', 'Opportunities', '.ps-inbox .ps-select'],
    ['go-live-uploader', 'publisher@podspot.test', 'Requires attention', '.ps-golive-list'],
    ['spend-table', 'advertiser@podspot.test', 'Podcasts', '.ps-spend .ps-select'],
  ])('%s: off the screen, still its name', async (widget, user, name, first) => {
    const { page, context, errors } = await b.open({ width: 1280, height: 900 });
    await page.goto(`${b.examplesUrl}/playground?${new URLSearchParams({ widget, user, width: '480' })}`);
    const host = page.locator('#widget');
    // The uploader's loading placeholder draws rows too: its list is in once a row has its action.
    await host
      .locator(widget === 'go-live-uploader' ? '.ps-golive-row__action' : first)
      .first()
      .waitFor();
    const heading = host.locator('.ps-widget-title');
    const top = () =>
      host
        .locator(first)
        .first()
        .evaluate((el) => {
          // The card through the shadow root: a row swapped by a re-render would be detached from it.
          const card = (el.getRootNode() as ShadowRoot).querySelector('.ps-card')!.getBoundingClientRect();
          return el.getBoundingClientRect().top - card.top;
        });
    const shown = await top();
    expect((await heading.boundingBox())!.height).toBeGreaterThan(10);

    await page.locator('select[name="title"]').selectOption('hide');
    await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    // The content takes the heading's place (a head row's control stays where it was): no empty band above it.
    expect(await top()).toBeLessThanOrEqual(Math.min(shown, 24));
    await expect.poll(() => host.getByRole('region', { name, exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
