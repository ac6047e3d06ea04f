import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser.ts';
import {
  campaignRow,
  crumbs,
  fault,
  inboxRow,
  isActive,
  noisy,
  openAs,
  publisherApi,
  resetDemo,
  SAMPLE_MP3,
  toast,
  viewportShot,
  type ApiPodspot,
} from './earn-helpers.ts';

const b = useBrowser();
const api = publisherApi(b);

// This file accepts, rejects, uploads and integrates: it starts from a fresh demo and leaves one behind.
beforeAll(async () => {
  await resetDemo(b);
});
afterAll(async () => {
  await resetDemo(b);
});

describe('Earn: dashboard', () => {
  it('shows the summary cards, the opportunities by campaign and what requires attention', async () => {
    const { page, context, errors } = await openAs(b, '/earn');
    const { data } = await api.podspots();
    await page.locator('[data-testid="summary-draft"]').waitFor();
    expect(await page.locator('[data-testid="summary-draft"]').textContent()).toBe(
      String(data.podspots.filter((p) => p.aasm_state === 'draft').length),
    );
    expect(await page.locator('[data-testid="summary-active"]').textContent()).toBe(
      String(data.podspots.filter(isActive).length),
    );
    expect(await page.getByRole('link', { name: /^Draft/ }).getAttribute('href')).toBe('/earn/campaigns?tab=draft');
    expect(await page.getByRole('link', { name: /^Active/ }).getAttribute('href')).toBe('/earn/campaigns?tab=active');
    expect(await page.getByRole('link', { name: 'View all campaigns' }).getAttribute('href')).toBe('/earn/campaigns');

    const offers = (await api.opportunities()).data.opportunities;
    await page.locator('.ps-inbox__group').first().waitFor();
    expect(await page.locator('.ps-inbox__row').count()).toBe(offers.length);
    expect(await page.locator('.ps-inbox__group-name').first().textContent()).toBe(offers[0].campaign_name);

    // Requires attention: neither approved nor pending, newest first, each with its button.
    const attention = data.podspots.filter((p) => p.aasm_state === 'draft');
    const rows = page.locator('.earn-attention__row');
    expect(await rows.count()).toBe(attention.length);
    for (const [i, p] of attention.entries()) {
      expect(await rows.nth(i).locator('.earn-attention__text').textContent()).toBe(
        `${p.publisher_podcast_name}Advertiser: ${p.campaign_name}`,
      );
      await rows
        .nth(i)
        .getByRole('button', { name: p.podspot_uploaded ? 'Integrate Smart Feed' : 'Upload Podspot' })
        .waitFor();
    }
    expect(await page.locator('.earn-attention').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('800px');
    await screenshot(page, 'earn-dashboard-desktop');

    // Upload Podspot opens the go-live modal on that podspot; closing drops it.
    await rows.first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Go-live instructions' });
    await dialog.getByText('Step 1').waitFor();
    await dialog.getByText(attention[0].campaign_name, { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The earnings card's link is followed inside the console (no reload: the marker survives).
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.getByRole('link', { name: 'View insights' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/insights`);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(noisy(errors)).toEqual([]);
    await context.close();

    const phone = await openAs(b, '/earn', PHONE);
    await phone.page.locator('.earn-attention__row').first().waitFor();
    await phone.page.locator('.ps-inbox__group').first().waitFor();
    await screenshot(phone.page, 'earn-dashboard-phone');
    await phone.context.close();
  });
});

describe('Earn: opportunities', () => {
  it('review → accept → the campaign is a draft → upload the real MP3 → integrate → pending', async () => {
    const { page, context, errors } = await openAs(b, '/earn/opportunities');
    const before = await api.opportunities();
    // The newest offer on Late Night Kitchen Lab (its feed is not integrated in the demo): the inbox file takes others.
    const target = before.data.opportunities.find((o) => o.publisher_podcast_name === 'Late Night Kitchen Lab')!;
    await inboxRow(page, target.id).waitFor();
    expect(await crumbs(page)).toEqual(['Earn', 'Opportunities']);
    expect(await page.getByTestId('opportunities-count').textContent()).toBe(String(before.data.opportunities.length));
    expect(await page.locator('.ps-inbox__foot').textContent()).toBe(`Not interested ${before.rejected_opportunities}`);
    expect(await page.locator('.bar .podsel').count()).toBe(0); // the top bar's podcast selector is hidden here
    await screenshot(page, 'earn-opportunities-desktop');

    await inboxRow(page, target.id)
      .getByRole('button', { name: /^Review/ })
      .click();
    const review = page.getByRole('dialog', { name: 'Review opportunity' });
    await review.getByText(target.publisher_podcast_name, { exact: true }).waitFor();
    await viewportShot(page, 'earn-opportunity-review-desktop');
    await review.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Opportunity accepted').waitFor();
    await review.waitFor({ state: 'hidden' });
    await inboxRow(page, target.id).waitFor({ state: 'detached' });
    await toast(page, 'Opportunity accepted').getByRole('link', { name: 'View accepted opportunities' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/campaigns`);

    const podspot = (await api.podspots()).data.podspots.find(
      (p) => p.campaign_id === target.campaign_id && p.publisher_podcast_id === target.publisher_podcast_id,
    )!;
    expect(podspot).toMatchObject({ aasm_state: 'draft', podspot_uploaded: false, apple_feed_integrated: false });
    const row = campaignRow(page, podspot.id);
    expect(await row.locator('.earn-badge').textContent()).toBe('Draft');
    await page.getByRole('tab', { name: /^Draft/ }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/campaigns?tab=draft`);
    await row.getByRole('button', { name: /^Upload Podspot/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Go-live instructions' });
    await dialog.locator('input[type="file"]').waitFor({ state: 'attached' });

    // The real MP3, held back by the server for a moment: the modal cannot be closed meanwhile.
    await fault(b, { path: `/earn/podspot/${podspot.id}/upload`, method: 'POST', delay_ms: 1500 });
    await dialog.locator('input[type="file"]').setInputFiles(SAMPLE_MP3);
    await dialog.getByRole('progressbar').waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).last().isDisabled()).toBe(true);
    await dialog.locator('.ps-golive-step--complete').filter({ hasText: 'Upload Podspot' }).waitFor();
    const feed = dialog.getByLabel('Smart feed URL');
    await expect.poll(() => feed.inputValue()).toMatch(/^http:\/\/localhost:\d+\/feeds\/\w+\.xml$/); // the server's own URL
    await viewportShot(page, 'earn-go-live-step2-desktop');
    await dialog.getByRole('button', { name: "I've done it" }).click();
    await dialog.getByText("You're all set! Your Podspot is pending review and will go live soon.").waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // Pending now: out of the Draft tab, in Active, and the server agrees.
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Active/ }).click();
    expect(await campaignRow(page, podspot.id).locator('.earn-badge').textContent()).toBe('Pending');
    expect((await api.json<ApiPodspot>(`/earn/podspot/${podspot.id}`)).aasm_state).toBe('pending');
    expect(noisy(errors)).toEqual([]);
    await context.close();
  });

  it('reject → the not-interested page → undo, and the failure toasts, on a phone', async () => {
    const { page, context, errors } = await openAs(b, '/earn/opportunities', PHONE);
    const before = await api.opportunities();
    const target = before.data.opportunities[0];
    await inboxRow(page, target.id)
      .getByRole('button', { name: /^Review/ })
      .click();
    const review = page.getByRole('dialog', { name: 'Review opportunity' });
    await viewportShot(page, 'earn-opportunity-review-phone');
    await review.getByRole('button', { name: 'Not interested' }).click();
    await toast(page, 'Marked as not interested').waitFor();
    await inboxRow(page, target.id).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.ps-inbox__foot').textContent())
      .toBe(`Not interested ${before.rejected_opportunities + 1}`);
    await screenshot(page, 'earn-opportunities-phone');

    await toast(page, 'Marked as not interested').getByRole('link', { name: 'View not interested' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities/not-interested`);
    const item = page.locator(`.ps-inbox__rejected-item[data-opportunity-id="${target.id}"]`);
    await item.waitFor();
    expect(await crumbs(page)).toEqual(['Earn', 'Opportunities', 'Not interested']);
    expect(await page.locator('.ps-inbox__not-interested .ps-inbox__title').textContent()).toBe(
      `Not interested ${before.rejected_opportunities + 1}`,
    );
    await screenshot(page, 'earn-not-interested-phone');
    await item.getByRole('button', { name: /^Undo/ }).click();
    await item.waitFor({ state: 'detached' });
    await toast(page, 'Opportunity restored').waitFor();
    expect(await page.locator('.ps-inbox__not-interested .ps-inbox__title').textContent()).toBe(
      `Not interested ${before.rejected_opportunities}`,
    );
    await page.getByRole('link', { name: 'Back to opportunities' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities`);
    await inboxRow(page, target.id).waitFor();

    for (const [action, path, message] of [
      ['Accept', 'accept', 'Failed to accept opportunity. Please try again.'],
      ['Not interested', 'reject', 'Failed to mark opportunity as not interested. Please try again.'],
    ]) {
      await fault(b, { path: `/earn/opportunity/${target.id}/${path}`, method: 'POST', status: 500 });
      await inboxRow(page, target.id)
        .getByRole('button', { name: /^Review/ })
        .click();
      await review.getByRole('button', { name: action }).click();
      await page.locator('.ps-toast--error').filter({ hasText: message }).waitFor();
      await review.waitFor({ state: 'hidden' });
    }
    expect(await inboxRow(page, target.id).count()).toBe(1);
    expect(noisy(errors)).toEqual([]);
    await context.close();
  });

  it('updates the side navigation badge with the heading after a reject and an undo, without a reload', async () => {
    const { page, context } = await openAs(b, '/earn/opportunities');
    const before = await api.opportunities();
    const target = before.data.opportunities[0];
    const total = before.data.opportunities.length;
    const badge = page.getByRole('navigation', { name: 'Main' }).locator('.badge');
    const heading = page.getByTestId('opportunities-count');
    await inboxRow(page, target.id).waitFor();
    await expect.poll(() => badge.textContent()).toBe(String(total));
    await inboxRow(page, target.id)
      .getByRole('button', { name: /^Review/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Review opportunity' })
      .getByRole('button', { name: 'Not interested' })
      .click();
    await toast(page, 'Marked as not interested').waitFor();
    await expect.poll(() => heading.textContent()).toBe(String(total - 1));
    await expect.poll(() => badge.textContent()).toBe(String(total - 1));
    await page.locator('.ps-inbox__foot').getByRole('link').click();
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities/not-interested`);
    const item = page.locator(`.ps-inbox__rejected-item[data-opportunity-id="${target.id}"]`);
    await item.getByRole('button', { name: /^Undo/ }).click();
    await toast(page, 'Opportunity restored').waitFor();
    await expect.poll(() => badge.textContent()).toBe(String(total));
    await screenshot(page, 'earn-badge-after-undo-desktop');
    await context.close();
  });
});
