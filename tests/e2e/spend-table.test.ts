import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../server-mock/files/csv.ts';
import { presetRange } from '@sdk/core/date-presets.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser.ts';
import { nextFrames } from './settled.ts';

const b = useBrowser();
const USER = 'advertiser@podspot.test';
type ApiRow = { id: number; name: string; spend: number; impressions: number; acquisitions: number; downloads: number };

/** The report the widget should show, asked of the API directly with an embed token of the same user. */
async function apiReport(): Promise<{ rows: ApiRow[]; totals: { spend: number } }> {
  const { token } = (await (
    await fetch(`${b.examplesUrl}/my-backend/podspot-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: USER }),
    })
  ).json()) as { token: string };
  const { start, end } = presetRange('last_30_days');
  const answer = await fetch(`${b.consoleUrl}/api/advertise/advertiser/report?start_date=${start}&end_date=${end}`, {
    headers: { authorization: `Bearer ${token}`, origin: b.examplesUrl },
  });
  const body = (await answer.json()) as { data: ApiRow[]; totals: { spend: number }[] };
  return { rows: body.data, totals: body.totals.at(-1)! };
}

const fault = (rule: object) =>
  fetch(`${b.consoleUrl}/api/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });

const money = (text: string) => Number(text.replace(/[$,]/g, ''));
const tableRows = (page: Page) =>
  page.locator('#spend tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      id: Number(tr.getAttribute('data-podcast-id')),
      name: tr.querySelector('.ps-spend__label')?.textContent ?? '',
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      weight: getComputedStyle(tr.querySelector('td')!).fontWeight,
    })),
  );
const headerSort = (page: Page, label: string) =>
  page
    .locator('#spend thead th')
    .filter({ hasText: new RegExp(`^${label}`) })
    .getAttribute('aria-sort');
const clickHeader = (page: Page, label: string) =>
  page
    .locator('#spend thead th')
    .filter({ hasText: new RegExp(`^${label}`) })
    .getByRole('button')
    .click();

async function openWidget(viewport = DESKTOP) {
  const opened = await b.open(viewport);
  await opened.page.goto(`${b.examplesUrl}/spend-test.html`);
  await opened.page.locator('#spend tbody tr').first().waitFor();
  return opened;
}

async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all' }).click(),
  ]);
  const rows = parseCsv(await readFile(await download.path(), 'utf8'));
  return { fileName: download.suggestedFilename(), header: rows[0], body: rows.slice(1, -1), totals: rows.at(-1)! };
}

describe('spend-table on the examples site', () => {
  it('shows the report with totals, sorts, selects and exports', async () => {
    const { page, context, errors } = await openWidget();
    const expected = await apiReport();
    const withFigures = expected.rows.filter((r) => r.spend || r.impressions || r.acquisitions || r.downloads);
    expect(withFigures.length).toBeGreaterThan(8);

    // Rows and totals from the server, spend descending by default; the totals are the sum of the rows.
    let rows = await tableRows(page);
    expect(rows.map((r) => r.name)).toEqual(withFigures.map((r) => r.name));
    expect(rows.map((r) => money(r.cells[0]))).toEqual(withFigures.map((r) => r.spend));
    expect(await headerSort(page, 'Spend')).toBe('descending');
    const totals = await page.locator('#spend tfoot tr > *').allTextContents();
    expect(totals[0]).toBe('Totals');
    expect(money(totals[1])).toBe(expected.totals.spend);
    expect(money(totals[1])).toBeCloseTo(
      rows.reduce((s, r) => s + money(r.cells[0]), 0),
      2,
    );
    await page.getByText('Last Podspot event: ready').waitFor();

    // Scroll mode above 8 rows: the box scrolls, the page does not grow with the table.
    const box = page.locator('#spend .ps-spend__box');
    expect(
      await box.evaluate((el) => el.classList.contains('ps-spend__box--scroll') && el.scrollHeight > el.clientHeight),
    ).toBe(true);
    await page
      .locator('#spend thead th')
      .filter({ hasText: /^Acquisitions/ })
      .hover();
    await page.getByRole('tooltip', { name: 'Acquired unique listeners' }).waitFor();
    await screenshot(page, 'spend-table-desktop');

    // Sorting by header clicks.
    await clickHeader(page, 'Name');
    expect(await headerSort(page, 'Name')).toBe('ascending');
    rows = await tableRows(page);
    expect(rows.map((r) => r.name)).toEqual(
      [...rows.map((r) => r.name)].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true })),
    );
    await clickHeader(page, 'Name');
    expect(await headerSort(page, 'Name')).toBe('descending');
    expect((await tableRows(page)).map((r) => r.name)).toEqual(rows.map((r) => r.name).reverse());
    await clickHeader(page, 'Impressions');
    expect(await headerSort(page, 'Impressions')).toBe('ascending');
    expect(await headerSort(page, 'Name')).toBe('none');
    const impressions = (await tableRows(page)).map((r) => Number(r.cells[1].replace(/,/g, '')));
    expect(impressions).toEqual([...impressions].sort((x, y) => x - y));

    // Export all without a selection: every podcast of the report and the totals.
    const all = await exportCsv(page);
    const { start, end } = presetRange('last_30_days');
    expect(all.fileName).toBe(`advertiser_spend_report_${start}_${end}.csv`);
    expect(all.header[0]).toBe('Podcast');
    expect(all.body.map((r) => [r[0], Number(r[1])])).toEqual(expected.rows.map((r) => [r.name, r.spend]));
    expect(all.totals.slice(0, 2)).toEqual(['Totals', expected.totals.spend.toFixed(2)]);
    await page.getByText(`Last Podspot event: export_downloaded ${all.fileName}`).waitFor();

    // Row selection bolds the row and reaches the host; the export then holds that podcast only.
    const pick = withFigures[1];
    const row = page.locator(`#spend tr[data-podcast-id="${pick.id}"]`);
    await row.locator('td').first().click();
    await page.getByText(`Selected podcast: ${pick.id}`).waitFor();
    expect((await tableRows(page)).filter((r) => r.weight === '700').map((r) => r.id)).toEqual([pick.id]);
    expect(await row.getByRole('button').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'spend-table-desktop-selected');
    const one = await exportCsv(page);
    expect(one.body.map((r) => r[0])).toEqual([pick.name]);
    expect(Number(one.totals[1])).toBe(pick.spend);
    await row.getByRole('button').press('Enter'); // the keyboard clears it too
    await page.getByText('Selected podcast: all').waitFor();
    expect((await tableRows(page)).every((r) => r.weight === '400')).toBe(true);

    // Another duration reloads the table.
    await page.getByLabel('Duration').selectOption('all_time');
    await page.getByText('Last Podspot event: ready').waitFor();
    await page.waitForFunction(
      () => !document.querySelector('#spend')!.shadowRoot!.querySelector('[aria-busy="true"]'),
    );
    const allTime = await page.locator('#spend tfoot tr > *').nth(1).textContent();
    expect(money(allTime!)).toBeGreaterThan(expected.totals.spend);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server reason for a failed load and a failed export, and recovers', async () => {
    await fault({
      path: '/advertise/advertiser/report',
      method: 'GET',
      status: 503,
      detail: { error: 'Reports are being rebuilt.' },
      times: 1,
    });
    const { page, context } = await b.open(DESKTOP);
    await page.goto(`${b.examplesUrl}/spend-test.html`);
    await page.getByRole('alert').getByText('Reports are being rebuilt.').waitFor();
    expect(await page.getByRole('button', { name: 'Export all' }).isDisabled()).toBe(true);
    // The error, then the load error it is before the widget was ever ready: the page shows the last event.
    await page.getByText('Last Podspot event: loaderror').waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await page.locator('#spend tbody tr').first().waitFor();

    await fault({
      path: '/advertise/advertiser/report/download',
      method: 'GET',
      status: 500,
      detail: { error: 'Exports are paused.' },
      times: 1,
    });
    await page.getByRole('button', { name: 'Export all' }).click();
    await page.locator('#spend .ps-toast--error').getByText('500: Exports are paused.').waitFor();
    await screenshot(page, 'spend-table-export-error');
    await context.close();
  });

  it('stays usable at phone width: scrolls sideways inside the widget with the Name column fixed', async () => {
    const { page, context, errors } = await openWidget(PHONE);
    const box = page.locator('#spend .ps-spend__box');
    const sizes = await box.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(PHONE.width);
    const firstName = page.locator('#spend tbody tr').first().locator('th');
    const before = (await firstName.boundingBox())!.x;
    await box.evaluate((el) => el.scrollBy(400, 0));
    await nextFrames(page);
    expect((await firstName.boundingBox())!.x).toBeCloseTo(before, 0);
    await screenshot(page, 'spend-table-phone-scrolled');
    await box.evaluate((el) => el.scrollTo(0, 0));
    // The scrollbar highlight fades 1 s after scrolling stops.
    await page.waitForFunction((el) => !el!.hasAttribute('data-scrolling'), await box.elementHandle(), {
      timeout: 3000,
    });
    expect(await box.evaluate((el) => el.hasAttribute('data-scrolling'))).toBe(false);
    await screenshot(page, 'spend-table-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
