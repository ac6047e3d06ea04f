import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';
import {
  fault,
  PUBLISHER,
  publisherApi,
  resetDemo,
  SAMPLE_MP3,
  viewportShot,
  type ApiOpportunity,
} from './earn-helpers.ts';
import { focusLog, focusSettles, pressUntil } from './keyboard-helpers.ts';

/**
 * Keyboard-only journeys: after page.goto, only page.keyboard (Tab, Shift+Tab, Enter, Space, Escape). Sign in, review →
 * accept, then take the accepted campaign's podspot live by uploading the real MP3. Every focused control must show a
 * focus indicator. This file accepts and uploads: it starts from a fresh demo and leaves one behind.
 */
const b = useBrowser();
const api = publisherApi(b);
beforeAll(async () => {
  await resetDemo(b);
});
afterAll(async () => {
  await resetDemo(b);
});

/**
 * An opportunity no other file touches: not the newest (the reject tests), not the oldest (the inbox accept), not on
 * Late Night Kitchen Lab (the Earn accept).
 */
function untouched(list: ApiOpportunity[]) {
  const byAge = [...list].sort((x, y) => Date.parse(x.created_at) - Date.parse(y.created_at));
  const taken = new Set([list[0].id, byAge[0].id]);
  return list.filter((o) => !taken.has(o.id) && o.publisher_podcast_name !== 'Late Night Kitchen Lab');
}

describe('keyboard only', () => {
  it("signs in, reviews and accepts an opportunity, then uploads the podspot's MP3", async () => {
    const { page, context } = await b.open();
    const log = focusLog();

    // Sign in: Tab to Email, type, Tab to Password, type, Enter.
    await page.goto(`${b.consoleUrl}/login`);
    await page.getByLabel('Email').waitFor(); // waiting is not clicking: the SPA renders after the load
    await pressUntil(page, log, 'login: to Email', (f) => f.type === 'email', 'Tab', 5);
    await page.keyboard.type(PUBLISHER);
    await pressUntil(page, log, 'login: to Password', (f) => f.type === 'password', 'Tab', 2);
    await page.keyboard.type(DEMO_PASSWORD);
    await pressUntil(page, log, 'login: to Log in', (f) => f.text === 'Log in', 'Tab', 3);
    await pressUntil(page, log, 'login: back to Password', (f) => f.type === 'password', 'Shift+Tab', 3);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${b.consoleUrl}/earn`);

    // Review: Tab to the target's Review button, Enter; focus is in the dialog; Escape closes it and gives focus back.
    const [target, neighbour] = untouched((await api.opportunities()).data.opportunities);
    await page.goto(`${b.consoleUrl}/earn/opportunities`);
    await page.locator('.ps-inbox__row').first().waitFor();
    const review = page.getByRole('dialog', { name: 'Review opportunity' });
    // The first stop is the skip link: past the side navigation into the page's content.
    await pressUntil(page, log, 'opportunities: the skip link', (f) => f.text === 'Skip to content', 'Tab', 1);
    await viewportShot(page, 'keyboard-skip-link-desktop');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities#main`);
    expect((await pressUntil(page, log, 'opportunities: after the skip link', () => true)).inMain).toBe(true);
    await pressUntil(
      page,
      log,
      'opportunities: to a Review',
      (f) => f.opportunityId === String(neighbour.id) && f.text.startsWith('Review'),
    );
    await page.keyboard.press('Enter');
    await review.waitFor();
    await focusSettles(page, log, 'review dialog opened', (f) => f.insideDialog);
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden' });
    await focusSettles(page, log, 'review dialog closed by Escape', (f) => f.opportunityId === String(neighbour.id));

    await pressUntil(
      page,
      log,
      "opportunities: to the target's Review",
      (f) => f.opportunityId === String(target.id) && f.text.startsWith('Review'),
      'Tab',
      250,
    );
    await page.keyboard.press('Space');
    await review.waitFor();
    await focusSettles(page, log, 'review dialog opened', (f) => f.insideDialog);
    await pressUntil(page, log, 'review dialog: to Accept', (f) => f.insideDialog && f.text === 'Accept');
    await viewportShot(page, 'keyboard-review-accept-focused-desktop');
    await page.keyboard.press('Enter');
    await page.locator('.ps-toast').filter({ hasText: 'Opportunity accepted' }).waitFor();
    await review.waitFor({ state: 'hidden' });
    await page.locator(`.ps-inbox__row[data-opportunity-id="${target.id}"]`).waitFor({ state: 'detached' });
    // The Review button that opened the dialog is gone with its row: focus stays in the list, not on the page's body.
    await focusSettles(page, log, 'after Accept', (f) => f.section === 'Opportunities by campaign');

    // Go live: the accepted campaign's podspot is a draft; open its go-live steps and upload the real MP3.
    const podspot = (await api.podspots()).data.podspots.find(
      (p) => p.campaign_id === target.campaign_id && p.publisher_podcast_id === target.publisher_podcast_id,
    )!;
    expect(podspot).toMatchObject({ aasm_state: 'draft', podspot_uploaded: false });
    await page.goto(`${b.consoleUrl}/earn/campaigns?tab=draft`);
    await page.locator(`[data-podspot-id="${podspot.id}"]`).waitFor();
    await pressUntil(
      page,
      log,
      'campaigns: to Upload Podspot',
      (f) => f.podspotId === String(podspot.id) && f.text.startsWith('Upload Podspot'),
    );
    await page.keyboard.press('Enter');
    const goLive = page.getByRole('dialog', { name: 'Go-live instructions' });
    await goLive.waitFor();
    await focusSettles(page, log, 'go-live dialog opened', (f) => f.insideDialog);
    await pressUntil(page, log, 'go-live: to the file input', (f) => f.insideDialog && f.type === 'file');
    await viewportShot(page, 'keyboard-go-live-file-focused-desktop');

    // The server holds the upload for a moment: Escape must not close the dialog meanwhile.
    await fault(b, { path: `/earn/podspot/${podspot.id}/upload`, method: 'POST', delay_ms: 1500 });
    // The first 'filechooser' listener turns Chromium's file-chooser interception on, but Playwright does not wait for
    // it: a Space pressed at once can open a picker that is not intercepted (headless, it closes at once, and no event
    // comes). Listen first; the focus check after it is a round trip through the same page session, so interception is
    // on once it answers, and focus is still on the file input when Space is pressed.
    const chooser = page.waitForEvent('filechooser');
    await focusSettles(page, log, 'go-live: Space on the file input', (f) => f.insideDialog && f.type === 'file');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(SAMPLE_MP3);
    await goLive.getByRole('progressbar').waitFor();
    await page.keyboard.press('Escape');
    expect(await goLive.isVisible()).toBe(true);
    await goLive.locator('.ps-golive-step--complete').filter({ hasText: 'Upload Podspot' }).waitFor();
    expect((await api.podspots()).data.podspots.find((p) => p.id === podspot.id)?.podspot_uploaded).toBe(true);
    // The file input gave way to the progress bar: focus is put on Step 2's header, the next thing to do.
    await focusSettles(
      page,
      log,
      'go-live: after the upload',
      (f) => f.insideDialog && /ps-golive-step__toggle.*Step 2/.test(f.what),
    );

    // Escape closes it now. Focus goes back to the row that opened it, or, when the reloaded list no longer shows that
    // row (a podcast whose feed is integrated makes the podspot pending: it leaves the Draft tab), to a neighbour's.
    await page.keyboard.press('Escape');
    await goLive.waitFor({ state: 'hidden' });
    const stillDraft = (await api.podspots()).data.podspots.find((p) => p.id === podspot.id)?.aasm_state === 'draft';
    await page.waitForLoadState('networkidle');
    await focusSettles(page, log, 'go-live dialog closed by Escape', (f) =>
      stillDraft ? f.podspotId === String(podspot.id) : f.podspotId !== null,
    );

    expect(log.unseen, 'focused controls without a visible focus indicator').toEqual([]);
    await context.close();
  }, 120_000);
});

describe('keyboard only, in the widgets (shadow roots)', () => {
  it("opens the inbox's review dialog with Enter, closes it with Escape, and focus returns to its Review button", async () => {
    const { page, context } = await b.open();
    const log = focusLog();
    await page.goto(b.examplesUrl);
    await page.locator('#inbox li[data-opportunity-id]').first().waitFor();
    const opened = await pressUntil(
      page,
      log,
      'examples: to a Review',
      (f) => f.opportunityId !== null && f.text.startsWith('Review'),
    );
    await page.keyboard.press('Enter');
    const review = page.getByRole('dialog', { name: 'Review opportunity' });
    await review.waitFor();
    await focusSettles(page, log, 'examples: review dialog opened', (f) => f.insideDialog);
    await pressUntil(
      page,
      log,
      'examples: to Close',
      (f) => f.insideDialog && f.text === 'Close' && !f.what.includes('ps-dialog__close'),
    );
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden' });
    await focusSettles(page, log, 'examples: review dialog closed', (f) => f.opportunityId === opened.opportunityId);

    await pressUntil(
      page,
      log,
      'examples: to Upload Podspot',
      (f) => f.text.startsWith('Upload Podspot'),
      'Shift+Tab',
      250,
    );
    await page.keyboard.press('Enter');
    const goLive = page.getByRole('dialog', { name: 'Go-live instructions' });
    await goLive.waitFor();
    await pressUntil(page, log, 'examples: go-live, to the file input', (f) => f.insideDialog && f.type === 'file');
    await page.keyboard.press('Escape');
    await goLive.waitFor({ state: 'hidden' });
    await focusSettles(page, log, 'examples: go-live closed', (f) => f.text.startsWith('Upload Podspot'));
    expect(log.unseen, 'focused controls without a visible focus indicator').toEqual([]);
    await context.close();
  });
});
