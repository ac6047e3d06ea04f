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
/** The widgets whose texts are in catalogues, on their single-widget test pages. */
const WIDGETS = [
  {
    name: 'earnings-card',
    page: 'earnings-test.html',
    slot: '#earnings',
    card: '.ps-earnings',
    ready: '[data-testid="total-earnings"]',
    api: '',
  },
  {
    name: 'spend-table',
    page: 'spend-test.html',
    slot: '#spend',
    card: '.ps-spend',
    ready: 'tbody th',
    api: '.ps-spend__label',
  },
] as const;
type Widget = (typeof WIDGETS)[number];
const translated = (tag: string) =>
  JSON.parse(readFileSync(new URL(`../../sdk/locales/${tag}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Every text a widget shows or names: text nodes, accessible names, option labels. */
const textsOf = (page: Page, slot: string) =>
  page.evaluate((slot) => {
    const root = document.querySelector(slot)!.shadowRoot!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent!.trim());
    for (const el of root.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!);
    return texts.filter(Boolean);
  }, slot);

async function open(widget: Widget, query: string) {
  const opened = await b.open(DESKTOP);
  await opened.page.goto(`${b.examplesUrl}/${widget.page}?${query}`);
  await opened.page.locator(`${widget.slot} ${widget.ready}`).first().waitFor();
  return opened;
}
const openCard = (query: string) => open(WIDGETS[0], query);
const cases = (list: readonly string[]) => WIDGETS.flatMap((w) => list.map((tag) => [w.name, tag, w] as const));

describe('the widgets in the host’s language', () => {
  it.each(cases(LOCALES))(
    '%s in %s: every text from its catalogue, none left in English',
    async (_name, tag, widget) => {
      const { page, context, errors } = await open(widget, `locale=${tag}`);
      const messages = translated(tag);
      const shown = await textsOf(page, widget.slot);
      const leftInEnglish = Object.entries(english)
        .filter(([key, text]) => messages[key] !== text && !/[{}]/.test(text))
        .map(([, text]) => text)
        .filter((text) => shown.includes(text));
      expect(leftInEnglish).toEqual([]);
      const title = widget.name === 'earnings-card' ? messages['card.title'] : messages['spend.title'];
      expect(await page.locator(`${widget.slot} h2`).textContent()).toBe(title);
      expect(await page.locator(`${widget.slot} select option:checked`).textContent()).toBe(
        messages['preset.last_30_days'],
      );
      await screenshot(page, `widget-locales-${widget.name}-${tag}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

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

  it.each(cases(['280', '480']))(
    '%s in en-XA at %s px: every text marked, none clipped or outside it',
    async (_name, width, widget) => {
      const { page, context } = await open(widget, `locale=en-XA&width=${width}`);
      const report = await page.evaluate(
        ([open, close, slot, cardSelector, fromApi]) => {
          const root = document.querySelector(slot)!.shadowRoot!;
          const card = root.querySelector(cardSelector)!.getBoundingClientRect();
          // Inside a box that scrolls sideways (the spend table's rows) text may reach past the card: it scrolls.
          const boxes = [...root.querySelectorAll('*')].filter((box) =>
            /auto|scroll/.test(getComputedStyle(box).overflowX),
          );
          const unmarked: string[] = [];
          const clipped: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent!.trim();
            const el = node.parentElement!;
            // Axis labels (dates, amounts) are formatted figures, shown aria-hidden beside the chart.
            if (!text || el.closest('[hidden], [aria-hidden="true"], .ps-visually-hidden, option, [role="tooltip"]'))
              continue;
            // Names the API sends (podcasts) are shown as they come, in no catalogue.
            const fromServer = fromApi !== '' && el.closest(fromApi);
            if (/[A-Za-z]{2}/.test(text) && !fromServer && !(text.startsWith(open) && text.endsWith(close)))
              unmarked.push(text);
            if (boxes.some((box) => box.contains(el))) continue;
            const box = el.getBoundingClientRect();
            if (el.scrollWidth > el.clientWidth + 1 || box.left < card.left - 1 || box.right > card.right + 1)
              clipped.push(text);
          }
          return { unmarked, clipped };
        },
        [...PSEUDO_MARKERS, widget.slot, widget.card, widget.api],
      );
      await screenshot(page, `widget-locales-${widget.name}-en-XA-${width}`);
      expect(report).toEqual({ unmarked: [], clipped: [] });
      await context.close();
    },
  );

  it.each(cases(['locale=ar', 'locale=en-US&dir=rtl']))(
    '%s mirrors for %s: the title at the start edge, on the right',
    async (_name, query, widget) => {
      const { page, context } = await open(widget, query);
      const layout = await page.evaluate((slot) => {
        const root = document.querySelector(slot)!.shadowRoot!;
        const box = (s: string) => root.querySelector(s)!.getBoundingClientRect();
        return { dir: root.querySelector('.ps-root')!.getAttribute('dir'), title: box('h2'), select: box('select') };
      }, widget.slot);
      expect(layout.dir).toBe('rtl');
      expect(layout.title.right).toBeGreaterThan(layout.select.right);
      await screenshot(page, `widget-locales-${widget.name}-rtl-${query.replace(/\W+/g, '-')}`);
      await context.close();
    },
  );
});
