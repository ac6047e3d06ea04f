import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADVERTISER, injectFault, localToday } from './advertise-helpers.ts';
import { expectNoSidewaysScroll, PHONE, screenshot, signIn, useBrowser } from './browser.ts';
import { expectDropdownSearches } from './dropdown-search.ts';

const b = useBrowser();
const fault = (page: Page, rule: Parameters<typeof injectFault>[2]) => injectFault(b, page, rule);

describe('Advertise: insights', () => {
  async function openInsights(query = '', viewport?: { width: number; height: number }) {
    const opened = await b.open(viewport);
    await signIn(opened.page, b.consoleUrl, ADVERTISER);
    await opened.page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    await opened.page.goto(`${b.consoleUrl}/advertise/insights${query}`);
    await opened.page.locator('.ps-spend__row').first().waitFor();
    await opened.page.locator('.ps-chart canvas').first().waitFor();
    return opened;
  }
  const tab = (page: Page, name: string) =>
    page.getByRole('tab', { name: new RegExp(`^${name.replace(/[()$]/g, '\\$&')}`) });

  it('shows the spend chart by default, switches tabs, and selects a podcast by row click and back', async () => {
    const { page, context, errors } = await openInsights('?advertiser_id=1037');
    expect(await tab(page, 'Spend ($)').getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, 'Spend ($)').textContent()).toMatch(/\$[\d,]+\.\d\d$/);
    expect(await tab(page, 'Impressions').textContent()).toMatch(/^Impressions[\d,]+$/);
    expect((await page.locator('.insights-chart__panel').boundingBox())?.height).toBe(240);
    expect((await page.locator('.ps-chart canvas').first().boundingBox())?.height).toBeGreaterThan(100);
    await screenshot(page, 'advertise-insights-desktop');

    await tab(page, 'Impressions').click();
    expect(await tab(page, 'Impressions').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('img', { name: /^Daily impressions/ }).count()).toBe(1);
    await tab(page, 'Impressions').press('ArrowRight');
    expect(await tab(page, 'Spend ($)').getAttribute('aria-selected')).toBe('true');

    const spendBefore = await tab(page, 'Spend ($)').textContent();
    const row = page.locator('.ps-spend__row').nth(1);
    const name = (await row.locator('.ps-spend__label').textContent())!;
    const waitSpend = page.waitForResponse(
      (r) => r.url().includes('/advertise/advertiser/spend') && r.url().includes('podcast_id='),
    );
    await row.click();
    await waitSpend;
    await page.waitForURL(/podcast_id=\d+/);
    expect(page.url()).toMatch(/advertiser_id=1037/);
    const selected = page.locator('.ps-spend__row.is-selected');
    expect(await selected.locator('.ps-spend__label').textContent()).toBe(name);
    expect(await selected.evaluate((el) => getComputedStyle(el.querySelector('.ps-spend__label')!).fontWeight)).toBe(
      '700',
    );
    await page.getByRole('button', { name: new RegExp(`^Podcast ${name}`) }).waitFor();
    await page.waitForFunction(
      (before) => document.querySelector('[role=tab][aria-selected=true]')?.textContent !== before,
      spendBefore,
    );
    await screenshot(page, 'advertise-insights-selected-desktop');

    await selected.click();
    await page.waitForURL((url) => !url.search.includes('podcast_id'));
    expect(await page.locator('.ps-spend__row.is-selected').count()).toBe(0);
    await page.getByRole('button', { name: /^Podcast All podcasts/ }).waitFor();

    // Choosing 'All advertisers' removes the parameter; the duration refetches both reports.
    await page.getByRole('button', { name: /^Advertiser Morning Health Radio/ }).click();
    await page.getByRole('option', { name: 'All advertisers' }).click();
    await page.waitForURL(`${b.consoleUrl}/advertise/insights`);
    const both = Promise.all([
      page.waitForResponse((r) => r.url().includes('/advertise/advertiser/spend?') && r.url().includes('start_date=')),
      page.waitForResponse((r) => r.url().includes('/advertise/advertiser/report?')),
    ]);
    await page.getByLabel('Duration').selectOption({ label: 'Last 7 days' });
    await both;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Export all downloads advertiser_spend_report_{start}_{end}.csv', async () => {
    const { page, context } = await openInsights();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`advertiser_spend_report_2020-01-01_${localToday()}.csv`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Podcast');
    expect(csv).toContain('Totals');
    await context.close();
  });

  it('shows each load failure of the catalogue and clears what it showed', async () => {
    const { page, context } = await openInsights();
    await fault(page, { path: '/advertise/advertiser/spend', status: 500 });
    await fault(page, { path: '/advertise/advertiser/report', method: 'GET', status: 500 });
    await page.getByLabel('Duration').selectOption({ label: 'Last 30 days' });
    await page.getByText('Failed to fetch daily report').waitFor();
    await page.getByText('Failed to fetch report').waitFor();
    expect(await page.locator('.ps-spend__row').count()).toBe(0);
    expect(await page.locator('.ps-chart').count()).toBe(0);
    expect(await tab(page, 'Spend ($)').textContent()).toBe('Spend ($)-');
    await screenshot(page, 'advertise-insights-errors-desktop');
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.locator('.ps-chart canvas').first().waitFor();

    await fault(page, { path: '/advertise/publishers', status: 500 });
    await fault(page, { path: '/advertise/advertisers', status: 500 });
    await page.reload();
    await page.getByText(/Failed to fetch advertisers\. Failed to fetch podcasts\./).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: /^Advertiser All advertisers/ }).click();
    await page.getByRole('option', { name: 'Morning Health Radio' }).waitFor();
    await context.close();
  });

  it('an unknown advertiser id in the address falls back to all advertisers', async () => {
    const { page, context } = await openInsights('?advertiser_id=999999');
    await page.waitForURL(`${b.consoleUrl}/advertise/insights`);
    await page.getByRole('button', { name: /^Advertiser All advertisers/ }).waitFor();
    await context.close();
  });

  it('the advertiser dropdown searches advertisers; the podcast dropdown, podcasts', async () => {
    for (const [viewport, name] of [
      [undefined, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, context } = await openInsights('', viewport);
      for (const [field, placeholder, empty] of [
        ['Advertiser', 'Search advertisers...', 'No advertisers found'],
        ['Podcast', 'Search podcasts...', 'No podcasts found'],
      ] as const) {
        const search = await expectDropdownSearches(page, field, placeholder, empty);
        await screenshot(page, `advertise-insights-${field.toLowerCase()}-search-${name}`);
        await search.press('Escape');
      }
      await context.close();
    }
  });

  it('fits a phone: the tabs, the chart and the podcast rows, no sideways scroll, no errors', async () => {
    const { page, context, errors } = await openInsights('?advertiser_id=1037', PHONE);
    await expectNoSidewaysScroll(page, 'the insights on a phone');
    for (const name of ['Spend ($)', 'Impressions']) expect(await tab(page, name).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /^Daily spend/ }).isVisible()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: '$' }).first();
    await row.scrollIntoViewIfNeeded();
    expect(await row.isVisible()).toBe(true);
    await screenshot(page, 'advertise-insights-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
