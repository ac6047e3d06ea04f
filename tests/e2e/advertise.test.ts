import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADVERTISER, injectFault, openCampaigns as open } from './advertise-helpers.ts';
import { expectNoSidewaysScroll, PHONE, screenshot, signIn, useBrowser } from './browser.ts';

const b = useBrowser();

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const cardNames = (page: Page) => page.locator('.adv-campaign__toggle').allTextContents();
const cardSpends = async (page: Page) =>
  (await page.locator('.adv-campaign__spend strong').allTextContents()).map(money);
const fault = (page: Page, rule: Parameters<typeof injectFault>[2]) => injectFault(b, page, rule);
const openCampaigns = (email = ADVERTISER, viewport?: { width: number; height: number }) => open(b, email, viewport);

describe('Advertise: campaigns', () => {
  it('lists the campaigns with spend of budget, sorts them, filters by podcast and expands a podspot', async () => {
    const { page, context, errors } = await openCampaigns();
    const heading = page.getByRole('heading', { level: 1, name: /Campaigns/ });
    expect(await heading.locator('.badge').textContent()).toBe(String(await page.locator('.adv-campaign').count()));
    expect(await page.locator('.adv-campaign__spend').first().textContent()).toMatch(
      /^\$[\d,]+\.\d\d of \$[\d,]+\.\d\d/,
    );
    const tip = await page.locator('.spend-progress__tip').first().textContent();
    expect(tip).toMatch(/^Total Spend: \d{1,3}%$/);
    await page.locator('.spend-progress').first().hover();
    await screenshot(page, 'advertise-campaigns-desktop');

    const sort = page.getByLabel('Sort by');
    await sort.selectOption({ label: 'Campaign name' });
    const names = await cardNames(page);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    await sort.selectOption({ label: 'Spend: High to Low' });
    const high = await cardSpends(page);
    expect(high).toEqual([...high].sort((x, y) => y - x));
    await sort.selectOption({ label: 'Spend: Low to High' });
    const low = await cardSpends(page);
    expect(low).toEqual([...low].sort((x, y) => x - y));

    // The searchable podcast filter: debounced search, the empty text, Escape, then a pick.
    await page.getByRole('button', { name: /Podcast All podcasts/ }).click();
    const search = page.getByPlaceholder('Search podcasts...');
    await search.fill('zzz');
    await page.getByText('No podcasts found').waitFor();
    await search.press('Escape');
    expect(await search.count()).toBe(0);
    await page.getByRole('button', { name: /Podcast All podcasts/ }).click();
    await page.getByPlaceholder('Search podcasts...').fill('Modern Jazz');
    await page.getByRole('option', { name: 'Modern Jazz Club' }).click();
    const filtered = await page.locator('.adv-campaign').count();
    expect(filtered).toBeGreaterThan(0);
    await page.locator('.adv-campaign__toggle').first().click();
    expect(await page.locator('.podspot-row__name').allTextContents()).toEqual(['Modern Jazz Club']);
    // The card's figures stay the whole campaign's and say so; the filtered podcast's spend is its own line.
    const first = page.locator('.adv-campaign').first();
    expect(await first.locator('.adv-campaign__spend').textContent()).toMatch(
      /^Whole campaign: \$[\d,]+\.\d\d of \$[\d,]+\.\d\d · \d+ podcasts?$/,
    );
    const rowSpend = (await first.locator('.podspot-row__spend').textContent())!.replace(/^\s*Spend\s*/, '').trim();
    expect(await first.locator('.adv-campaign__podcast-spend').textContent()).toBe(`On Modern Jazz Club: ${rowSpend}`);
    await screenshot(page, 'advertise-campaigns-filtered-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'advertise-campaigns-filtered-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /Podcast Modern Jazz Club/ }).click();
    await page.getByRole('option', { name: 'All podcasts' }).click();

    // Expand a campaign, then one of its podspots: preview text, the audio player and its Play button.
    await sort.selectOption({ label: 'Most recent' });
    const card = page.locator('.adv-campaign').filter({ hasText: 'Garden Hour' });
    await card.locator('.adv-campaign__toggle').click();
    const rows = card.locator('.podspot-row');
    expect(await rows.count()).toBeGreaterThan(2);
    const badges = await card.locator('.status-badge').allTextContents();
    expect(badges.slice(0, badges.lastIndexOf('Active') + 1).every((t) => t === 'Active')).toBe(true);
    expect(new Set(badges)).toEqual(new Set(['Active', 'Inactive', 'Pending', 'Draft']));
    const row = rows.filter({ hasText: 'Quiet Book Hour' });
    await row.locator('.podspot-row__head').click();
    await row.getByRole('heading', { name: 'Garden Hour on Quiet Book Hour' }).waitFor();
    await row.getByRole('button', { name: 'Play' }).click();
    await row.getByRole('button', { name: 'Pause' }).waitFor();
    await row.getByRole('button', { name: 'Pause' }).click();
    await row.getByRole('button', { name: 'Play' }).waitFor();
    const draft = rows.filter({ hasText: 'Open Jazz Stories' });
    await draft.locator('.podspot-row__head').click();
    await draft.getByText('No Podspot ad preview available').waitFor();
    await screenshot(page, 'advertise-campaigns-expanded-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits a podspot title and description: server errors show in the popup, the new title survives a reload', async () => {
    const { page, context, errors } = await openCampaigns();
    const expandRow = async () => {
      const card = page.locator('.adv-campaign').filter({ hasText: 'Deep Sea Stories' });
      await card.locator('.adv-campaign__toggle').click();
      const row = card.locator('.podspot-row').filter({ hasText: 'Weekend Health Notes' });
      await row.locator('.podspot-row__head').click();
      return row;
    };
    let row = await expandRow();
    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Podspot' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a title of 1 to 120 characters.').waitFor();
    await screenshot(page, 'advertise-edit-error-desktop');

    await fault(page, {
      path: '/podspot/',
      method: 'PUT',
      status: 500,
      detail: { error: 'The podspot could not be saved right now.' },
    });
    await dialog.getByLabel('Title').fill('Deep Sea Stories: a new season');
    await dialog.getByLabel('Description').fill('Dive in every Tuesday.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The podspot could not be saved right now.').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Podspot updated').waitFor();
    await row.getByRole('heading', { name: 'Deep Sea Stories: a new season' }).waitFor();

    await page.reload();
    await page.locator('.adv-campaign').first().waitFor();
    row = await expandRow();
    await row.getByRole('heading', { name: 'Deep Sea Stories: a new season' }).waitFor();
    expect(await row.getByText('Dive in every Tuesday.').isVisible()).toBe(true);
    expect(errors.filter((e) => !/status of (400|500)/.test(e))).toEqual([]);
    await context.close();
  });

  it('View insights lands on the insights with the advertiser filter', async () => {
    const { page, context } = await openCampaigns();
    await page
      .locator('.adv-campaign')
      .first()
      .getByRole('link', { name: /View insights/ })
      .click();
    await page.waitForURL(/\/advertise\/insights\?advertiser_id=\d+$/);
    await page.getByRole('button', { name: /Advertiser Morning Health Radio/ }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Advertise' }).getAttribute('href')).toBe('/advertise');
    await page.locator('.ps-spend__row').first().waitFor();
    await context.close();
  });
});

describe('Advertise: roles and the promo page', () => {
  it('both@podspot.test sees both menus, and /advertise goes to the campaigns', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'both@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('.nav__heading').first().waitFor(); // the frame is its own chunk
    expect(await nav.locator('.nav__heading').allTextContents()).toEqual(expect.arrayContaining(['Earn', 'Advertise']));
    await page.goto(`${b.consoleUrl}/advertise`);
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    await page.locator('.adv-campaign').first().waitFor();
    await context.close();
  });

  it('publisher@podspot.test sees the promo page; Learn more opens the survey form with the email in a new tab', async () => {
    const { page, context, errors } = await b.open();
    // The form lives on an external service: answer it here so the test does not depend on the network.
    await context.route('https://forms.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Survey</title>' }),
    );
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Advertise/ })
      .click();
    await page.waitForURL(`${b.consoleUrl}/advertise`);
    await page.getByRole('heading', { level: 1, name: 'Get discovered by new listeners' }).waitFor();
    await screenshot(page, 'advertise-promo-desktop');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Learn more/ }).click(),
    ]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.origin).toBe('https://forms.example.com');
    expect(url.searchParams.get('email')).toBe('publisher@podspot.test');
    expect(page.url()).toBe(`${b.consoleUrl}/advertise`);
    await page.goto(`${b.consoleUrl}/advertise/campaigns`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: promo page and campaigns, no sideways scroll, no errors', async () => {
    const promo = await b.open(PHONE);
    await signIn(promo.page, b.consoleUrl, 'publisher@podspot.test');
    await promo.page.waitForURL(`${b.consoleUrl}/earn`);
    await promo.page.goto(`${b.consoleUrl}/advertise`);
    await promo.page.getByRole('heading', { level: 1, name: 'Get discovered by new listeners' }).waitFor();
    await expectNoSidewaysScroll(promo.page, 'the promo page on a phone');
    const learnMore = promo.page.getByRole('link', { name: /Learn more/ });
    await learnMore.scrollIntoViewIfNeeded();
    expect(await learnMore.isVisible()).toBe(true);
    await screenshot(promo.page, 'advertise-promo-phone');
    expect(promo.errors).toEqual([]);
    await promo.context.close();

    const { page, context, errors } = await openCampaigns(ADVERTISER, PHONE);
    const card = page.locator('.adv-campaign').filter({ hasText: 'Founders at Dawn' });
    await card.locator('.adv-campaign__toggle').click();
    await card.locator('.podspot-row__head').first().click();
    const play = card.getByRole('button', { name: 'Play' });
    await play.waitFor();
    await expectNoSidewaysScroll(page, 'the campaigns on a phone');
    expect(await play.isVisible()).toBe(true);
    await screenshot(page, 'advertise-campaigns-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
