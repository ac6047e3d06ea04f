import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser.ts';
import {
  campaignRow,
  crumbs,
  fault,
  isActive,
  noisy,
  openAs,
  param,
  publisherApi,
  toast,
  viewportShot,
  type ApiPodspot,
} from './earn-helpers.ts';

const b = useBrowser();
const api = publisherApi(b);

// Archives a podspot and unarchives it again: the demo is left as it was found (counts are read from the API).
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
    const earned = (await page.locator('.earn-campaign__text p').allTextContents()).map((t) =>
      Number(t.replace(/^.*· \$([\d,.]+) earned$/, '$1').replace(/,/g, '')),
    );
    expect(earned).toEqual([...earned].sort((x, y) => y - x));

    // The preview: the audio player for an uploaded podspot, the documented text without audio.
    const [withAudio, unavailable] = data.podspots.filter((p) => p.podspot_audio_url && p.aasm_state === 'approved');
    const withoutAudio = data.podspots.find((p) => !p.podspot_audio_url)!;
    // A file the server cannot give: the documented audio failure text.
    await fault(b, { path: unavailable.podspot_audio_url!.replace(/^\/api/, ''), method: 'GET', status: 404 });
    await campaignRow(page, unavailable.id).locator('.earn-row__toggle').click();
    await campaignRow(page, unavailable.id).getByRole('button', { name: 'Play' }).click();
    await campaignRow(page, unavailable.id)
      .getByRole('alert')
      .filter({ hasText: 'Could not play audio. The file may be unavailable.' })
      .waitFor();
    const audioRow = campaignRow(page, withAudio.id);
    expect(await audioRow.locator('.earn-row__toggle').getAttribute('aria-expanded')).toBe('false');
    await audioRow.locator('.earn-row__toggle').click();
    await audioRow.getByRole('button', { name: 'Play' }).click();
    await audioRow.getByRole('button', { name: 'Pause' }).waitFor();
    await audioRow.getByRole('button', { name: 'Pause' }).click();
    await campaignRow(page, withoutAudio.id).locator('.earn-row__toggle').click();
    await campaignRow(page, withoutAudio.id).getByText('No Podspot ad preview available').waitFor();
    await screenshot(page, 'earn-campaigns-preview-desktop');

    // View insights carries the podcast and the advertiser.
    await audioRow.getByRole('link', { name: /^View insights/ }).click();
    await page.waitForURL((url) => url.pathname === '/earn/insights');
    expect([param(page, 'podcast_id'), param(page, 'advertiser_id')]).toEqual([
      String(withAudio.publisher_podcast_id),
      String(withAudio.advertiser_podcast_id),
    ]);
    // Insights adopts the podcast into the top bar once its option lists load: wait for that before going back.
    await page
      .getByRole('button', { name: `Podcast ${withAudio.publisher_podcast_name}`, exact: true })
      .first()
      .waitFor();
    await page.goBack();

    // The insights podcast is the top bar's podcast too, so the list comes back filtered to it; the page's own
    // podcast filter (the shared searchable dropdown) shows it and clears it.
    const podcastFilter = page.getByRole('button', {
      name: `Podcast ${withAudio.publisher_podcast_name}`,
      exact: true,
    });
    await podcastFilter.waitFor();
    await page.locator('.earn-row').first().waitFor();
    expect(new Set(await page.locator('.earn-row__name').allTextContents())).toEqual(
      new Set([withAudio.publisher_podcast_name]),
    );
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
    await campaignRow(page, inactive.id)
      .getByRole('button', { name: /^Archive/ })
      .click();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await page
      .locator('.ps-toast--error')
      .filter({ hasText: 'Failed to archive campaign. Please try again.' })
      .waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await campaignRow(page, inactive.id)
      .getByRole('button', { name: /^Archive/ })
      .click();
    await confirm
      .getByText('Are you sure you want to archive this campaign? You can unarchive it later if needed.')
      .waitFor();
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

    // The archived list's failures: the server's message, or the documented text when there is none.
    await fault(b, {
      path: '/earn/podspots',
      method: 'GET',
      status: 503,
      detail: { error: 'The archive is being rebuilt.' },
    });
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
