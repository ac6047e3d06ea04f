import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '../../sdk/core/date-presets.ts';
import { formatCount, formatMoney } from '../../sdk/core/format.ts';
import { PHONE, screenshot, useBrowser } from './browser.ts';
import { fault, openAs, param, publisherApi, resetDemo, SAMPLE_MP3, viewportShot, type ApiPodspot } from './earn-helpers.ts';

const b = useBrowser();
const api = publisherApi(b);

// This file accepts, rejects, uploads, integrates and archives: it starts from a fresh demo and leaves one behind.
beforeAll(async () => {
  await resetDemo(b);
});
afterAll(async () => {
  await resetDemo(b);
});

const inboxRow = (page: Page, id: number) => page.locator(`.ps-inbox__row[data-opportunity-id="${id}"]`);
const campaignRow = (page: Page, id: number) => page.locator(`.earn-row[data-podspot-id="${id}"]`);
const toast = (page: Page, text: string) => page.locator('.ps-toast').filter({ hasText: text });
const crumbs = (page: Page) => page.locator('.crumbs__trail li').allTextContents();
const isActive = (p: ApiPodspot) => (p.aasm_state === 'approved' && p.status === 'active') || p.aasm_state === 'pending';
const noisy = (errors: string[]) => errors.filter((e) => !/Failed to load resource|status of (4|5)\d\d/.test(e));

describe('Earn: dashboard', () => {
  it('shows the summary cards, the opportunities by campaign and what requires attention', async () => {
    const { page, context, errors } = await openAs(b, '/earn');
    const { data } = await api.podspots();
    await page.locator('[data-testid="summary-draft"]').waitFor();
    expect(await page.locator('[data-testid="summary-draft"]').textContent()).toBe(String(data.podspots.filter((p) => p.aasm_state === 'draft').length));
    expect(await page.locator('[data-testid="summary-active"]').textContent()).toBe(String(data.podspots.filter(isActive).length));
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
      expect(await rows.nth(i).locator('.earn-attention__text').textContent()).toBe(`${p.publisher_podcast_name}Advertiser: ${p.campaign_name}`);
      await rows.nth(i).getByRole('button', { name: p.podspot_uploaded ? 'Integrate Smart Feed' : 'Upload Podspot' }).waitFor();
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

    await inboxRow(page, target.id).getByRole('button', { name: /^Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Review opportunity' });
    await review.getByText(target.publisher_podcast_name, { exact: true }).waitFor();
    await viewportShot(page, 'earn-opportunity-review-desktop');
    await review.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Opportunity accepted').waitFor();
    await review.waitFor({ state: 'hidden' });
    await inboxRow(page, target.id).waitFor({ state: 'detached' });
    await toast(page, 'Opportunity accepted').getByRole('link', { name: 'View accepted opportunities' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/campaigns`);

    const podspot = (await api.podspots()).data.podspots.find((p) => p.campaign_id === target.campaign_id && p.publisher_podcast_id === target.publisher_podcast_id)!;
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
    await inboxRow(page, target.id).getByRole('button', { name: /^Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Review opportunity' });
    await viewportShot(page, 'earn-opportunity-review-phone');
    await review.getByRole('button', { name: 'Not interested' }).click();
    await toast(page, 'Marked as not interested').waitFor();
    await inboxRow(page, target.id).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.ps-inbox__foot').textContent()).toBe(`Not interested ${before.rejected_opportunities + 1}`);
    await screenshot(page, 'earn-opportunities-phone');

    await toast(page, 'Marked as not interested').getByRole('link', { name: 'View not interested' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities/not-interested`);
    const item = page.locator(`.ps-inbox__rejected-item[data-opportunity-id="${target.id}"]`);
    await item.waitFor();
    expect(await crumbs(page)).toEqual(['Earn', 'Opportunities', 'Not interested']);
    expect(await page.locator('.ps-inbox__not-interested .ps-inbox__title').textContent()).toBe(`Not interested ${before.rejected_opportunities + 1}`);
    await screenshot(page, 'earn-not-interested-phone');
    await item.getByRole('button', { name: /^Undo/ }).click();
    await item.waitFor({ state: 'detached' });
    await toast(page, 'Opportunity restored').waitFor();
    expect(await page.locator('.ps-inbox__not-interested .ps-inbox__title').textContent()).toBe(`Not interested ${before.rejected_opportunities}`);
    await page.getByRole('link', { name: 'Back to opportunities' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/opportunities`);
    await inboxRow(page, target.id).waitFor();

    for (const [action, path, message] of [
      ['Accept', 'accept', 'Failed to accept opportunity. Please try again.'],
      ['Not interested', 'reject', 'Failed to mark opportunity as not interested. Please try again.'],
    ]) {
      await fault(b, { path: `/earn/opportunity/${target.id}/${path}`, method: 'POST', status: 500 });
      await inboxRow(page, target.id).getByRole('button', { name: /^Review/ }).click();
      await review.getByRole('button', { name: action }).click();
      await page.locator('.ps-toast--error').filter({ hasText: message }).waitFor();
      await review.waitFor({ state: 'hidden' });
    }
    expect(await inboxRow(page, target.id).count()).toBe(1);
    expect(noisy(errors)).toEqual([]);
    await context.close();
  });
});

describe('Earn: campaigns', () => {
  it('tabs from the address, sorts, previews; archive → archived → unarchive; the failures', async () => {
    const { page, context, errors } = await openAs(b, '/earn/campaigns?tab=nonsense');
    const { data, archived_podspots: archivedBefore } = await api.podspots();
    await page.locator('.earn-campaign').first().waitFor();
    expect(param(page, 'tab')).toBeNull(); // an unknown tab reads as all, and all leaves the address without it
    expect(await crumbs(page)).toEqual(['Earn', 'Campaigns']);
    const count = (pred: (p: ApiPodspot) => boolean) => String(data.podspots.filter(pred).length);
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      `All ${data.podspots.length}`,
      `Draft ${count((p) => p.aasm_state === 'draft')}`,
      `Active ${count(isActive)}`,
      `Inactive ${count((p) => p.aasm_state === 'approved' && p.status === 'inactive')}`,
    ]);
    // Most relevant: a campaign with a draft comes first.
    expect(await page.locator('.earn-campaign').first().locator('.earn-badge').allTextContents()).toContain('Draft');
    expect(await page.locator('.earn-page__foot').textContent()).toBe(`Archived ${archivedBefore}`);
    await screenshot(page, 'earn-campaigns-desktop');

    await page.getByLabel('Sort by').selectOption({ label: 'Advertiser name' });
    const names = await page.locator('.earn-campaign__name').allTextContents();
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    await page.getByLabel('Sort by').selectOption({ label: 'Earnings: High to Low' });
    const earned = (await page.locator('.earn-campaign__text p').allTextContents()).map((t) => Number(t.replace(/^.*· \$([\d,.]+) earned$/, '$1').replace(/,/g, '')));
    expect(earned).toEqual([...earned].sort((x, y) => y - x));

    // The preview: the audio player for an uploaded podspot, the spec's text without audio.
    const withAudio = data.podspots.find((p) => p.podspot_audio_url && p.aasm_state === 'approved')!;
    const withoutAudio = data.podspots.find((p) => !p.podspot_audio_url)!;
    const audioRow = campaignRow(page, withAudio.id);
    expect(await audioRow.locator('.earn-row__toggle').getAttribute('aria-expanded')).toBe('false');
    await audioRow.locator('.earn-row__toggle').click();
    await audioRow.getByRole('group', { name: /.+/ }).getByRole('button', { name: 'Play' }).waitFor();
    await campaignRow(page, withoutAudio.id).locator('.earn-row__toggle').click();
    await campaignRow(page, withoutAudio.id).getByText('No Podspot ad preview available').waitFor();
    await screenshot(page, 'earn-campaigns-preview-desktop');

    // View insights carries the podcast and the advertiser.
    await audioRow.getByRole('link', { name: /^View insights/ }).click();
    await page.waitForURL((url) => url.pathname === '/earn/insights');
    expect([param(page, 'podcast_id'), param(page, 'advertiser_id')]).toEqual([String(withAudio.publisher_podcast_id), String(withAudio.advertiser_podcast_id)]);
    await page.goBack();

    // The insights podcast is the top bar's podcast too, so the list comes back filtered to it; the page's own
    // podcast filter (the shared searchable dropdown) shows it and clears it.
    const podcastFilter = page.getByRole('button', { name: `Podcast ${withAudio.publisher_podcast_name}`, exact: true });
    await podcastFilter.waitFor();
    await page.locator('.earn-row').first().waitFor();
    expect(new Set(await page.locator('.earn-row__name').allTextContents())).toEqual(new Set([withAudio.publisher_podcast_name]));
    await podcastFilter.click();
    await page.getByPlaceholder('Search podcasts...').fill('zzz');
    await page.getByText('No podcasts found').waitFor();
    await page.getByPlaceholder('Search podcasts...').fill('');
    await page.getByRole('option', { name: 'All podcasts', exact: true }).click();
    await expect.poll(() => page.locator('.earn-row').count()).toBe(data.podspots.length);

    // Archive an approved-inactive row: confirmation, toast with its link, the footer count.
    const inactive = data.podspots.find((p) => p.aasm_state === 'approved' && p.status === 'inactive')!;
    await page.getByRole('tab', { name: /^Inactive/ }).click();
    expect(param(page, 'tab')).toBe('inactive');
    const confirm = page.getByRole('dialog', { name: 'Archive campaign' });
    await fault(b, { path: `/earn/podspot/${inactive.id}/archive`, method: 'POST', status: 500 });
    await campaignRow(page, inactive.id).getByRole('button', { name: /^Archive/ }).click();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await page.locator('.ps-toast--error').filter({ hasText: 'Failed to archive campaign. Please try again.' }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await campaignRow(page, inactive.id).getByRole('button', { name: /^Archive/ }).click();
    await confirm.getByText('Are you sure you want to archive this campaign? You can unarchive it later if needed.').waitFor();
    await viewportShot(page, 'earn-archive-confirm-desktop');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Campaign archived').waitFor();
    await campaignRow(page, inactive.id).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.earn-page__foot').textContent()).toBe(`Archived ${archivedBefore + 1}`);
    await toast(page, 'Campaign archived').getByRole('link', { name: 'View archived' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn/campaigns/archived`);

    const archivedRow = campaignRow(page, inactive.id);
    await archivedRow.waitFor();
    expect(await crumbs(page)).toEqual(['Earn', 'Campaigns', 'Archived']);
    expect(await page.getByTestId('archived-count').textContent()).toBe(String(archivedBefore + 1));
    expect(await page.locator('.earn-row__toggle[aria-expanded="true"]').count()).toBe(0); // collapsed by default
    await screenshot(page, 'earn-archived-desktop');
    await archivedRow.getByRole('button', { name: /^Unarchive/ }).click();
    await toast(page, 'Campaign unarchived').waitFor();
    await archivedRow.waitFor({ state: 'detached' });
    expect(await page.getByTestId('archived-count').textContent()).toBe(String(archivedBefore));
    expect((await api.podspots()).data.podspots.some((p) => p.id === inactive.id)).toBe(true);

    // The archived list's failures: the server's message, or the spec's text when there is none.
    await fault(b, { path: '/earn/podspots', method: 'GET', status: 503, detail: { error: 'The archive is being rebuilt.' } });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'The archive is being rebuilt.' }).waitFor();
    await fault(b, { path: '/earn/podspots', method: 'GET', status: 500, detail: {} });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch archived campaigns' }).waitFor();
    await screenshot(page, 'earn-archived-failed-desktop');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.earn-row').first().waitFor();
    expect(noisy(errors)).toEqual([]);
    await context.close();

    const phone = await openAs(b, '/earn/campaigns', PHONE);
    await phone.page.locator('.earn-campaign').first().waitFor();
    await screenshot(phone.page, 'earn-campaigns-phone');
    await phone.page.goto(`${b.consoleUrl}/earn/campaigns/archived`);
    await phone.page.locator('.earn-row').first().waitFor();
    await screenshot(phone.page, 'earn-archived-phone');
    await phone.context.close();
  });
});

describe('Earn: insights', () => {
  const range = (preset: Parameters<typeof presetRange>[0]) => presetRange(preset);
  const query = (r: { start: string; end: string }, extra = '') => `start_date=${r.start}&end_date=${r.end}${extra}`;
  type Daily = { total_earnings: number; total_downloads: number };
  type Report = { podcast_data: { name: string; earnings: number; ep_download_count_daily: number }[] };
  const totals = async (page: Page) => [await page.getByTestId('total-earnings').textContent(), await page.getByTestId('total-downloads').textContent()];
  const expectTotals = async (page: Page, daily: Daily) =>
    expect.poll(() => totals(page)).toEqual([formatMoney(daily.total_earnings), formatCount(daily.total_downloads)]);
  const tableNames = (page: Page) => page.locator('.earn-table__table tbody th').allTextContents();
  const shownNames = (report: Report) =>
    report.podcast_data.filter((r) => r.earnings || r.ep_download_count_daily).sort((x, y) => y.earnings - x.earnings).map((r) => r.name);
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
    expect(await page.getByLabel('Duration').locator('option').allTextContents()).toEqual(['This month', 'Last month', 'Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 180 days', 'All time']);
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
    await expectTotals(page, await api.json<Daily>(`/earn/publisher/earnings?${query(month, `&advertiser_id=${ocean.id}`)}`));
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

    // Export all: the spec's file name and the server's rows (every podcast, then the totals).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all' }).click()]);
    expect(download.suggestedFilename()).toBe(`publisher_earnings_report_${month.start}_${month.end}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toBe(await api.text(`/earn/publisher/report/download?${query(month)}`));
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Podcast,Earnings (USD),Downloads');
    expect(lines.at(-1)).toMatch(/^Totals,/);
    expect(lines).toHaveLength(2 + (await api.json<{ publishers: unknown[] }>('/earn/publishers')).publishers.length);
    await fault(b, { path: '/earn/publisher/report/download', method: 'GET', status: 500, detail: { error: 'Exports are paused.' } });
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
    await phone.page.getByRole('button', { name: 'Podcast Deep Ocean Hours', exact: true }).waitFor();
    await phone.page.getByRole('button', { name: `Advertiser ${morning.name}`, exact: true }).waitFor();
    await expectTotals(phone.page, await api.json<Daily>(`/earn/publisher/earnings?${query(all, `&podcast_id=1002&advertiser_id=${morning.id}`)}`));
    await screenshot(phone.page, 'earn-insights-phone');
    await phone.context.close();
  });
});
