// The publisher's campaigns, archived campaigns and the go-live uploader's Requires attention list on scenario
// `xlarge` (20,000 podspots): each list is paged on the server; reaching its last page must draw exactly what the
// page counts and the server totals.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PHONE, screenshot, signIn, useBrowser } from './browser.ts';
import { PUBLISHER } from './earn-helpers.ts';
import { useXlargeServers } from './xlarge-servers.ts';

const b = useBrowser();
const servers = useXlargeServers();

type Counts = Record<'all' | 'draft' | 'active' | 'inactive', number>;
type PodspotPage = {
  data: { podspots: { id: number; publisher_podcast_id: number; publisher_podcast_name: string }[] };
  total: number;
  campaigns?: number;
  counts?: Counts;
  archived_podspots: number;
};

async function api(path: string): Promise<PodspotPage> {
  const signedIn = await fetch(`${servers.consoleUrl}/api/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PUBLISHER, password: DEMO_PASSWORD }),
  });
  const { jwt_token: token } = (await signedIn.json()) as { jwt_token: string };
  const answer = await fetch(`${servers.consoleUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return answer.json() as Promise<PodspotPage>;
}

async function openConsole(path: string, viewport?: { width: number; height: number }) {
  const opened = await b.open(viewport);
  await signIn(opened.page, servers.consoleUrl, PUBLISHER);
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await opened.page.goto(`${servers.consoleUrl}${path}`);
  return opened;
}

/** Clicks Show more until it is gone; answers how many clicks it took. */
async function showAll(page: Page, scope = page.locator('body')) {
  let clicks = 0;
  for (;;) {
    const more = scope.locator('.ps-more');
    const before = await more
      .locator('.ps-muted')
      .textContent({ timeout: 2_000 })
      .catch(() => null);
    if (before === null) return clicks;
    await more.getByRole('button', { name: 'Show more' }).click();
    clicks += 1;
    await expect
      .poll(() =>
        more
          .locator('.ps-muted')
          .textContent({ timeout: 2_000 })
          .catch(() => null),
      )
      .not.toBe(before);
  }
}

describe('xlarge: lists paged on the server', () => {
  it('campaigns: the first page counts the whole list; a podcast and a tab reach the last page', async () => {
    const whole = await api('/earn/podspots?row_limit=40');
    const { page, context, errors } = await openConsole('/earn/campaigns');
    await page.locator('.earn-campaign').first().waitFor();
    expect(await page.getByRole('tab', { name: /^All/ }).textContent()).toBe(`All ${whole.counts!.all}`);
    expect(await page.locator('.ps-more .ps-muted').textContent()).toBe(
      `Showing ${await page.locator('.earn-campaign').count()} of ${Number(whole.campaigns).toLocaleString('en-US')} campaigns`,
    );
    expect(await page.locator('.earn-page__foot').textContent()).toBe(`Archived ${whole.archived_podspots}`);
    await screenshot(page, 'xlarge-campaigns-desktop');

    // One podcast (the top bar's choice, through the page's twin of it), then its Draft tab: a few pages.
    const { publisher_podcast_id: podcastId, publisher_podcast_name: name } = whole.data.podspots[0];
    const chosen = await api(`/earn/podspots?row_limit=40&podcast_id=${podcastId}&tab=draft`);
    expect(chosen.campaigns).toBeGreaterThan(80);
    await page
      .locator('.earn-filters')
      .getByRole('button', { name: /^Podcast/ })
      .click();
    await page.getByPlaceholder('Search podcasts...').fill(name);
    await page.getByRole('option', { name, exact: true }).first().click();
    await expect.poll(() => page.getByRole('tab', { name: /^All/ }).textContent()).toBe(`All ${chosen.counts!.all}`);
    await page.getByRole('tab', { name: /^Draft/ }).click();
    await expect
      .poll(() => page.locator('.ps-more .ps-muted').textContent())
      .toBe(
        `Showing ${await page.locator('.earn-campaign').count()} of ${Number(chosen.campaigns).toLocaleString('en-US')} campaigns`,
      );
    expect(await showAll(page)).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('tab', { name: /^Draft/ }).textContent()).toBe(`Draft ${chosen.counts!.draft}`);
    expect(await page.locator('.earn-campaign').count()).toBe(chosen.campaigns);
    expect(await page.locator('.earn-row').count()).toBe(chosen.total);
    expect(chosen.total).toBe(chosen.counts!.draft);
    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: /^All/ }).click();
    await page.locator('.ps-more').waitFor();
    await screenshot(page, 'xlarge-campaigns-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('archived: the count, then Show more to the last page', async () => {
    const whole = await api('/earn/podspots?archived=true&limit=0');
    expect(whole.total).toBeGreaterThan(80);
    const { page, context, errors } = await openConsole('/earn/campaigns/archived');
    await page.locator('.earn-archived__list .earn-row').first().waitFor();
    expect(await page.getByTestId('archived-count').textContent()).toBe(String(whole.total));
    expect(await page.locator('.ps-more .ps-muted').textContent()).toBe(
      `Showing 40 of ${whole.total.toLocaleString('en-US')} campaigns`,
    );
    await screenshot(page, 'xlarge-archived-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'xlarge-archived-phone');
    expect(await showAll(page)).toBe(Math.ceil(whole.total / 40) - 1);
    expect(await page.locator('.earn-archived__list .earn-row').count()).toBe(whole.total);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('go-live uploader: Requires attention pages to its last row', async () => {
    const drafts = await api('/earn/podspots?tab=draft&limit=0');
    const { page, context, errors } = await b.open(PHONE);
    await page.goto(`${servers.examplesUrl}/golive-test.html`);
    const list = page.locator('#golive');
    // The loading placeholder draws rows too: the list is in once its foot counts them.
    await list.locator('.ps-more .ps-muted').waitFor();
    expect(await list.locator('.ps-golive-row').count()).toBe(40);
    expect(await list.locator('.ps-more .ps-muted').textContent()).toBe(
      `Showing 40 of ${drafts.total.toLocaleString('en-US')} campaigns`,
    );
    await screenshot(page, 'xlarge-go-live-list-phone');
    await showAll(page, list);
    expect(await list.locator('.ps-golive-row').count()).toBe(drafts.total);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
