import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

/**
 * The inbox's review modal and the uploader's go-live modal are chunks of their own (docs/performance.md#lazy-dialogs):
 * not downloaded before the widget's list is on screen, fetched once it is, and an open before the chunk is in shows a
 * spinner, then the dialog; a failed chunk shows a message with Retry.
 */
const b = useBrowser();

/**
 * Holds every request for the chunk until `release()`, and notes in `order` when the list's answer came in ('list') and
 * when the chunk was asked for ('chunk'). The list's answer is 600 ms late: the page is idle meanwhile, so a chunk
 * fetched before the list is on screen would be seen.
 */
async function holdChunk(page: Page, chunk: RegExp, list: RegExp) {
  const held: Route[] = [];
  const order: string[] = [];
  let failing = false;
  let releasing = false;
  page.on('requestfinished', (request) => list.test(request.url()) && order.push('list'));
  page.on('request', (request) => chunk.test(request.url()) && order.push('chunk'));
  await page.route(list, (route) => new Promise((done) => setTimeout(() => done(route.continue()), 600)));
  await page.route(chunk, async (route) => {
    if (failing) return route.abort();
    if (releasing) return route.continue();
    held.push(route);
  });
  return {
    order,
    fail: (on: boolean) => (failing = on),
    release: async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

const REVIEW = /\/chunks\/opportunity-review-[\w-]+\.js$/;
const INBOX_LIST = /\/api\/earn\/opportunities\?/;
const GO_LIVE = /\/chunks\/go-live-dialog-[\w-]+\.js$/;
const ATTENTION_LIST = /\/api\/earn\/podspots\?/;

describe('lazy dialogs', () => {
  it('the review chunk waits for the list; a Review before it arrives shows a spinner, then the dialog', async () => {
    const { page, context } = await b.open(DESKTOP);
    const chunk = await holdChunk(page, REVIEW, INBOX_LIST);
    await page.goto(`${b.examplesUrl}/inbox-test.html`);
    await page.locator('#inbox .ps-inbox__group').first().waitFor();
    await expect.poll(() => chunk.order).toEqual(['list', 'chunk']); // prefetched once idle, after the list

    const review = page
      .locator('#inbox .ps-inbox__row')
      .first()
      .getByRole('button', { name: /^Review/ });
    await review.click();
    await page.locator('#inbox .ps-spinner[role="status"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await chunk.release();
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    await dialog.locator('.ps-review__figure').first().waitFor();
    expect(await page.locator('#inbox .ps-spinner[role="status"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => review.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el))
      .toBe(true);
    await context.close();
  });

  it('a failed review chunk shows a message with Retry, which loads the dialog', async () => {
    const { page, context } = await b.open(DESKTOP);
    const chunk = await holdChunk(page, REVIEW, INBOX_LIST);
    chunk.fail(true);
    await page.goto(`${b.examplesUrl}/inbox-test.html`);
    await page
      .locator('#inbox .ps-inbox__row')
      .first()
      .getByRole('button', { name: /^Review/ })
      .click();
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
    const chunk = await holdChunk(page, GO_LIVE, ATTENTION_LIST);
    await page.goto(`${b.examplesUrl}/golive-test.html`);
    await page.locator('#golive .ps-golive-row').first().waitFor();
    await expect.poll(() => chunk.order).toEqual(['list', 'chunk']);

    await page.locator('#golive .ps-golive-row').first().getByRole('button').first().click();
    await page.locator('#golive .ps-spinner[role="status"]').first().waitFor();
    expect(await page.locator('#golive dialog[open]').count()).toBe(0);
    await chunk.release();
    await page.locator('#golive dialog[open] .ps-golive-steps').waitFor();
    await context.close();
  });
});
