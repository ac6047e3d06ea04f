import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshot, useBrowser } from './browser.ts';

const b = useBrowser();
const USER = 'publisher@podspot.test';
type ApiOpportunity = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  publisher_podcast_name: string;
  created_at: string;
};

/** What the widget should show, asked of the API directly with an embed token of the same user. */
async function apiOpportunities(rejected = false) {
  const { token } = (await (
    await fetch(`${b.examplesUrl}/my-backend/podspot-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: USER }),
    })
  ).json()) as { token: string };
  const answer = await fetch(`${b.consoleUrl}/api/earn/opportunities?rejected=${rejected}`, {
    headers: { authorization: `Bearer ${token}`, origin: b.examplesUrl },
  });
  return answer.json() as Promise<{ data: { opportunities: ApiOpportunity[] }; rejected_opportunities: number }>;
}

/** The viewport only (screenshot() takes the full page): a modal dialog is seen as the user sees it. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });

const fault = (rule: object) =>
  fetch(`${b.consoleUrl}/api/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });

async function openInbox(viewport = DESKTOP, query = '') {
  const opened = await b.open(viewport);
  await opened.page.goto(`${b.examplesUrl}/inbox-test.html${query}`);
  await opened.page.locator('#inbox .ps-inbox__group').first().waitFor();
  return opened;
}

const groupNames = (page: Page) => page.locator('#inbox .ps-inbox__group-name').allTextContents();
const row = (page: Page, id: number) => page.locator(`#inbox .ps-inbox__row[data-opportunity-id="${id}"]`);
const events = (page: Page, type: string) => page.locator(`#event-log li[data-type="${type}"]`).allTextContents();
// The oldest offer: the test that accepts it changes nothing other test files are likely to read first.
const oldest = (list: ApiOpportunity[]) =>
  [...list].sort((x, y) => Date.parse(x.created_at) - Date.parse(y.created_at))[0];

describe('opportunities-inbox on the examples site', () => {
  it("shows the API's opportunities by campaign; review, instructions PDF, accept", async () => {
    const { page, context, errors } = await openInbox();
    const api = await apiOpportunities();
    const campaigns = [...new Map(api.data.opportunities.map((o) => [o.campaign_id, o.campaign_name])).values()];
    expect(await groupNames(page)).toEqual(campaigns); // the API answers newest first, so do the groups
    expect(await page.locator('#inbox .ps-inbox__row').count()).toBe(api.data.opportunities.length);
    expect(await page.locator('#inbox .ps-inbox__title').textContent()).toBe(
      `Opportunities ${api.data.opportunities.length}`,
    );
    expect(await page.locator('#inbox .ps-inbox__foot').textContent()).toBe(
      `Not interested ${api.rejected_opportunities}`,
    );
    expect(await page.locator('#inbox .ps-inbox__estimate').first().textContent()).toMatch(
      /^Estimated monthly earnings: \$[\d,]+\/m$/,
    );
    await page.locator('#event-log li[data-type="ready"]').waitFor();
    const artwork = page.locator('#inbox img.ps-inbox__art').first();
    await expect
      .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'inbox-desktop');

    const target = oldest(api.data.opportunities);
    await row(page, target.id)
      .getByRole('button', { name: /^Review/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    await dialog.waitFor();
    expect(await dialog.locator('.ps-review__figure dt').allTextContents()).toEqual([
      'Budget',
      'Estimated downloads per episode',
      'Earnings estimate',
      'CPM',
      'Campaign ID',
      'Format',
    ]);
    // Over 200 characters: Show more, and the text clamped to 5 lines until it is pressed.
    const clamp = () =>
      dialog.locator('.ps-review__description').evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(await clamp()).toBe('5');
    await dialog.getByRole('button', { name: 'Show more' }).click();
    expect(await clamp()).toBe('none');
    await viewportShot(page, 'inbox-review-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download instructions' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('podspot-campaign-instruction.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect
      .poll(() => events(page, 'export_downloaded'))
      .toEqual([
        'export_downloaded {"fileName":"podspot-campaign-instruction.pdf","widget":"opportunities-inbox","id":"inbox"}',
      ]);

    await dialog.getByRole('button', { name: 'Accept' }).click();
    const toast = page.locator('#inbox .ps-toast').filter({ hasText: 'Opportunity accepted' });
    await toast.waitFor();
    expect(await toast.getByRole('link', { name: 'View accepted opportunities' }).getAttribute('href')).toBe(
      `${b.consoleUrl}/earn/campaigns`,
    );
    await row(page, target.id).waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(false);
    expect(await events(page, 'opportunity_accepted')).toEqual([
      `opportunity_accepted {"opportunityId":${target.id},"widget":"opportunities-inbox","id":"inbox"}`,
    ]);
    expect((await apiOpportunities()).data.opportunities.some((o) => o.id === target.id)).toBe(false);
    await screenshot(page, 'inbox-accepted-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('not interested → the not-interested list (toast link) → Undo, on a phone', async () => {
    const { page, context, errors } = await openInbox(PHONE);
    const before = await apiOpportunities();
    const target = before.data.opportunities[0];
    await row(page, target.id)
      .getByRole('button', { name: /^Review/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    await dialog.waitFor();
    await viewportShot(page, 'inbox-review-phone');
    await dialog.getByRole('button', { name: 'Not interested' }).click();
    const toast = page.locator('#inbox .ps-toast').filter({ hasText: 'Marked as not interested' });
    await toast.waitFor();
    await row(page, target.id).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('#inbox .ps-inbox__foot').textContent())
      .toBe(`Not interested ${before.rejected_opportunities + 1}`);
    await screenshot(page, 'inbox-rejected-phone');

    await toast.getByRole('button', { name: 'View not interested' }).click();
    const item = page.locator(`#inbox .ps-inbox__rejected-item[data-opportunity-id="${target.id}"]`);
    await item.waitFor();
    expect(await page.locator('#inbox .ps-inbox__not-interested .ps-inbox__title').textContent()).toBe(
      `Not interested ${before.rejected_opportunities + 1}`,
    );
    expect(await page.locator('#inbox .ps-inbox__rejected-item').count()).toBe(before.rejected_opportunities + 1);
    await screenshot(page, 'inbox-not-interested-phone');
    await item.getByRole('button', { name: /^Undo/ }).click();
    await item.waitFor({ state: 'detached' });
    expect(await events(page, 'opportunity_rejected')).toEqual([
      `opportunity_rejected {"opportunityId":${target.id},"undo":true,"widget":"opportunities-inbox","id":"inbox"}`,
      `opportunity_rejected {"opportunityId":${target.id},"undo":false,"widget":"opportunities-inbox","id":"inbox"}`,
    ]);
    await page.getByRole('button', { name: 'Back to opportunities' }).click();
    await row(page, target.id).waitFor();
    expect((await apiOpportunities()).rejected_opportunities).toBe(before.rejected_opportunities);
    await screenshot(page, 'inbox-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the documented failure toasts when accept and reject fail, and the modal closes', async () => {
    const { page, context, errors } = await openInbox();
    const target = (await apiOpportunities()).data.opportunities[0];
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    for (const [action, path, message] of [
      ['Accept', 'accept', 'Failed to accept opportunity. Please try again.'],
      ['Not interested', 'reject', 'Failed to mark opportunity as not interested. Please try again.'],
    ]) {
      await fault({ path: `/earn/opportunity/${target.id}/${path}`, method: 'POST', status: 500, times: 1 });
      await row(page, target.id)
        .getByRole('button', { name: /^Review/ })
        .click();
      await dialog.getByRole('button', { name: action }).click();
      await page.locator('#inbox .ps-toast--error').filter({ hasText: message }).waitFor();
      expect(await dialog.isVisible()).toBe(false);
    }
    expect(await row(page, target.id).count()).toBe(1);
    await screenshot(page, 'inbox-failure-desktop');
    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('podcast and compact options: one podcast, no filter bar', async () => {
    const api = await apiOpportunities();
    const podcast = api.data.opportunities[0];
    const podcastId = (podcast as ApiOpportunity & { publisher_podcast_id: number }).publisher_podcast_id;
    const { page, context, errors } = await openInbox(DESKTOP, `?podcast=${podcastId}&compact=1`);
    expect(await page.locator('#inbox .ps-inbox__filters').count()).toBe(0);
    // The loading placeholder draws groups too: the rows are in once a podcast name is.
    await page.locator('#inbox .ps-inbox__podcast').first().waitFor();
    const names = new Set(await page.locator('#inbox .ps-inbox__podcast').allTextContents());
    expect([...names]).toEqual([podcast.publisher_podcast_name]);
    await screenshot(page, 'inbox-compact-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
