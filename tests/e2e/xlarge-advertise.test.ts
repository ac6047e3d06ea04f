// The advertiser's campaigns page on scenario `xlarge` (1,002 campaigns, 19,049 podspots): the page asks the server for
// one page at a time; filtered to a podcast it reaches the last page, and every count agrees with the server's.
import { describe, expect, it } from 'vitest';
import { ADVERTISER } from './advertise-helpers.ts';
import { DEMO_PASSWORD, PHONE, SCREENSHOT_DIR, screenshot, signIn, useBrowser } from './browser.ts';
import { useXlargeServers } from './xlarge-servers.ts';

const b = useBrowser();
const xl = useXlargeServers();

type PageAnswer = { data: { data: { podspots: { campaign_name: string }[] } }; total: number; campaigns: number };

/** The API as the page's server answers it, signed in as the advertiser. */
async function apiOf(consoleUrl: string) {
  const signin = await fetch(`${consoleUrl}/api/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADVERTISER, password: DEMO_PASSWORD }),
  });
  const { jwt_token: token } = (await signin.json()) as { jwt_token: string };
  return async <T>(path: string): Promise<T> => {
    const res = await fetch(`${consoleUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
}

describe('Advertise campaigns on xlarge', () => {
  it('pages the campaigns: the first page and its total, then one podcast to the last page', async () => {
    const get = await apiOf(xl.consoleUrl);
    const first = await get<PageAnswer>('/advertise/podspots?row_limit=40');
    expect(first.campaigns).toBeGreaterThan(1000);
    // A podcast whose campaigns fill a few pages (more than two, at most six, of 40 cards).
    const { publishers } = await get<{ publishers: { name: string }[] }>('/advertise/publishers');
    const sizes = await Promise.all(
      publishers.map(async ({ name }) => {
        const q = new URLSearchParams({ row_limit: '1', podcast_name: name });
        return { name, campaigns: (await get<PageAnswer>(`/advertise/podspots?${q}`)).campaigns };
      }),
    );
    const chosen = sizes
      .filter((s) => s.campaigns > 80 && s.campaigns <= 240)
      .sort((a, b) => a.campaigns - b.campaigns)[0];
    expect(chosen).toBeDefined();
    const all = new URLSearchParams({ row_limit: '100000', podcast_name: chosen.name, sort: 'name' });
    const whole = await get<PageAnswer>(`/advertise/podspots?${all}`);
    expect(whole.campaigns).toBe(chosen.campaigns);

    const { page, context, errors } = await b.open();
    await signIn(page, xl.consoleUrl, ADVERTISER);
    await page.waitForURL(`${xl.consoleUrl}/advertise/campaigns`);
    await page.locator('.adv-campaign').first().waitFor();
    const badge = page.getByRole('heading', { level: 1, name: /Campaigns/ }).locator('.badge');
    const more = page.locator('.ps-more');
    const cards = page.locator('.adv-campaign');
    expect(await badge.textContent()).toBe(String(first.campaigns));
    const firstCards = await cards.count();
    expect(firstCards).toBe(new Set(first.data.data.podspots.map((p) => p.campaign_name)).size);
    expect(await more.locator('.ps-muted').textContent()).toBe(
      `Showing ${firstCards} of ${first.campaigns.toLocaleString('en-US')} campaigns`,
    );
    await screenshot(page, 'xlarge-advertise-campaigns-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'xlarge-advertise-campaigns-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel('Sort by').selectOption({ label: 'Campaign name' });
    await page.getByRole('button', { name: /Podcast All podcasts/ }).click();
    await page.getByPlaceholder('Search podcasts...').fill(chosen.name);
    await page.getByRole('option', { name: chosen.name, exact: true }).click();
    await badge.filter({ hasText: new RegExp(`^${chosen.campaigns}$`) }).waitFor();
    await page.locator('.adv-campaign__podcast-spend').first().waitFor();
    await screenshot(page, 'xlarge-advertise-campaigns-filtered-desktop');
    let clicks = 0;
    while (await more.count()) {
      const drawn = await cards.count();
      expect(await more.locator('.ps-muted').textContent()).toBe(
        `Showing ${drawn} of ${chosen.campaigns.toLocaleString('en-US')} campaigns`,
      );
      await more.getByRole('button', { name: 'Show more' }).click();
      await cards.nth(drawn).waitFor();
      clicks += 1;
    }
    expect(clicks).toBeGreaterThanOrEqual(2);
    // Every campaign once, in the server's order, each naming the chosen podcast's own spend.
    const names = (await page.locator('.adv-campaign__toggle').allTextContents()).map((t) => t.replace('›', '').trim());
    const campaignsInOrder = whole.data.data.podspots
      .map((p) => p.campaign_name)
      .filter((name, i, list) => name !== list[i - 1]);
    expect(names).toEqual(campaignsInOrder);
    expect(await page.locator('.adv-campaign__podcast-spend').count()).toBe(chosen.campaigns);
    expect(await badge.textContent()).toBe(String(chosen.campaigns));
    // The last page's foot, as one screen: the full page is 150+ cards long.
    await cards.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/xlarge-advertise-campaigns-last-page.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
