import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser.ts';

const b = useBrowser();

describe('the examples site (another origin)', () => {
  it('shows the earnings card with real figures inside a shadow root', async () => {
    const { page, context, errors } = await b.open();
    const tokenCalls: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/my-backend/podspot-token')) tokenCalls.push(r.status());
    });
    await page.goto(b.examplesUrl);
    const total = page.getByTestId('total-earnings'); // Playwright's locators pierce open shadow roots
    await total.waitFor();
    expect(await total.textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(tokenCalls).toEqual([201]);
    const inShadow = await page.evaluate(() => {
      const host = document.querySelector('#earnings')!;
      return (
        Boolean(host.shadowRoot?.querySelector('[data-testid="total-earnings"]')) &&
        !document.querySelector('[data-testid="total-earnings"]')
      );
    });
    expect(inShadow).toBe(true);
    await page.locator('#earnings .ps-sparkline__line').waitFor();
    await page.getByText('Last Podspot event: ready').waitFor();
    expect(await page.evaluate(() => Object.keys(window).filter((k) => /podspot/i.test(k)))).toEqual(['Podspot']);
    await screenshot(page, 'examples-earnings-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the host page's aggressive CSS out of the widget", async () => {
    const { page, context } = await b.open(PHONE);
    await page.goto(`${b.examplesUrl}/?css=hostile`);
    await page.getByTestId('total-earnings').waitFor();
    const styles = await page.evaluate(() => {
      const root = document.querySelector('#earnings')!.shadowRoot!;
      const select = root.querySelector('select')!;
      const title = root.querySelector('h2')!;
      const hostButton = document.querySelector('.host-button')!;
      return {
        titleFont: getComputedStyle(title).fontFamily,
        titleTransform: getComputedStyle(title).textTransform,
        selectSize: getComputedStyle(select).fontSize,
        hostButtonBg: getComputedStyle(hostButton).backgroundColor,
      };
    });
    expect(styles.titleFont).not.toMatch(/Impact|Georgia/);
    expect(styles.titleTransform).toBe('none');
    expect(styles.selectSize).toBe('14px');
    expect(styles.hostButtonBg).toBe('rgb(255, 0, 170)'); // the widget's CSS does not reach the host either
    await screenshot(page, 'examples-earnings-phone');
    await context.close();
  });
});
