import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { DEMO_PARTNER_KEY } from '../../server-mock/client/demo.ts';
import { expectAccessible, serveAxe } from './a11y-helpers.ts';
import { expectNoSidewaysScroll, screenshot, useBrowser } from './browser.ts';

/**
 * A platform's podcast without a download figure (docs/behaviour/partner-accounts.md#download-figures): its offers read
 * "Not yet available" in Castwave's inbox, never "$0/m"; once the platform sends `downloads_per_episode`, dollars. In a
 * sandbox of its own.
 */
const b = useBrowser();

let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const saveAccount = async (podcast: Record<string, unknown>) => {
  const answer = await fetch(`${b.consoleUrl}/api/partner/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY, ...sandbox!.headers },
    body: JSON.stringify({
      external_id: 'cw_1042',
      email: 'maya.ortiz@castwave.test',
      first_name: 'Maya',
      last_name: 'Ortiz',
      podcasts: [
        { name: 'Night Shift Radio', rss_url: 'https://feeds.castwave.test/night-shift-radio.xml', ...podcast },
      ],
    }),
  });
  expect(answer.status).toBeLessThan(300);
};

/** Marks the first offer of Castwave's user not interested, as the inbox's action does, with an embed token. */
const rejectFirstOffer = async () => {
  const headers = { 'content-type': 'application/json', ...sandbox!.headers };
  const minted = await fetch(`${b.consoleUrl}/api/partner/embed_tokens`, {
    method: 'POST',
    headers: { ...headers, 'x-partner-key': DEMO_PARTNER_KEY },
    body: JSON.stringify({ external_id: 'cw_1042' }),
  });
  const auth = { ...headers, authorization: `Bearer ${((await minted.json()) as { token: string }).token}` };
  const offered = await fetch(`${b.consoleUrl}/api/earn/opportunities?rejected=false`, { headers: auth });
  const [first] = ((await offered.json()) as { data: { opportunities: { id: number }[] } }).data.opportunities;
  const rejected = await fetch(`${b.consoleUrl}/api/earn/opportunity/${first.id}/reject`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ rejected: true }),
  });
  expect(rejected.status).toBe(200);
};

describe("a platform's podcast in the inbox", () => {
  it.each([
    ['en', 'ltr', 'light', 'Not yet available'],
    ['de', 'ltr', 'dark', 'Noch nicht verfügbar'],
    ['ar', 'rtl', 'dark', 'غير متاح بعد'],
  ] as const)(
    'reads %s "not yet available" at 280 px (%s, %s) until the platform sends its figure',
    async (locale, dir, scheme, notYet) => {
      sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
      await saveAccount({});
      const { page, context, errors } = await b.open({ width: 360, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await context.setExtraHTTPHeaders(sandbox.headers);
      await serveAxe(page);
      const url = `${b.examplesUrl}/inbox-test.html?user=cw_1042&locale=${locale}&dir=${dir}&width=280`;
      await page.goto(url);
      const estimates = page.locator('#inbox .ps-inbox__estimate');
      await estimates.first().waitFor();
      const texts = await estimates.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) expect(t).toContain(notYet);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `inbox without figures ${locale}`, '#inbox');
      await screenshot(page, `inbox-not-yet-available-${locale}-${scheme}-280`);

      // Marked not interested, it still has no figure: the not-interested list says so too, not "$0/m".
      await rejectFirstOffer();
      await page.goto(`${url}&view=not-interested`);
      await page.locator('#inbox li[data-opportunity-id]').first().waitFor();
      for (const t of await estimates.allTextContents()) expect(t).toContain(notYet);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `not-interested-not-yet-available-${locale}-${scheme}-280`);
      await page.goto(url);

      await saveAccount({ downloads_per_episode: 4200 });
      await page.reload();
      await estimates.first().waitFor();
      for (const t of await estimates.allTextContents()) expect(t).not.toContain(notYet);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
