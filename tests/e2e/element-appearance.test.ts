import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { waitForWidgets } from './examples-kit.ts';

/**
 * The `appearance` property of the <podspot-*> elements (sdk/embed/element-attributes.ts) on the examples' custom
 * elements page, another origin: set before the loader defined the element, after mount, and before connecting.
 */
const b = useBrowser();

/** The look a widget's CSS reads inside its shadow root: the primary colour and the colour scheme. */
const lookOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const root = document.querySelector(s)?.shadowRoot?.querySelector<HTMLElement>('.ps-root');
    return (
      root && { primary: getComputedStyle(root).getPropertyValue('--ps-primary').trim(), scheme: root.dataset.scheme }
    );
  }, selector);

describe('the appearance property on the custom-elements page', () => {
  it('styles each element over the instance appearance, set before definition, after mount or before connecting', async () => {
    const { page, context, errors } = await b.open();
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    // The document is parsed ('interactive') before its deferred scripts run: the loader has defined nothing yet.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        Object.assign(window, { definedEarly: !!customElements.get('podspot-go-live-uploader') });
        Object.assign(document.getElementById('golive')!, { appearance: { colorPrimary: '#8a2be2' } });
      }),
    );
    await page.goto(`${b.examplesUrl}/custom-elements.html`);
    await waitForWidgets(page, { earnings: '#earnings', golive: '#golive' });
    expect(await page.evaluate(() => (window as unknown as { definedEarly: boolean }).definedEarly)).toBe(false);
    expect(await lookOf(page, '#golive')).toEqual({ primary: '#8a2be2', scheme: 'light' });
    // The page's Podspot.init gives every widget colorPrimary #0a7c4a, colorScheme light.
    expect(await lookOf(page, '#earnings')).toEqual({ primary: '#0a7c4a', scheme: 'light' });

    const total = page.locator('#earnings').getByTestId('total-earnings');
    await total.evaluate((el) => Object.assign(window, { total: el }));
    await page.evaluate(() =>
      Object.assign(document.getElementById('earnings')!, {
        appearance: { colorPrimary: '#b3261e', colorScheme: 'dark' },
      }),
    );
    expect(await lookOf(page, '#earnings')).toEqual({ primary: '#b3261e', scheme: 'dark' });
    // Applied in place: the widget was not mounted again.
    expect(await page.evaluate(() => (window as unknown as { total: Element }).total.isConnected)).toBe(true);
    expect(await lookOf(page, '#golive')).toEqual({ primary: '#8a2be2', scheme: 'light' });

    await page.evaluate(() => {
      const card = document.createElement('podspot-earnings-card');
      card.id = 'late';
      Object.assign(card, { appearance: { colorPrimary: '#005f73' } });
      document.querySelector('main')!.append(card);
    });
    await waitForWidgets(page, { earnings: '#late' });
    expect(await lookOf(page, '#late')).toEqual({ primary: '#005f73', scheme: 'light' });

    await page.evaluate(() => Object.assign(document.getElementById('earnings')!, { appearance: undefined }));
    expect(await lookOf(page, '#earnings')).toEqual({ primary: '#0a7c4a', scheme: 'light' });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });
});
