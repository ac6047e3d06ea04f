import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { audit, reportMilder, runAxe, serveAxe, settle } from './a11y-helpers.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser.ts';
import { resized } from './settled.ts';
import { waitForWidgets } from './examples-kit.ts';

/**
 * axe-core on every SDK widget as the examples site (another origin) embeds them, inside their open shadow roots, at
 * desktop and phone width, with their dialogs and other views open. Nothing is accepted or uploaded: no state changes.
 */
const b = useBrowser();
afterAll(reportMilder);

/** The page audited at desktop, then at phone width (left at desktop width). */
async function bothWidths(page: Page, where: string) {
  await settle(page);
  const found = [await audit(page, `${where} (desktop)`)];
  await resized(page, PHONE);
  found.push(await audit(page, `${where} (phone)`));
  await page.setViewportSize(DESKTOP);
  return found;
}

describe('axe on the widgets of the examples site', () => {
  it("reaches inside the widgets' shadow roots", async () => {
    const { page, context } = await b.open(DESKTOP);
    await serveAxe(page);
    await page.goto(b.examplesUrl);
    await waitForWidgets(page, { inbox: '#inbox' });
    // A canary: a nameless button put inside the inbox's shadow root must be reported, with the host in its target.
    await page.evaluate(() => {
      const canary = document.createElement('button');
      canary.id = 'a11y-canary';
      document.querySelector('#inbox')!.shadowRoot!.append(canary);
    });
    const names = (await runAxe(page)).find((v) => v.id === 'button-name');
    expect(names?.nodes.map((n) => n.target)).toContainEqual([['#inbox', '#a11y-canary']]);
    await context.close();
  });

  it('publisher: earnings card, go-live uploader and inbox, with the review and go-live dialogs and the not-interested view', async () => {
    const { page, context } = await b.open(DESKTOP);
    await serveAxe(page);
    await page.goto(`${b.examplesUrl}/?user=publisher@podspot.test`);
    await waitForWidgets(page, { earnings: '#earnings', inbox: '#inbox', golive: '#golive' });
    await page.locator('#earnings .ps-sparkline__line').waitFor();
    const found = await bothWidths(page, 'examples: publisher widgets');
    // The dark scheme, switched at runtime by the host (podspot.update({appearance})).
    await page.locator('#scheme-toggle').click();
    await page.waitForFunction(() =>
      document.querySelector('#earnings')?.shadowRoot?.querySelector('[data-scheme="dark"]'),
    );
    found.push(...(await bothWidths(page, 'examples: publisher widgets, dark')));
    await screenshot(page, 'a11y-examples-publisher-dark-desktop');
    await page.locator('#scheme-toggle').click();

    await page.locator('#inbox .ps-inbox__review').first().click();
    await page.getByRole('dialog', { name: 'Review opportunity' }).waitFor();
    found.push(...(await bothWidths(page, 'examples: inbox, review dialog')));
    await page.keyboard.press('Escape');

    for (const action of ['Upload Podspot', 'Integrate Smart Feed']) {
      await page.locator('#golive').getByRole('button', { name: action }).first().click();
      await page.getByRole('dialog', { name: 'Go-live instructions' }).waitFor();
      found.push(...(await bothWidths(page, `examples: go-live dialog from "${action}"`)));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }

    await page.locator('#inbox .ps-inbox__foot').getByRole('button').click();
    await page.locator('#inbox .ps-inbox__not-interested').waitFor();
    found.push(...(await bothWidths(page, 'examples: inbox, not-interested view')));
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  }, 120_000);

  it('advertiser: the spend table, also with a row selected', async () => {
    const { page, context } = await b.open(DESKTOP);
    await serveAxe(page);
    await page.goto(`${b.examplesUrl}/?user=advertiser@podspot.test`);
    await waitForWidgets(page, { spend: '#spend' });
    const found = await bothWidths(page, 'examples: spend table');
    await page.locator('#spend .ps-spend__row').first().click();
    found.push(...(await bothWidths(page, 'examples: spend table, a row selected')));
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  });

  it('the custom-elements page (every widget as an element)', async () => {
    const { page, context } = await b.open(DESKTOP);
    await serveAxe(page);
    await page.goto(`${b.examplesUrl}/custom-elements.html`);
    await page.locator('#event-log li', { hasText: 'podspot:ready' }).first().waitFor();
    const found = await bothWidths(page, 'examples: custom elements');
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  });
});
