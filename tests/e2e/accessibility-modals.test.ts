import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { audit, reportMilder, serveAxe, settle } from './a11y-helpers.ts';
import { DEMO_PASSWORD, DESKTOP, PHONE, signIn, useBrowser } from './browser.ts';
import { resized } from './settled.ts';
import { apiAt, expectScreen, freeShows, takenShow, tokenOf } from './onboarding-helpers.ts';

/**
 * axe-core on every modal of the console while it is open, at desktop and phone width, and on the onboarding screens.
 * Only dialogs are opened (none confirmed) and fresh sign-ups walk the onboarding: no demo record changes.
 */
const b = useBrowser();
const api = apiAt(b.consoleUrl);
afterAll(reportMilder);

const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';

/** Signs in and opens `path` with axe available. */
async function openAs(email: string, path: string) {
  const opened = await b.open(DESKTOP);
  await serveAxe(opened.page);
  await signIn(opened.page, b.consoleUrl, email);
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (path) await opened.page.goto(`${b.consoleUrl}${path}`);
  return opened;
}

/** The open dialog `name`, audited at desktop then phone width (the page is left at desktop width). */
async function auditDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await settle(page);
  const found = [await audit(page, `${name} (desktop)`)];
  await resized(page, PHONE);
  found.push(await audit(page, `${name} (phone)`));
  await page.setViewportSize(DESKTOP);
  return found.filter(Boolean).join('\n');
}

/** A fresh account of the invite flow: nobody else's test uses it. */
async function signUp(kind: 'publisher' | 'advertiser') {
  const email = `a11y-${kind}-${Date.now().toString(36)}@podspot.test`;
  await api('POST', '/signup/', {
    invite_code: 'PODSPOT-INVITE',
    first_name: 'Ada',
    last_name: 'Access',
    email,
    password: DEMO_PASSWORD,
    is_publisher: kind === 'publisher',
  });
  return { email, token: await tokenOf(api, email) };
}

describe('axe on every modal, open', () => {
  it('review opportunity, go-live (both steps), archive confirmation and the podcast menu (publisher)', async () => {
    const { page, context } = await openAs('publisher@podspot.test', '/earn/opportunities');
    const found: string[] = [];
    await page.locator('.ps-inbox__review').first().click();
    found.push(await auditDialog(page, 'Review opportunity'));
    await page.keyboard.press('Escape');

    await page.goto(`${b.consoleUrl}/earn`);
    for (const action of ['Upload Podspot', 'Integrate Smart Feed']) {
      await page.locator('.earn-attention__row').getByRole('button', { name: action }).first().click();
      found.push(await auditDialog(page, 'Go-live instructions'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: /^Show podcast/ }).click();
    await page.getByRole('listbox').waitFor();
    found.push(await audit(page, "the top bar's podcast menu, open"));
    await page.keyboard.press('Escape');

    await page.goto(`${b.consoleUrl}/earn/campaigns?tab=draft`);
    await page
      .locator('.earn-row')
      .getByRole('button', { name: /^Archive/ })
      .first()
      .click();
    found.push(await auditDialog(page, 'Archive campaign'));
    await page.keyboard.press('Escape');

    // Not a modal, but opened the same way: a campaign row expanded to its preview and audio player.
    await page.goto(`${b.consoleUrl}/earn/campaigns?tab=active`);
    await page.locator('.earn-row__toggle').first().click();
    await page.locator('.earn-row--open').waitFor();
    await settle(page);
    found.push(await audit(page, '/earn/campaigns, a row expanded'));
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  }, 120_000);

  it('change password (with its errors), withdraw funds (publisher) and the bank country (nopayout)', async () => {
    const { page, context } = await openAs('publisher@podspot.test', '/settings');
    const found: string[] = [];
    await page.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.getByText('Current password is required.').waitFor();
    found.push(await auditDialog(page, 'Change password'));
    await page.keyboard.press('Escape');

    await page.goto(`${b.consoleUrl}/billing/earnings`);
    await page.getByRole('button', { name: 'Withdraw funds' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw funds' });
    await withdraw.getByRole('button', { name: 'Withdraw' }).click(); // empty: the inline error shows
    found.push(await auditDialog(page, 'Withdraw funds'));
    await context.close();

    const nopayout = await openAs('nopayout@podspot.test', '/billing/earnings');
    await nopayout.page.getByRole('button', { name: 'Set up payout account' }).click();
    found.push(await auditDialog(nopayout.page, 'Select your bank country'));
    expect(found.filter(Boolean).join('\n')).toBe('');
    await nopayout.context.close();
  }, 90_000);

  it('edit podspot (advertiser), with a campaign and a podspot expanded', async () => {
    const { page, context } = await openAs('advertiser@podspot.test', '');
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    const card = page.locator('.adv-campaign').first();
    await card.locator('.adv-campaign__toggle').click();
    await card.locator('.podspot-row__head').first().click();
    await settle(page);
    const found = [await audit(page, '/advertise/campaigns, a campaign and a podspot expanded')];
    await card.getByRole('button', { name: /^Edit/ }).first().click();
    found.push(await auditDialog(page, 'Edit Podspot'));
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  });

  it('the onboarding offer modal and every publisher onboarding screen (a fresh sign-up)', async () => {
    const { email, token } = await signUp('publisher');
    await api('POST', '/onboarding/episode_downloads', { estimated_dls_per_ep: 2500 }, token);
    const { page, context } = await openAs(email, '');
    const found: string[] = [];
    const screen = async (title: string, progress: number | null) => {
      await expectScreen(page, title, progress);
      await settle(page);
      found.push(await audit(page, `onboarding: ${title} (desktop)`));
      await page.setViewportSize(PHONE);
      found.push(await audit(page, `onboarding: ${title} (phone)`));
      await page.setViewportSize(DESKTOP);
    };
    await screen('Select an Podspot offer', 25);
    await page.getByRole('button', { name: 'View offer' }).first().click();
    const offer = page.getByRole('dialog', { name: 'Podspot offer' });
    await offer.getByLabel('Downloads per episode').fill('0');
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await offer.getByText('Please enter valid number').waitFor();
    found.push(await auditDialog(page, 'Podspot offer'));
    await offer.getByLabel('Downloads per episode').fill('3000');
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await screen('Listen to an example Podspot', 50);
    await page.getByRole('button', { name: 'Next' }).click();
    await screen('Upload your first Podspot', 75);
    await page.getByLabel('Your Podspot (MP3)').setInputFiles(SAMPLE_MP3);
    await page.getByRole('button', { name: 'Next' }).click();
    await screen('Setup Podspot feed and go live', 100);
    await page.getByRole('button', { name: "I've done it" }).click();
    await screen('Invite Podspot to Apple Podcast Connect', 100);
    await page.getByRole('button', { name: "I've done it" }).click();
    await screen("Congratulations, you're all set!", null);
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  }, 120_000);

  it('"Couldn\'t add all podcasts" and the add-podcasts screen (a fresh advertiser)', async () => {
    const { email, token } = await signUp('advertiser');
    const taken = await takenShow(api, token);
    const [free] = await freeShows(api, token, 'advertiser', 'the');
    const { page, context } = await openAs(email, '');
    await expectScreen(page, 'Add podcasts that you want to advertise', 50);
    const search = page.getByLabel('Find your podcast');
    await search.fill(free.name);
    await page.getByRole('button', { name: `Add ${free.name}`, exact: true }).click();
    await search.fill(String(taken.apple_id));
    await page.getByRole('button', { name: `Add ${taken.name}`, exact: true }).waitFor();
    await settle(page);
    const found = [await audit(page, 'onboarding: add podcasts, search results and a selection')];
    await page.getByRole('button', { name: `Add ${taken.name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    found.push(await auditDialog(page, "Couldn't add all podcasts"));
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  });
});
