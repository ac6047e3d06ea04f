// On scenario `xlarge` (2,000 podcasts): the top bar's podcast selector and the insights dropdowns search long lists on
// the server, and the settings page's podcast list pages with Show more until its counts are reached.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, signIn, useBrowser } from './browser.ts';
import { useXlargeServers } from './xlarge-servers.ts';

const b = useBrowser();
const x = useXlargeServers();

type Named = { id: number; name: string };

async function apiAs(email: string) {
  const res = await fetch(`${x.consoleUrl}/api/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'podspot-demo' }),
  });
  const { jwt_token: token } = (await res.json()) as { jwt_token: string };
  return async <T>(path: string): Promise<T> =>
    (await fetch(`${x.consoleUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;
}

async function openAs(email: string, viewport?: typeof PHONE) {
  const opened = await b.open(viewport);
  await signIn(opened.page, x.consoleUrl, email);
  await opened.page.waitForURL(/\/(earn|advertise\/campaigns)$/);
  return opened;
}

/** Opens the searchable dropdown named `name`, types `text`, picks the option `pick` and checks the button names it. */
async function searchAndPick(page: Page, name: RegExp, text: string, pick: string) {
  const button = page.getByRole('button', { name }).first();
  await button.click();
  await page.getByRole('combobox', { name: /^Search/ }).fill(text);
  await page.getByRole('option', { name: pick, exact: true }).click();
  await expect.poll(() => button.textContent()).toContain(pick);
}

describe('long option lists on xlarge', () => {
  it('the top bar selector lists the first 100 of 2,000 podcasts and finds the last one by typing', async () => {
    const api = await apiAs('publisher@podspot.test');
    const { publishers } = await api<{ publishers: Named[] }>('/earn/publishers');
    expect(publishers).toHaveLength(2000);
    const last = publishers[publishers.length - 1];
    const { page, context, errors } = await openAs('publisher@podspot.test');
    const selector = page.getByRole('button', { name: /^Show podcast/ });
    await selector.click();
    const options = page.getByRole('listbox', { name: 'Show podcast' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(101); // All podcasts and the first page
    expect(await options.nth(100).textContent()).toBe(publishers[99].name);
    await screenshot(page, 'xlarge-options-top-bar-open');
    await page.keyboard.press('Escape');
    await searchAndPick(page, /^Show podcast/, last.name.toUpperCase(), last.name);
    // The campaigns page's filter is the same choice: it names the podcast although its first page does not hold it.
    await page.getByRole('link', { name: /^Campaigns/ }).click();
    await page.waitForURL(/\/earn\/campaigns/);
    const pageFilter = page.locator('main .ps-ssel__button');
    await expect.poll(() => pageFilter.textContent()).toContain(last.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the insights dropdowns find an advertiser and a podcast far down by typing', async () => {
    const api = await apiAs('publisher@podspot.test');
    const { advertisers } = await api<{ advertisers: Named[] }>('/earn/advertisers');
    const far = (await api<{ publishers: Named[] }>(`/earn/publishers?limit=1000`)).publishers[999];
    const lastAdvertiser = advertisers[advertisers.length - 1];
    const { page, context } = await openAs('publisher@podspot.test');
    await page.goto(`${x.consoleUrl}/earn/insights`);
    await searchAndPick(page, /^Advertiser/, lastAdvertiser.name.slice(0, 12), lastAdvertiser.name);
    await expect.poll(() => new URL(page.url()).searchParams.get('advertiser_id')).toBe(String(lastAdvertiser.id));
    await searchAndPick(page, /^Podcast/, far.name, far.name);
    await expect.poll(() => new URL(page.url()).searchParams.get('podcast_id')).toBe(String(far.id));
    await page.reload(); // from the address: the chosen podcast past the first page is named, not dropped to all
    await expect.poll(() => page.locator('main .ps-ssel__button').nth(1).textContent()).toContain(far.name);
    await context.close();
  });

  it('the settings list reaches its last page under a filter, with the counts the server gives', async () => {
    const api = await apiAs('publisher@podspot.test');
    const all = await api<{ total: number }>('/setting/podcasts?limit=1');
    const notIntegrated: Named[] = [];
    for (let total = Infinity; notIntegrated.length < total;) {
      const page = await api<{ podcasts: Named[]; total: number }>(
        `/setting/podcasts?filter=not_integrated&limit=200&offset=${notIntegrated.length}`,
      );
      notIntegrated.push(...page.podcasts);
      total = page.total;
    }
    expect(all.total).toBe(2000);
    expect(notIntegrated.length).toBeGreaterThan(40 * 3);
    const { page, context } = await openAs('publisher@podspot.test');
    await page.goto(`${x.consoleUrl}/settings`);
    const foot = page.locator('.ps-more .ps-muted');
    await expect
      .poll(() => foot.textContent())
      .toBe(`Showing 40 of ${Number(all.total).toLocaleString('en-US')} podcasts`);
    await page.getByLabel('Filter podcasts').selectOption('not_integrated');
    await expect
      .poll(() => foot.textContent())
      .toBe(`Showing 40 of ${notIntegrated.length.toLocaleString('en-US')} podcasts`);
    for (let drawn = 40; drawn < notIntegrated.length; drawn += 40) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => page.locator('.podcast-row').count()).toBe(Math.min(drawn + 40, notIntegrated.length));
    }
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    const names = await page.locator('.podcast-row__name').allTextContents();
    expect(names).toEqual(notIntegrated.map((p) => p.name));
    await context.close();
  });

  it('looks right on a phone and on a wide screen', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, context } = await openAs('publisher@podspot.test', viewport);
      const size = viewport ? 'phone' : 'desktop';
      await page.goto(`${x.consoleUrl}/settings`);
      await page.locator('.ps-more').waitFor();
      await screenshot(page, `xlarge-options-settings-${size}`);
      await page.goto(`${x.consoleUrl}/earn/campaigns`);
      await page.getByRole('button', { name: /^Show podcast/ }).click();
      await page.getByRole('combobox', { name: /^Search/ }).fill('jazz');
      await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/jazz/i);
      await screenshot(page, `xlarge-options-selector-search-${size}`);
      await context.close();
    }
  });
});
