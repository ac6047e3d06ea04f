import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishMessages, PSEUDO_MARKERS } from '../../scripts/rollup/locale-files.mjs';
import { DESKTOP, screenshot, useBrowser } from './browser.ts';
import { pseudoReport, textsOf, widgets, type Widget } from './widget-locales-kit.ts';

/**
 * The widgets in each language, on the examples origin: no English text where the locale has its own, the pseudo-locale
 * (longer, marked texts) neither clipped nor unmarked, and right to left mirrored; with their dialogs and toasts.
 * Widgets whose texts are not in catalogues yet are not listed here.
 */
const b = useBrowser();
const english = englishMessages();
const LOCALES = ['de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'ja', 'ar'] as const;
const WIDGETS = widgets();
const translated = (tag: string) =>
  JSON.parse(readFileSync(new URL(`../../sdk/locales/${tag}.json`, import.meta.url), 'utf8')) as Record<string, string>;

async function open(widget: Widget, query: string) {
  const opened = await b.open(DESKTOP);
  await opened.page.goto(`${b.examplesUrl}/${widget.page}?${query}`);
  await opened.page.locator(`${widget.slot} ${widget.ready}`).first().waitFor();
  return opened;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const openCard = (query: string) => open(WIDGETS[0], query);
const cases = (list: readonly string[]) => WIDGETS.flatMap((w) => list.map((tag) => [w.name, tag, w] as const));
/** The widget's texts on its first screen and after each of its steps (dialogs, toasts, other views). */
async function textsThroughSteps(page: Page, widget: Widget, after: (step: string) => Promise<void>) {
  const texts = await textsOf(page, widget.slot);
  await after('first');
  for (const step of widget.steps) {
    await step.run(page);
    texts.push(...(await textsOf(page, widget.slot)));
    await after(step.name);
  }
  return texts;
}

describe('the widgets in the host’s language', () => {
  it.each(cases(LOCALES))(
    '%s in %s: every text from its catalogue, none left in English',
    async (_name, tag, widget) => {
      const { page, context, errors } = await open(widget, `locale=${tag}`);
      const messages = translated(tag);
      expect((await page.locator(`${widget.slot} h2`).textContent())!.startsWith(messages[widget.title])).toBe(true);
      expect(await page.locator(`${widget.slot} select option:checked`).first().textContent()).toBe(
        messages[widget.selected],
      );
      const shown = await textsThroughSteps(page, widget, (step) =>
        screenshot(page, `widget-locales-${widget.name}-${tag}${step === 'first' ? '' : `-${step}`}`),
      );
      const changed = Object.entries(english).filter(([key, text]) => messages[key] !== text);
      const leftInEnglish = changed
        .filter(([, text]) => !/[{}]/.test(text))
        .map(([, text]) => text)
        .filter((text) => shown.includes(text));
      expect(leftInEnglish).toEqual([]);
      // English sentences with names put in ('Review {campaign} on {podcast}'), as patterns.
      const withNames = changed
        .filter(([, text]) => /\{\w+\}/.test(text) && !/\{\w+,/.test(text))
        .map(
          ([, text]) =>
            new RegExp(
              `^${text
                .split(/\{\w+\}/)
                .map(escape)
                .join('.+')}$`,
            ),
        );
      expect(shown.filter((text) => withNames.some((pattern) => pattern.test(text)))).toEqual([]);
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
      const reports: Record<string, Awaited<ReturnType<typeof pseudoReport>>> = {};
      // A dialog is as wide as the viewport allows: a phone's viewport around the 280 px column, or a little wider.
      if (widget.steps.length)
        await page.setViewportSize({ width: Math.max(Number(width) + 80, 360), height: DESKTOP.height });
      await textsThroughSteps(page, widget, async (step) => {
        reports[step] = await pseudoReport(page, widget, PSEUDO_MARKERS);
        await screenshot(page, `widget-locales-${widget.name}-en-XA-${width}${step === 'first' ? '' : `-${step}`}`);
      });
      const clean = { unmarked: [], clipped: [] };
      expect(reports).toEqual(Object.fromEntries(Object.keys(reports).map((step) => [step, clean])));
      await context.close();
    },
  );

  it.each(cases(['locale=ar', 'locale=en-US&dir=rtl']))(
    '%s mirrors for %s: the title at the start edge, on the right',
    async (_name, query, widget) => {
      const { page, context } = await open(widget, query);
      // The inbox draws its filters once their choices are in, which can be after its first rows.
      await page.locator(`${widget.slot} select`).first().waitFor();
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

  it('draws the earnings chart in Arabic with time left to right and each date read right to left', async () => {
    const { page, context } = await openCard('locale=ar');
    const slot = WIDGETS[0]!.slot;
    await page.locator(`${slot} .ps-earnings__x span`).first().waitFor();
    const axis = await page.evaluate((slot) => {
      const labels = [...document.querySelector(slot)!.shadowRoot!.querySelectorAll('.ps-earnings__x > span')];
      /** Where a part of a label is drawn: the left edge of the first match of `pattern` in its text. */
      const leftOf = (label: Element, pattern: RegExp) => {
        const text = label.firstChild!;
        const match = pattern.exec(text.textContent!)!;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        return range.getBoundingClientRect().left;
      };
      const first = labels[0]!;
      return {
        text: first.textContent,
        firstLeft: first.getBoundingClientRect().left,
        lastLeft: labels.at(-1)!.getBoundingClientRect().left,
        day: leftOf(first, /[\d\u0660-\u0669]+/),
        month: leftOf(first, /[\u0621-\u064a]+/),
      };
    }, slot);
    expect(axis.firstLeft, 'the first day on the left').toBeLessThan(axis.lastLeft);
    expect(axis.day, `"${axis.text}": the day on the right of its month`).toBeGreaterThan(axis.month);
    await context.close();
  });
});
