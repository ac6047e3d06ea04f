import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

/**
 * The spend table in a 280 px sidebar (sdk/README.md#layout): each row is a card whose name, spend and other figures
 * are all inside the table's box, so a row reads without scrolling sideways.
 */
const b = useBrowser();

describe('the spend table at 280 px', () => {
  it('shows every row as a card: name and spend inside the box, no sideways scroll', async () => {
    const { page, context, errors } = await b.open(DESKTOP);
    await page.goto(`${b.examplesUrl}/layout-test.html?widget=spend&width=280&user=advertiser%40podspot.test`);
    await page.waitForSelector('body[data-ready]');
    const seen = await page.locator('#slot .ps-spend__box').evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const inside = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return r.width > 0 && r.left >= edge.left - 0.5 && r.right <= edge.right + 0.5;
      };
      const rows = [...box.querySelectorAll('tbody tr')];
      return {
        rows: rows.length,
        overflow: box.scrollWidth - box.clientWidth,
        outside: rows
          .filter(
            (r) => !inside(r.querySelector('.ps-spend__label')) || !inside(r.querySelector('[data-field="spend"]')),
          )
          .map((r) => r.querySelector('.ps-spend__label')!.textContent),
        spendText: rows.map((r) => {
          const cell = r.querySelector('[data-field="spend"]')!;
          return `${getComputedStyle(cell, '::before').content} ${cell.textContent}`;
        }),
      };
    });
    expect(seen.rows).toBeGreaterThan(1);
    expect(seen.overflow).toBeLessThanOrEqual(0);
    expect(seen.outside).toEqual([]);
    // Each figure is labelled where it stands, the column's header being off in its own strip.
    for (const text of seen.spendText) expect(text).toMatch(/^"Spend" \$[\d,.]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  // German has the longest column names of the catalogues.
  it.each(['en', 'de'])('shows every sort button inside the box, none to scroll to (%s)', async (locale) => {
    const { page, context, errors } = await b.open(DESKTOP);
    await page.goto(
      `${b.examplesUrl}/layout-test.html?widget=spend&width=280&locale=${locale}&user=advertiser%40podspot.test`,
    );
    await page.waitForSelector('body[data-ready]');
    const head = await page.locator('#slot .ps-spend__box').evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const thead = box.querySelector('thead')!;
      const buttons = [...thead.querySelectorAll('button')];
      return {
        buttons: buttons.length,
        overflow: thead.scrollWidth - thead.clientWidth,
        outside: buttons
          .filter((button) => {
            const r = button.getBoundingClientRect();
            return r.left < edge.left - 0.5 || r.right > edge.right + 0.5;
          })
          .map((button) => button.textContent),
      };
    });
    expect(head.buttons).toBe(8);
    expect(head.overflow).toBeLessThanOrEqual(0);
    expect(head.outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
