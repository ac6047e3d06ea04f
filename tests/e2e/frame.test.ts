import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signIn, useBrowser } from './browser.ts';
import { shootBoth } from './accounts-kit.ts';

const b = useBrowser();

describe('shared frame', () => {
  it('has breadcrumbs with back and forward buttons', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.getByRole('link', { name: 'Settings' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Account').waitFor();
    expect(await crumbs.locator('li').allTextContents()).toEqual(['Account', 'Settings']);
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL(`${b.consoleUrl}/billing/earnings`);
    await crumbs.getByText('Earnings').waitFor();
    expect(await crumbs.locator('li').allTextContents()).toEqual(['Billing', 'Earnings']);
    await crumbs.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${b.consoleUrl}/settings`);
    await crumbs.getByRole('button', { name: 'Go forward' }).click();
    await page.waitForURL(`${b.consoleUrl}/billing/earnings`);
    await context.close();
  });

  it('disables "Go back" at the start of the history and "Go forward" at its end', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    // A page loaded by its address starts a history of its own.
    await page.goto(`${b.consoleUrl}/settings`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Account').waitFor();
    const back = crumbs.getByRole('button', { name: 'Go back' });
    const forward = crumbs.getByRole('button', { name: 'Go forward' });
    expect(await back.isDisabled()).toBe(true);
    expect(await forward.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL(`${b.consoleUrl}/billing/earnings`);
    await expect.poll(() => back.isDisabled()).toBe(false);
    expect(await forward.isDisabled()).toBe(true);
    await shootBoth(page, 'frame-breadcrumb-end-of-history');
    await back.click();
    await page.waitForURL(`${b.consoleUrl}/settings`);
    await expect.poll(() => forward.isDisabled()).toBe(false);
    expect(await back.isDisabled()).toBe(true);
    await shootBoth(page, 'frame-breadcrumb-start-of-history');
    await forward.click();
    await page.waitForURL(`${b.consoleUrl}/billing/earnings`);
    await expect.poll(() => forward.isDisabled()).toBe(true);
    // A new page after going back drops what was ahead.
    await back.click();
    await page.waitForURL(`${b.consoleUrl}/settings`);
    await expect.poll(() => forward.isDisabled()).toBe(false);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await expect.poll(() => forward.isDisabled()).toBe(true);
    await context.close();
  });

  it('offers the podcast selector with artwork on Earn pages, and hides it on the opportunities page', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    const selector = page.getByRole('button', { name: /^Show podcast/ });
    await selector.waitFor();
    expect(await selector.textContent()).toContain('All podcasts');
    await selector.click();
    const list = page.getByRole('listbox', { name: 'Show podcast' });
    await list.waitFor();
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    expect(await options.nth(1).locator('img').count()).toBe(1);
    await shootBoth(page, 'frame-podcast-selector');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await selector.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'hidden' });
    expect(await selector.textContent()).not.toContain('All podcasts');
    await page.getByRole('link', { name: /^Opportunities/ }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities`);
    // The previous page stays on screen until the next page's chunk has loaded.
    await expect.poll(() => page.getByRole('button', { name: /^Show podcast/ }).count()).toBe(0);
    await context.close();
  });

  it('shows the podcast selector on every framed page of a phone but the opportunities pages, never twice', async () => {
    const { page, context } = await b.open(PHONE);
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    const topBar = page.locator('.bar .podsel');
    // The page's own "Podcast" filter, where it is the top bar's choice too.
    const pageFilter = page.locator('main .ps-ssel').filter({ has: page.getByText('Podcast', { exact: true }) });
    const visit = async (path: string, ready: string | RegExp) => {
      await page.goto(`${b.consoleUrl}${path}`);
      await page
        .locator('main')
        .getByRole('heading', { name: ready, exact: typeof ready === 'string' })
        .first()
        .waitFor();
    };
    for (const [path, heading] of [
      ['/settings', 'Settings'],
      ['/billing/earnings', 'Earnings'],
      ['/advertise', 'Get discovered by new listeners'],
    ]) {
      await visit(path, heading);
      await topBar.waitFor();
      expect(await topBar.isVisible(), path).toBe(true);
    }
    await shootBoth(page, 'frame-podcast-selector-settings');
    await page.setViewportSize(PHONE); // shootBoth ends on the desktop size
    await visit('/earn/opportunities', /^Opportunities/);
    expect(await topBar.count()).toBe(0);
    for (const [path, heading] of [
      ['/earn/campaigns', 'Campaigns'],
      ['/earn/insights', 'Insights'],
    ]) {
      await visit(path, heading);
      await topBar.waitFor();
      await pageFilter.first().waitFor({ state: 'attached' });
      expect(await topBar.isVisible(), path).toBe(true);
      expect(await pageFilter.first().isVisible(), path).toBe(false);
    }
    await shootBoth(page, 'frame-podcast-selector-insights');
    // On a wide screen the selector stays on the Earn pages, beside the pages' own filter.
    await page.setViewportSize(DESKTOP);
    expect(await pageFilter.first().isVisible()).toBe(true);
    await visit('/settings', 'Settings');
    expect(await topBar.isVisible()).toBe(false);
    await context.close();
  });

  it('keeps the advertiser frame without the podcast selector, at phone width with the menu', async () => {
    const { page, context } = await b.open(PHONE);
    await signIn(page, b.consoleUrl, 'advertiser@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    expect(await page.getByRole('button', { name: /^Show podcast/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
      'Campaigns',
      'Insights',
      'Billing',
      'Settings',
    ]);
    await context.close();
  });

  it('closes the phone menu on Escape and on a click outside it, and gives focus back to its button', async () => {
    const { page, context } = await b.open(PHONE);
    await signIn(page, b.consoleUrl, 'advertiser@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const buttonHasFocus = () => button.evaluate((el) => el === document.activeElement);

    await button.click();
    await nav.waitFor();
    await nav.getByRole('link', { name: 'Insights' }).focus();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await buttonHasFocus()).toBe(true);

    await button.click();
    await nav.waitFor();
    // The top bar's empty right end: outside the menu, on nothing that takes focus itself.
    await page.mouse.click(PHONE.width - 10, 30);
    await nav.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await buttonHasFocus()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/advertise/campaigns');
    await context.close();
  });
});
