import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, PHONE, useBrowser } from './browser.ts';

/** The examples' appearance playground: a control changes the mounted widget live and rewrites the code to copy. */
const b = useBrowser();
const SNIPPETS = ['React', 'Next.js', 'Vue', 'Svelte', '@podspot/js', 'Script tag'];

/** Every form control of the playground's column, once the token controls (fetched) are there. */
async function controls(page: Page) {
  await page.locator('input[name="fontFamily"]').waitFor();
  return page.locator('#controls').locator('input, select, button').all();
}

describe('the appearance playground', () => {
  it('applies a token and a prop without a remount, and writes both into all six snippets', async () => {
    const { page, context, errors } = await b.open({ width: 1280, height: 900 });
    await page.goto(`${b.examplesUrl}/playground?widget=earnings-card`);
    const root = page.locator('#widget .ps-root');
    await root.locator('.ps-earnings').waitFor();
    await root.evaluate((el) => el.setAttribute('data-test-mark', 'before'));
    await page.locator('input[name="colorPrimary"]').fill('#f97316');
    await page.locator('input[name="colorPrimary"]').press('Enter');
    await page.locator('select[name="frame"]').selectOption('none');
    await page.locator('select[name="preset"]').selectOption('last_7_days');
    await expect
      .poll(() => root.evaluate((el) => getComputedStyle(el).getPropertyValue('--ps-primary').trim()))
      .toBe('#f97316');
    expect(await root.getAttribute('data-frame')).toBe('none');
    await expect.poll(() => page.locator('#widget select').first().inputValue()).toBe('last_7_days');
    // The same root element: updated in place, not remounted.
    expect(await root.getAttribute('data-test-mark')).toBe('before');
    expect(await page.getByRole('tab').allTextContents()).toEqual(SNIPPETS);
    const code = await page.locator('#code pre').allTextContents();
    expect(code).toHaveLength(6);
    for (const [i, snippet] of code.entries()) {
      const title = SNIPPETS[i];
      expect(snippet, title).toMatch(/colorPrimary: '#f97316',\s+frame: 'none'/);
      expect(snippet, title).toMatch(/preset(="|: ')last_7_days/);
      // The running server's SDK, and a fetchToken that asks the host's backend.
      expect(snippet, title).toContain(`${b.consoleUrl}/sdk/`);
      expect(snippet, title).not.toContain('podspot.example');
      expect(snippet, title).toMatch(/fetch\('\/(my-backend|api)\/podspot-token', \{ method: 'POST' \}\)/);
    }
    expect(page.url()).toContain(encodeURIComponent('"colorPrimary":"#f97316"'));
    expect(page.url()).toContain(encodeURIComponent('"preset":"last_7_days"'));
    await page.getByRole('tab', { name: 'Vue' }).click();
    expect(await page.locator('#code pre:visible').getAttribute('data-snippet')).toBe('Vue');
    await page.locator('#width-control').fill('320');
    expect(await page.locator('#widget').evaluate((el) => el.getBoundingClientRect().width)).toBe(320);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['1280 × 800', { width: 1280, height: 800 }],
    ['1400 × 900', { width: 1400, height: 900 }],
    ['1920 × 1080', { width: 1920, height: 1080 }],
  ])('shows every control whole and usable at %s', async (_name, viewport) => {
    const { page, context, errors } = await b.open(viewport);
    await page.goto(`${b.examplesUrl}/playground?widget=opportunities-inbox`);
    const all = await controls(page);
    expect(all.length).toBeGreaterThan(50);
    const outside: string[] = [];
    for (const control of all) {
      await control.scrollIntoViewIfNeeded();
      const found = await control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        // Inside the viewport and inside every box that clips it, none of them scrolled sideways to show it.
        let inside = box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflow === 'visible') continue;
          const clip = up.getBoundingClientRect();
          inside &&= up.scrollLeft === 0 && box.left >= clip.left && box.right <= clip.left + up.clientWidth;
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          name: el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.id ?? el.textContent,
          inside,
          // Clickable: the point at its centre is the control itself (or its own label), not something over it.
          reachable: hit === el || el.contains(hit) || (hit !== null && hit === el.closest('label')),
          box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        };
      });
      if (!found.inside || !found.reachable) outside.push(`${found.name} at ${found.box}`);
    }
    expect(outside, `controls cut off in ${viewport.width} × ${viewport.height}`).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stacks the controls above the widget on a phone, none wider than the screen', async () => {
    const { page, context, errors } = await b.open(PHONE);
    await page.goto(`${b.examplesUrl}/playground?widget=spend-table&user=advertiser@podspot.test`);
    const all = await controls(page);
    const widest = await Promise.all(all.map((c) => c.evaluate((el) => el.getBoundingClientRect().right)));
    expect(Math.max(...widest)).toBeLessThanOrEqual(PHONE.width);
    const [form, stage] = await Promise.all(
      ['#controls', '#stage'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON())),
    );
    expect(stage.top).toBeGreaterThanOrEqual(form.bottom);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a script-tag snippet that runs as it is on the host page: the widget shows with its props and look', async () => {
    const { page, context, errors } = await b.open();
    const appearance = JSON.stringify({ colorPrimary: '#b3261e' });
    await page.goto(`${b.examplesUrl}/playground?widget=earnings-card&appearance=${encodeURIComponent(appearance)}`);
    await page.locator('select[name="preset"]').selectOption('last_90_days');
    const snippet = await page.locator('pre[data-snippet="Script tag"]').textContent();
    // The snippet pasted into a page of the host's origin (its backend answers the token request): a document of that
    // origin (any file of it) whose content is replaced, as a browser would parse the host's HTML.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 })); // asked for by that file's tab
    await page.goto(`${b.examplesUrl}/host.css`);
    await page.setContent(`<!doctype html><title>Pasted</title><link rel="icon" href="data:," />${snippet}`);
    const card = page.locator('#earnings-card');
    await card.getByTestId('total-earnings').waitFor();
    expect(await card.locator('select').first().inputValue()).toBe('last_90_days');
    const primary = await card
      .locator('.ps-root')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--ps-primary').trim());
    expect(primary).toBe('#b3261e');
    expect(errors).toEqual([]);
    await context.close();
  });
});
