import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { expectAccessible, serveAxe } from './a11y-helpers.ts';
import { DESKTOP, expectNoSidewaysScroll, SCREENSHOT_DIR, screenshot, useBrowser } from './browser.ts';
import { embedApi } from './examples-kit.ts';

/**
 * The notification banner on a Castwave page (banner-test.html) above the opportunities inbox, one instance, a token
 * for the demo publisher: the banner's lines are the API's required actions, and an accept in the inbox lowers its
 * count without a reload (docs/behaviour/sdk-widgets.md#notification-banner).
 */
const b = useBrowser();
const USER = 'publisher@podspot.test';
type Actions = { total: number; actions: { kind: string; count: number }[] };

/** Each line of the banner as [kind, count badge]; the banner is in the widget's shadow root. */
const lines = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('#banner')?.shadowRoot?.querySelectorAll('li[data-kind]') ?? [])].map((li) => [
      (li as HTMLElement).dataset.kind,
      li.querySelector('.ps-banner__count')?.textContent,
    ]),
  );
const count = async (page: Page, kind: string) => (await lines(page)).find(([k]) => k === kind)?.[1];
const log = (page: Page, type: string) => page.locator(`#event-log li[data-type="${type}"]`).allTextContents();

// The accept below makes a podspot for the demo publisher: in a sandbox of its own, so the other tests' demo stays as
// it was (the go-live uploader's list, the layout tests' heights).
let sandbox: MockSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('notification-banner on the examples site', () => {
  it("lists the demo publisher's required actions; an accept in the inbox lowers the count at once", async () => {
    sandbox = await createMockClient(`${b.consoleUrl}/api`).createSandbox();
    const { page, context, errors } = await b.open(DESKTOP);
    await context.setExtraHTTPHeaders(sandbox.headers);
    await page.goto(`${b.examplesUrl}/banner-test.html`);
    await page.locator('#banner li[data-kind]').first().waitFor();
    await page.locator('#inbox .ps-inbox__row').first().waitFor();
    const api = await embedApi(b.consoleUrl, USER, sandbox.headers);
    const before = await api<Actions>('/publisher/actions');
    expect(before.actions.map((a) => a.kind)).toContain('answer_opportunities');
    expect(await lines(page)).toEqual(before.actions.map((a) => [a.kind, String(a.count)]));
    expect(await log(page, 'castwave: notifications')).toEqual([
      `castwave: notifications ${JSON.stringify({ total: before.total, actionRequired: before.actions.length })}`,
    ]);
    const offered = before.actions.find((a) => a.kind === 'answer_opportunities')!.count;
    await screenshot(page, 'notification-banner-desktop');

    // The newest offer: the inbox's first row.
    await page
      .locator('#inbox .ps-inbox__row')
      .first()
      .getByRole('button', { name: /^Review/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Review opportunity' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => count(page, 'answer_opportunities')).toBe(offered > 1 ? String(offered - 1) : undefined);
    const after = await api<Actions>('/publisher/actions');
    expect(await lines(page)).toEqual(after.actions.map((a) => [a.kind, String(a.count)]));
    expect((await log(page, 'castwave: notifications'))[0]).toBe(
      `castwave: notifications ${JSON.stringify({ total: after.total, actionRequired: after.actions.length })}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['de', 'ltr', 'Handlungsbedarf'],
    ['ar', 'rtl', 'إجراء مطلوب'],
  ])('reads %s at 280 px in the dark, without overflow, and passes axe', async (locale, dir, title) => {
    const { page, context, errors } = await b.open({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await serveAxe(page);
    await page.goto(`${b.examplesUrl}/banner-test.html?locale=${locale}&dir=${dir}&width=280`);
    const banner = page.locator('#banner');
    await banner.getByRole('heading', { name: title }).waitFor();
    await page.locator('#inbox .ps-inbox__row').first().waitFor();
    const look = await page.evaluate(() => {
      const root = document.querySelector('#banner')!.shadowRoot!;
      const box = root.querySelector('.ps-banner')!;
      const wider = [...box.querySelectorAll<HTMLElement>('*')].filter(
        (e) =>
          e.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5 ||
          e.getBoundingClientRect().left < box.getBoundingClientRect().left - 0.5,
      );
      return {
        scheme: root.querySelector<HTMLElement>('.ps-root')?.dataset.scheme,
        width: Math.round(box.getBoundingClientRect().width),
        overflow: box.scrollWidth - box.clientWidth,
        wider: wider.map((e) => e.className),
        direction: getComputedStyle(box).direction,
      };
    });
    expect(look).toEqual({ scheme: 'dark', width: 280, overflow: 0, wider: [], direction: dir });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `notification banner, ${locale}, 280 px, dark`, '#banner');
    await screenshot(page, `notification-banner-280-dark-${locale}`);
    await banner.screenshot({ path: `${SCREENSHOT_DIR}/notification-banner-280-dark-${locale}-alone.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
