// The opportunities inbox paged on the server at scale (scenario `xlarge`: 25,000 offered, 5,000 not interested): the
// widget on the examples site (offered and not-interested views) and the console's opportunities page each reach their
// last page under a filter, and what they draw equals the counts they show and the server's totals.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, signIn, useBrowser } from './browser.ts';
import { useXlargeServers } from './xlarge-servers.ts';

const b = useBrowser();
const x = useXlargeServers();
const PUBLISHER = 'publisher@podspot.test';

type Facets = {
  advertisers: string[];
  podcasts: { id: number; name: string }[];
  offered: number;
  advertisers_total: number;
};
type Counts = { total: number; campaigns: number; rejected_opportunities: number; facets?: Facets };

let token: Promise<string> | undefined;
const signInToken = async () => {
  const signedIn = await fetch(`${x.consoleUrl}/api/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PUBLISHER, password: 'podspot-demo' }),
  });
  return ((await signedIn.json()) as { jwt_token: string }).jwt_token;
};

/** The server's counts for a query, asked with the publisher's console session. */
async function api(query: string): Promise<Counts> {
  const jwt_token = await (token ??= signInToken());
  const answer = await fetch(`${x.consoleUrl}/api/earn/opportunities?${query}`, {
    headers: { authorization: `Bearer ${jwt_token}` },
  });
  expect(answer.status).toBe(200);
  return answer.json() as Promise<Counts>;
}

/** The podcast with the fewest offers: a filter that leaves a few dozen pages of the 25,000 offers. */
async function smallestPodcast() {
  const { facets } = await api('rejected=false&row_limit=1');
  const sizes = await Promise.all(
    facets!.podcasts.map(async (p) => ({ ...p, ...(await api(`rejected=false&row_limit=1&podcast_id=${p.id}`)) })),
  );
  return sizes.sort((a, b) => a.total - b.total)[0];
}

const text = (l: Locator) => l.textContent().then((t) => t?.replace(/\s+/g, ' ').trim());

/**
 * Clicks 'Show more' inside `root` (its shadow root for a widget) until it is gone, each time waiting for the next page
 * to be drawn, at most `most` times; in the page itself, so dozens of pages take seconds. Answers the clicks.
 */
const showAll = (page: Page, root: string, item: string, most = 500) =>
  page.evaluate(
    async ([rootSelector, itemSelector, most]) => {
      const host = document.querySelector(rootSelector)!;
      const scope = host.shadowRoot ?? host;
      const drawn = () => scope.querySelectorAll(itemSelector).length;
      const frame = () => new Promise((resolve) => setTimeout(resolve, 5));
      let clicks = 0;
      for (let more = scope.querySelector<HTMLButtonElement>('.ps-more button'); more && clicks < most; clicks++) {
        const before = drawn();
        more.click();
        for (let waited = 0; drawn() <= before; waited += 5) {
          if (waited > 10_000) throw new Error(`page ${clicks + 1} never came (${before} drawn)`);
          await frame();
        }
        more = scope.querySelector<HTMLButtonElement>('.ps-more button');
      }
      return clicks;
    },
    [root, item, most] as const,
  );

describe('the opportunities inbox on xlarge', () => {
  it('the widget of one podcast reaches its last page and its not-interested list its last', async () => {
    const podcast = await smallestPodcast();
    const scoped = await api(`rejected=false&row_limit=1&scope_podcast_id=${podcast.id}`);
    const rejected = await api(`rejected=true&limit=0&podcast_id=${podcast.id}`);
    const { page, errors } = await b.open(DESKTOP);
    await page.goto(`${x.examplesUrl}/inbox-test.html?podcast=${podcast.id}`);
    await page.locator('#inbox .ps-inbox__group').first().waitFor();
    expect(await text(page.locator('#inbox .ps-inbox__head .ps-inbox__badge'))).toBe(String(scoped.total));
    expect(await text(page.locator('#inbox .ps-more .ps-muted'))).toMatch(
      new RegExp(`^Showing \\d+ of ${scoped.campaigns.toLocaleString('en-US')} campaigns$`),
    );
    await screenshot(page, 'xlarge-inbox-widget-desktop');
    expect(await showAll(page, '#inbox', '.ps-inbox__group')).toBeGreaterThan(3);
    expect(await page.locator('#inbox .ps-inbox__group').count()).toBe(scoped.campaigns);
    expect(await page.locator('#inbox .ps-inbox__row').count()).toBe(scoped.total);
    expect(await text(page.locator('#inbox .ps-inbox__foot'))).toBe(`Not interested ${rejected.total}`);

    await page.locator('#inbox .ps-inbox__foot button').click();
    await page.locator('#inbox .ps-inbox__rejected-item').first().waitFor();
    expect(await text(page.locator('#inbox .ps-inbox__not-interested .ps-inbox__title'))).toBe(
      `Not interested ${rejected.total}`,
    );
    expect(await showAll(page, '#inbox', '.ps-inbox__rejected-item')).toBeGreaterThan(2);
    expect(await page.locator('#inbox .ps-inbox__rejected-item').count()).toBe(rejected.total);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the console page reaches the last page of a podcast; the unfiltered first page shows every offer', async () => {
    const whole = await api('rejected=false&row_limit=1');
    const podcast = await smallestPodcast();
    const { page, errors } = await b.open(DESKTOP);
    await signIn(page, x.consoleUrl, PUBLISHER);
    await page.waitForURL(`${x.consoleUrl}/earn`);
    await page.goto(`${x.consoleUrl}/earn/opportunities`);
    await page.locator('.ps-inbox__group').first().waitFor();
    expect(await text(page.getByTestId('opportunities-count'))).toBe(String(whole.facets!.offered));
    expect(await text(page.locator('.ps-more .ps-muted'))).toMatch(
      new RegExp(`^Showing \\d+ of ${whole.campaigns.toLocaleString('en-US')} campaigns$`),
    );
    await screenshot(page, 'xlarge-console-opportunities-desktop');
    // Over 2,000 campaign names: the advertiser filter searches the server; the podcasts with offers fit a native select.
    await page.getByRole('button', { name: 'Advertiser All advertisers' }).waitFor();
    await page.locator('.ps-inbox__filters select').first().selectOption(String(podcast.id));
    await page.waitForFunction(
      (n) => document.querySelector('.ps-more .ps-muted')?.textContent?.endsWith(`of ${n} campaigns`),
      podcast.campaigns,
    );
    expect(await showAll(page, '.ps-inbox', '.ps-inbox__group')).toBeGreaterThan(3);
    expect(await page.locator('.ps-inbox__group').count()).toBe(podcast.campaigns);
    expect(await page.locator('.ps-inbox__row').count()).toBe(podcast.total);
    expect(await text(page.getByTestId('opportunities-count'))).toBe(String(whole.facets!.offered));
    expect(errors).toEqual([]);
  }, 60_000);

  it('the console page searches its long advertiser filter on the server and filters by a name found', async () => {
    const { facets } = await api('rejected=false&row_limit=1');
    expect(facets!.advertisers_total).toBeGreaterThan(facets!.advertisers.length);
    const jwt_token = await (token ??= signInToken());
    const last = (await fetch(`${x.consoleUrl}/api/earn/opportunities/advertisers?limit=1000&q=z`, {
      headers: { authorization: `Bearer ${jwt_token}` },
    }).then((r) => r.json())) as { advertisers: string[] };
    // A name past the first page of choices: only the server's search finds it.
    const name = last.advertisers.findLast((n) => !facets!.advertisers.includes(n))!;
    const chosen = await api(`rejected=false&row_limit=1&advertiser=${encodeURIComponent(name)}`);
    const { page, errors } = await b.open(DESKTOP);
    await signIn(page, x.consoleUrl, PUBLISHER);
    await page.waitForURL(`${x.consoleUrl}/earn`);
    await page.goto(`${x.consoleUrl}/earn/opportunities`);
    await page.getByRole('button', { name: 'Advertiser All advertisers' }).click();
    await page.getByRole('combobox', { name: 'Search advertisers...' }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
    // One campaign: one group, drawn whole.
    await expect.poll(() => page.locator('.ps-inbox__group').count()).toBe(chosen.campaigns);
    await expect.poll(() => page.locator('.ps-inbox__row').count()).toBe(chosen.total);
    expect(await page.getByRole('button', { name: `Advertiser ${name}` }).count()).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);

  // Its 5,000 items have no filter to narrow them, and drawing 126 pages takes over a minute: the test draws a few pages
  // and checks them against the server's; the widget's not-interested view (the same list and store) reaches its last.
  it("the console not-interested page draws the server's pages with the whole count", async () => {
    const rejected = await api('rejected=true&limit=0');
    const { page, errors } = await b.open(PHONE);
    await signIn(page, x.consoleUrl, PUBLISHER);
    await page.waitForURL(`${x.consoleUrl}/earn`);
    await page.goto(`${x.consoleUrl}/earn/opportunities/not-interested`);
    await page.locator('.ps-inbox__rejected-item').first().waitFor();
    expect(await text(page.locator('.ps-inbox__not-interested .ps-inbox__title'))).toBe(
      `Not interested ${rejected.total}`,
    );
    expect(await text(page.locator('.ps-more .ps-muted'))).toBe(
      `Showing 40 of ${rejected.total.toLocaleString('en-US')} opportunities`,
    );
    await screenshot(page, 'xlarge-console-not-interested-phone');
    expect(await showAll(page, '.ps-inbox', '.ps-inbox__rejected-item', 3)).toBe(3);
    expect(await text(page.locator('.ps-more .ps-muted'))).toBe(
      `Showing 160 of ${rejected.total.toLocaleString('en-US')} opportunities`,
    );
    const drawn = await page
      .locator('.ps-inbox__rejected-item')
      .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-opportunity-id'))));
    const first = (await api('rejected=true&limit=160')) as Counts & { data: { opportunities: { id: number }[] } };
    expect(drawn).toEqual(first.data.opportunities.map((o) => o.id));
    expect(errors).toEqual([]);
  }, 60_000);
});
