import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { presetRange } from '@sdk/core/date-presets.ts';
import { formatCount, formatMoney } from '@sdk/core/format.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser.ts';
import { crumbs, fault, noisy, openAs, param, publisherApi } from './earn-helpers.ts';
import { expectDropdownSearches } from './dropdown-search.ts';

const b = useBrowser();
const api = publisherApi(b);

// Reads only (filters, sorting, CSV); the failures are one-off fault rules.
describe('Earn: insights', () => {
  const range = (preset: Parameters<typeof presetRange>[0]) => presetRange(preset);
  const query = (r: { start: string; end: string }, extra = '') => `start_date=${r.start}&end_date=${r.end}${extra}`;
  type Daily = { total_earnings: number; total_downloads: number };
  type Report = { podcast_data: { name: string; earnings: number; ep_download_count_daily: number }[] };
  const totals = async (page: Page) => [
    await page.getByTestId('total-earnings').textContent(),
    await page.getByTestId('total-downloads').textContent(),
  ];
  const expectTotals = async (page: Page, daily: Daily) =>
    expect.poll(() => totals(page)).toEqual([formatMoney(daily.total_earnings), formatCount(daily.total_downloads)]);
  const tableNames = (page: Page) => page.locator('.earn-table__table tbody th').allTextContents();
  const shownNames = (report: Report) =>
    report.podcast_data
      .filter((r) => r.earnings || r.ep_download_count_daily)
      .sort((x, y) => y.earnings - x.earnings)
      .map((r) => r.name);
  const choose = async (page: Page, field: 'Advertiser' | 'Podcast', option: string) => {
    await page.getByRole('button', { name: new RegExp(`^${field} `) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('filters change the chart, the table and the address; sorting; CSV; failures', async () => {
    const { page, context, errors } = await openAs(b, '/earn/insights');
    const all = range('all_time');
    await page.locator('.earn-table__table tbody tr').first().waitFor();
    expect(await crumbs(page)).toEqual(['Earn', 'Insights']);
    expect(await page.locator('.crumbs__trail a').getAttribute('href')).toBe('/earn');
    expect(await page.getByRole('tab', { name: /Earnings/ }).getAttribute('aria-selected')).toBe('true');
    await expectTotals(page, await api.json<Daily>(`/earn/publisher/earnings?${query(all)}`));
    expect(await tableNames(page)).toEqual(shownNames(await api.json<Report>(`/earn/publisher/report?${query(all)}`)));
    expect(await page.getByLabel('Duration').locator('option').allTextContents()).toEqual([
      'This month',
      'Last month',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'All time',
    ]);
    expect(await page.locator('.earn-chart__panel canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'earn-insights-desktop');

    // Duration: both reports follow; the address has no filters yet.
    const month = range('last_30_days');
    await page.getByLabel('Duration').selectOption({ label: 'Last 30 days' });
    await expectTotals(page, await api.json<Daily>(`/earn/publisher/earnings?${query(month)}`));
    expect(new URL(page.url()).search).toBe('');

    // Advertiser: both reports, and advertiser_id in the address.
    const { advertisers } = await api.json<{ advertisers: { id: number; name: string }[] }>('/earn/advertisers');
    const ocean = advertisers.find((a) => a.name === 'The Ocean Stories')!;
    await choose(page, 'Advertiser', ocean.name);
    await expect.poll(() => param(page, 'advertiser_id')).toBe(String(ocean.id));
    await expectTotals(
      page,
      await api.json<Daily>(`/earn/publisher/earnings?${query(month, `&advertiser_id=${ocean.id}`)}`),
    );
    const oceanReport = await api.json<Report>(`/earn/publisher/report?${query(month, `&advertiser_id=${ocean.id}`)}`);
    await expect.poll(() => tableNames(page)).toEqual(shownNames(oceanReport));

    // Podcast: only the chart follows; a podcast without figures shows the empty chart and its own (zero) row, bold.
    await choose(page, 'Podcast', 'Late Night Kitchen Lab');
    await expect.poll(() => param(page, 'podcast_id')).toBe('1003');
    await page.getByText('No data available for this period').waitFor();
    await expect.poll(() => tableNames(page)).toEqual([...shownNames(oceanReport), 'Late Night Kitchen Lab']);
    expect(await page.locator('.earn-table__table tr.is-selected th').textContent()).toBe('Late Night Kitchen Lab');
    expect(await page.locator('.bar .podsel__name').textContent()).toBe('Late Night Kitchen Lab'); // the top bar agrees
    await screenshot(page, 'earn-insights-filtered-desktop');
    await choose(page, 'Podcast', 'All podcasts');
    await expect.poll(() => param(page, 'podcast_id')).toBeNull();
    await choose(page, 'Advertiser', 'All advertisers');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Sorting: earnings descending first; the active header flips; another header sorts ascending.
    const header = (name: string) => page.locator('.earn-table__table thead th').filter({ hasText: name });
    expect(await header('Earnings').getAttribute('aria-sort')).toBe('descending');
    await header('Earnings').getByRole('button').click();
    expect(await header('Earnings').getAttribute('aria-sort')).toBe('ascending');
    await header('Name').getByRole('button').click();
    expect(await header('Name').getAttribute('aria-sort')).toBe('ascending');
    const sorted = await tableNames(page);
    expect(sorted).toEqual([...sorted].sort((x, y) => x.localeCompare(y)));

    // Export all: the documented file name and the server's rows (every podcast, then the totals).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`publisher_earnings_report_${month.start}_${month.end}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toBe(await api.text(`/earn/publisher/report/download?${query(month)}`));
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Podcast,Earnings (USD),Downloads');
    expect(lines.at(-1)).toMatch(/^Totals,/);
    expect(lines).toHaveLength(2 + (await api.json<{ publishers: unknown[] }>('/earn/publishers')).publishers.length);
    await fault(b, {
      path: '/earn/publisher/report/download',
      method: 'GET',
      status: 500,
      detail: { error: 'Exports are paused.' },
    });
    await page.getByRole('button', { name: 'Export all' }).click();
    await page.locator('.ps-toast--error').filter({ hasText: 'Exports are paused.' }).waitFor();

    // Failed loads clear what they showed and say so.
    await fault(b, { path: '/earn/publisher/earnings', method: 'GET', status: 500 });
    await fault(b, { path: '/earn/publisher/report', method: 'GET', status: 500 });
    await page.getByLabel('Duration').selectOption({ label: 'Last 90 days' });
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch daily report' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch report' }).waitFor();
    expect(await totals(page)).toEqual(['-', '-']);
    expect(await page.locator('.earn-table__table').count()).toBe(0);
    await screenshot(page, 'earn-insights-failed-desktop');
    expect(noisy(errors)).toEqual([]);
    await context.close();

    // The address is read on load.
    const morning = advertisers.find((a) => a.name === 'Morning Health Radio')!;
    const phone = await openAs(b, `/earn/insights?podcast_id=1002&advertiser_id=${morning.id}`, PHONE);
    // On a phone the page's podcast filter gives way to the top bar's, which is the same choice.
    await expect.poll(() => phone.page.locator('.bar .podsel__name').textContent()).toBe('Deep Ocean Hours');
    expect(await phone.page.getByRole('button', { name: 'Podcast Deep Ocean Hours', exact: true }).isVisible()).toBe(
      false,
    );
    await phone.page.getByRole('button', { name: `Advertiser ${morning.name}`, exact: true }).waitFor();
    await expectTotals(
      phone.page,
      await api.json<Daily>(`/earn/publisher/earnings?${query(all, `&podcast_id=1002&advertiser_id=${morning.id}`)}`),
    );
    await screenshot(phone.page, 'earn-insights-phone');
    await phone.context.close();
  });

  it('"Export all" sends the range, the selected podcast and the advertiser', async () => {
    const { advertisers } = await api.json<{ advertisers: { id: number; name: string }[] }>('/earn/advertisers');
    const advertiser = advertisers.find((a) => a.name === 'The Ocean Stories')!;
    const { page, context } = await openAs(b, `/earn/insights?podcast_id=1001&advertiser_id=${advertiser.id}`);
    await page.locator('.earn-table__table tbody tr').first().waitFor();
    const all = range('all_time');
    const sent = page.waitForRequest((r) => r.url().includes('/earn/publisher/report/download'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all' }).click(),
    ]);
    const params = Object.fromEntries(new URL((await sent).url()).searchParams);
    expect(params).toEqual({
      start_date: all.start,
      end_date: all.end,
      podcast_id: '1001',
      advertiser_id: String(advertiser.id),
    });
    // The server's CSV of that podcast: its row, then the totals.
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toBe(
      await api.text(
        `/earn/publisher/report/download?${query(all, `&podcast_id=1001&advertiser_id=${advertiser.id}`)}`,
      ),
    );
    expect(csv.trim().split(/\r?\n/)).toHaveLength(3);
    await context.close();
  });

  it('the advertiser dropdown searches advertisers; the podcast dropdown, podcasts', async () => {
    const { page, context } = await openAs(b, '/earn/insights');
    await page.locator('.earn-table__table tbody tr').first().waitFor();
    for (const [field, placeholder, empty] of [
      ['Advertiser', 'Search advertisers...', 'No advertisers found'],
      ['Podcast', 'Search podcasts...', 'No podcasts found'],
    ] as const) {
      const search = await expectDropdownSearches(page, field, placeholder, empty);
      await screenshot(page, `earn-insights-${field.toLowerCase()}-search-desktop`);
      await search.press('Escape');
    }
    await context.close();
  });

  it('the Name column shows artwork and name at every width', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, context } = await openAs(b, '/earn/insights', viewport);
      const cells = page.locator('.earn-table__table tbody th.earn-table__name');
      await cells.first().waitFor();
      const count = await cells.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const art = await cells.nth(i).locator('.ps-inbox__art').boundingBox();
        expect(art?.width, `artwork of row ${i} at ${viewport.width} px`).toBeGreaterThan(0);
        expect(await cells.nth(i).textContent()).not.toBe('');
        // Side by side: the name (even wrapped) starts right of its artwork.
        const text = await cells.nth(i).locator('.earn-table__who > span:last-child').boundingBox();
        expect(text!.x).toBeGreaterThanOrEqual(art!.x + art!.width);
      }
      await page.locator('.earn-chart__panel canvas').first().waitFor();
      await screenshot(page, `earn-insights-table-artwork-${name}`);
      await context.close();
    }
  });
});
