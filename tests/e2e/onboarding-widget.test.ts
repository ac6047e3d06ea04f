import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { audit, reportMilder, serveAxe, settle } from './a11y-helpers.ts';
import { DESKTOP, screenshot, useBrowser } from './browser.ts';
import { embedApi, expected } from './examples-kit.ts';
import { findLayoutProblems } from './layout-checks.ts';

/**
 * A platform onboards its user in its own page (docs/behaviour/sdk-widgets.md#onboarding): it creates the account with
 * a feed it manages, the Castwave page mints the token by its own id and mounts `onboarding`; the flow completes with a
 * real MP3, passing over the smart feed step; `onComplete` shows the inbox with that account's opportunities.
 */
const b = useBrowser();
const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';
afterAll(reportMilder);

const partner = async (path: string, body: unknown) => {
  const answer = await fetch(`${b.consoleUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return answer.json() as Promise<{ id: number; email: string }>;
};
const account = (id: string, email: string, show: string) => ({
  external_id: id,
  email,
  first_name: 'Test',
  last_name: 'Host',
  podcasts: [{ name: show, rss_url: `https://feeds.castwave.test/${id}.xml`, feed_managed_by_partner: true }],
});

// This file creates accounts and completes an onboarding: it starts from a fresh demo and leaves one behind.
const reset = () => partner('/__mock/reset', { scenario: 'demo' });
beforeAll(reset);
afterAll(reset);

/** The onboarding widget's steps the Castwave page logged (its onStepChange). */
const steps = (page: Page) =>
  page
    .locator('#event-log li[data-type="castwave: onboarding step"]')
    .evaluateAll((items) => items.map((i) => /"step":"(\w+)"/.exec(i.textContent ?? '')?.[1]).reverse());

describe('the onboarding widget in a platform page', () => {
  it('completes with a real MP3, passes over the managed feed, then the inbox shows the new account’s work', async () => {
    const created = await partner('/partner/accounts', account('cw_1077', 'dev.patel@castwave.test', 'Small Batch'));
    // The same external_id again is the same account.
    expect((await partner('/partner/accounts', account('cw_1077', 'dev.patel@castwave.test', 'Small Batch'))).id).toBe(
      created.id,
    );
    const { page, context, errors } = await b.open(DESKTOP);
    await serveAxe(page);
    await page.goto(`${b.examplesUrl}/?user=cw_1077`);
    const widget = page.locator('#onboarding');
    await widget.getByRole('heading', { name: 'Start earning with Podspot' }).waitFor();
    await settle(page);
    const found = [await audit(page, 'onboarding: get started')];
    await screenshot(page, 'onboarding-widget-get-started');

    await widget.getByLabel('Downloads per episode').fill('2500');
    await widget.getByRole('button', { name: 'Get started' }).click();
    await widget.getByRole('heading', { name: 'Select an Podspot offer' }).waitFor();
    await widget.getByRole('button', { name: 'View offer' }).first().click();
    const dialog = widget.getByRole('dialog', { name: 'Podspot offer' });
    await dialog.waitFor();
    await settle(page);
    found.push(await audit(page, 'onboarding: offer modal'));
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await widget.getByRole('heading', { name: 'Listen to an example Podspot' }).waitFor();
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByRole('heading', { name: 'Upload your first Podspot' }).waitFor();
    await widget.getByLabel('Your Podspot (MP3)').setInputFiles(SAMPLE_MP3);
    await widget.getByRole('button', { name: 'Next' }).click();
    // The managed feed is integrated: no smart feed step; analyst access comes next.
    await widget.getByRole('heading', { name: 'Invite Podspot to Apple Podcast Connect' }).waitFor();
    await widget.getByRole('button', { name: "I've done it" }).click();
    await widget.getByRole('heading', { name: "Congratulations, you're all set!" }).waitFor();
    await widget.getByRole('button', { name: 'Done' }).click();

    await page.locator('#event-log li[data-type="castwave: onboarding complete"]').waitFor();
    expect(await steps(page)).toEqual([
      'onboarding_get_started',
      'onboarding_select_podspot',
      'onboarding_view_example_podspot',
      'onboarding_upload_first_podspot',
      'onboarding_analyst_access',
      'onboarding_congratulations',
    ]);
    await page.locator('#inbox li[data-opportunity-id]').first().waitFor();
    const shown = await page
      .locator('#inbox li[data-opportunity-id]')
      .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-opportunity-id'))).sort());
    expect(shown).toEqual(await expected.offeredIds(await embedApi(b.consoleUrl, created.email)));
    await settle(page);
    found.push(await audit(page, 'onboarding: completed, the widgets shown'));
    await screenshot(page, 'onboarding-widget-complete');
    expect(found.filter(Boolean)).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('at 280 px in Arabic, right to left: no layout fault and nothing for axe, on the first two screens', async () => {
    await partner('/partner/accounts', account('cw_1103', 'ines.laurent@castwave.test', 'Le Petit Atelier'));
    const { page, context } = await b.open(DESKTOP);
    await serveAxe(page);
    await page.goto(`${b.examplesUrl}/layout-test.html?widget=onboarding&width=280&user=cw_1103&locale=ar&dir=rtl`);
    await page.waitForSelector('body[data-ready]');
    const slot = page.locator('#slot');
    await slot.getByRole('heading', { name: 'ابدأ الربح مع Podspot' }).waitFor();
    const problems = async (where: string) => {
      await settle(page);
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      await slot.screenshot({ path: `test-results/screenshots/onboarding-widget-280-ar-${where}.png` });
      const { problems: found } = await slot.locator('.ps-root').evaluate(findLayoutProblems);
      return [...found.map((p) => `${where}: ${p}`), await audit(page, `onboarding 280 px ar: ${where}`)];
    };
    const found = await problems('get-started');
    await slot.getByLabel('التنزيلات لكل حلقة').fill('2500');
    await slot.getByRole('button', { name: 'ابدأ' }).click();
    await slot.getByRole('heading', { name: 'اختر عرض Podspot' }).waitFor();
    await slot.getByRole('button', { name: 'عرض التفاصيل' }).first().waitFor();
    found.push(...(await problems('offers')));
    expect(found.filter(Boolean)).toEqual([]);
    await context.close();
  });
});
