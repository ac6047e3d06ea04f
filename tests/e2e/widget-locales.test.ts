import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishMessages, PSEUDO_MARKERS } from '../../scripts/rollup/locale-files.mjs';
import { DESKTOP, screenshot, useBrowser } from './browser.ts';

/**
 * The widgets in each language, on the examples origin: no English text where the locale has its own, the pseudo-locale
 * (longer, marked texts) neither clipped nor unmarked, and right to left mirrored. Widgets whose texts are not in
 * catalogues yet are not listed here.
 */
const b = useBrowser();
const english = englishMessages();
const LOCALES = ['de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'ja', 'ar'] as const;
const translated = (tag: string) =>
  JSON.parse(readFileSync(new URL(`../../sdk/locales/${tag}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Every text the card shows or names: text nodes, accessible names, option labels. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('#earnings')!.shadowRoot!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent!.trim());
    for (const el of root.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!);
    return texts.filter(Boolean);
  });

async function openCard(query: string) {
  const opened = await b.open(DESKTOP);
  await opened.page.goto(`${b.examplesUrl}/earnings-test.html?${query}`);
  await opened.page.locator('#earnings [data-testid="total-earnings"]').waitFor();
  return opened;
}

describe('the earnings card in the host’s language', () => {
  it.each(LOCALES)('%s: every text from its catalogue, none left in English', async (tag) => {
    const { page, context, errors } = await openCard(`locale=${tag}`);
    const messages = translated(tag);
    const shown = await textsOf(page);
    const leftInEnglish = Object.entries(english)
      .filter(([key, text]) => messages[key] !== text && !/[{}]/.test(text))
      .map(([, text]) => text)
      .filter((text) => shown.includes(text));
    expect(leftInEnglish).toEqual([]);
    expect(shown).toContain(messages['card.title']);
    expect(shown).toContain(messages['card.viewInsights']);
    expect(await page.locator('#earnings select option:checked').textContent()).toBe(messages['preset.last_30_days']);
    await screenshot(page, `widget-locales-earnings-${tag}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language with update({ locale }) without remounting or calling the API again', async () => {
    const { page, context } = await openCard('locale=de');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(r.url()));
    await page.evaluate(() => {
      (window as unknown as { __marker: Element }).__marker = document
        .querySelector('#earnings')!
        .shadowRoot!.querySelector('[data-testid="total-earnings"]')!;
    });
    await page.evaluate("podspot.update({ locale: 'fr-BE' })"); // the page's own instance (earnings-test.js)
    await page.locator('#earnings h2', { hasText: translated('fr')['card.title'] }).waitFor();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __marker: Element }).__marker ===
          document.querySelector('#earnings')!.shadowRoot!.querySelector('[data-testid="total-earnings"]'),
      ),
    ).toBe(true);
    expect(calls.filter((url) => !url.includes('/locales/'))).toEqual([]);
    await context.close();
  });

  it('warns once about an invalid locale and shows English', async () => {
    const { page, context, errors } = await b.open(DESKTOP);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`${b.examplesUrl}/earnings-test.html?locale=${encodeURIComponent('xx-invalid-!!')}`);
    await page.locator('#earnings [data-testid="total-earnings"]').waitFor();
    expect(await page.locator('#earnings h2').textContent()).toBe(english['card.title']);
    expect(warnings.filter((w) => w.includes('[Podspot]') && w.includes('xx-invalid-!!'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([280, 480])('en-XA at %i px: every text marked, none clipped or outside the card', async (width) => {
    const { page, context } = await openCard(`locale=en-XA&width=${width}`);
    const report = await page.evaluate(([open, close]) => {
      const root = document.querySelector('#earnings')!.shadowRoot!;
      const card = root.querySelector('.ps-earnings')!.getBoundingClientRect();
      const unmarked: string[] = [];
      const clipped: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        const el = node.parentElement!;
        if (!text || el.closest('[hidden], .ps-visually-hidden, option')) continue;
        if (/[A-Za-z]{2}/.test(text) && !(text.startsWith(open) && text.endsWith(close))) unmarked.push(text);
        const box = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 || box.left < card.left - 1 || box.right > card.right + 1)
          clipped.push(text);
      }
      return { unmarked, clipped };
    }, PSEUDO_MARKERS);
    await screenshot(page, `widget-locales-earnings-en-XA-${width}`);
    expect(report).toEqual({ unmarked: [], clipped: [] });
    await context.close();
  });

  it.each([
    ['locale=ar', 'Arabic'],
    ['locale=en-US&dir=rtl', 'a right-to-left host page'],
  ])('mirrors for %s (%s): the title at the start edge, on the right', async (query) => {
    const { page, context } = await openCard(query);
    const layout = await page.evaluate(() => {
      const root = document.querySelector('#earnings')!.shadowRoot!;
      const box = (s: string) => root.querySelector(s)!.getBoundingClientRect();
      return { dir: root.querySelector('.ps-root')!.getAttribute('dir'), title: box('h2'), select: box('select') };
    });
    expect(layout.dir).toBe('rtl');
    expect(layout.title.right).toBeGreaterThan(layout.select.right);
    await screenshot(page, `widget-locales-earnings-rtl-${query.replace(/\W+/g, '-')}`);
    await context.close();
  });
});
