import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

/**
 * The inbox's review modal and the uploader's go-live modal are chunks of their own (docs/performance.md#lazy-dialogs):
 * not downloaded before the widget's list is on screen, fetched once it is, and an open before the chunk is in shows a
 * spinner, then the dialog; a failed chunk shows a message with Retry.
 */
const b = useBrowser();

/** Whether `host item` matches inside the shadow root of `host` (or in the light DOM). */
function shownIn(selector: string) {
  const [host, item] = selector.split(' ');
  const root = document.querySelector(host);
  return Boolean(root?.querySelector(item) ?? root?.shadowRoot?.querySelector(item));
}

/** Holds every request for the chunk until `release()`, noting whether `listed` was on screen when it was asked for. */
async function holdChunk(page: Page, chunk: RegExp, listed: string) {
  const held: Route[] = [];
  const listShownAtRequest: boolean[] = [];
  let failing = false;
  let releasing = false;
  await page.route(chunk, async (route) => {
    // Through the widgets' shadow roots, as the page is when the request is made.
    listShownAtRequest.push(await page.evaluate(shownIn, listed));
    if (failing) return route.abort();
    if (releasing) return route.continue();
    held.push(route);
  });
  return {
    listShownAtRequest,
    fail: (on: boolean) => (failing = on),
    release: async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

describe('lazy dialogs', () => {
  it('the review chunk waits for the list; a Review before it arrives shows a spinner, then the dialog', async () => {
    const { page, context } = await b.open(DESKTOP);
    const chunk = await holdChunk(page, /\/chunks\/opportunity-review-[\w-]+\.js$/, '#inbox .ps-inbox__group');
    await page.goto(`${b.examplesUrl}/inbox-test.html`);
    await page.locator('#inbox .ps-inbox__group').first().waitFor();
    await expect.poll(() => chunk.listShownAtRequest.length).toBe(1); // prefetched once idle
    expect(chunk.listShownAtRequest).toEqual([true]);

    const review = page.locator('#inbox .ps-inbox__row').first().getByRole('button', { name: /^Review/ });
    await review.click();
    await page.locator('#inbox .ps-spinner[role="status"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await chunk.release();
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    await dialog.locator('.ps-review__figure').first().waitFor();
    expect(await page.locator('#inbox .ps-spinner[role="status"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => review.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el)).toBe(true);
    await context.close();
  });

  it('a failed review chunk shows a message with Retry, which loads the dialog', async () => {
    const { page, context } = await b.open(DESKTOP);
    const chunk = await holdChunk(page, /\/chunks\/opportunity-review-[\w-]+\.js$/, '#inbox .ps-inbox__group');
    chunk.fail(true);
    await page.goto(`${b.examplesUrl}/inbox-test.html`);
    await page.locator('#inbox .ps-inbox__row').first().getByRole('button', { name: /^Review/ }).click();
    const alert = page.locator('#inbox [role="alert"]').filter({ hasText: 'This part could not be loaded.' });
    await alert.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    chunk.fail(false);
    await chunk.release();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'Review opportunity' }).locator('.ps-review__figure').first().waitFor();
    await context.close();
  });

  it('the go-live chunk waits for the attention list; an Upload before it arrives opens once it is in', async () => {
    const { page, context } = await b.open(DESKTOP);
    const chunk = await holdChunk(page, /\/chunks\/go-live-dialog-[\w-]+\.js$/, '#golive .ps-golive-row');
    await page.goto(`${b.examplesUrl}/golive-test.html`);
    await page.locator('#golive .ps-golive-row').first().waitFor();
    await expect.poll(() => chunk.listShownAtRequest.length).toBe(1);
    expect(chunk.listShownAtRequest).toEqual([true]);

    await page.locator('#golive .ps-golive-row').first().getByRole('button').first().click();
    await page.locator('#golive .ps-spinner[role="status"]').first().waitFor();
    expect(await page.locator('#golive dialog[open]').count()).toBe(0);
    await chunk.release();
    await page.locator('#golive dialog[open] .ps-golive-steps').waitFor();
    await context.close();
  });
});
