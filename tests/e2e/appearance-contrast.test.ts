import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe, serveAxe, settle } from './a11y-helpers.ts';
import { contrast, parseRgb } from '../../sdk/core/contrast.ts';
import { useBrowser } from './browser.ts';

/**
 * Colours that stay readable (sdk/docs/appearance.md#readable-colours): with each brand colour as `colorPrimary`, in
 * the light and the dark scheme, axe finds no colour-contrast violation in any widget or its open dialogs, and the
 * earnings card's chart line keeps 3:1 on the card. The widgets run in the examples site's playground; each look is
 * applied at runtime through `update()`.
 */
const b = useBrowser();
const BRANDS = ['#facc15', '#f97316', '#0ea5e9', '#111827'];
const LOOKS = BRANDS.flatMap((colorPrimary) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ colorPrimary, colorScheme })),
);
/** The brand colour as the only appearance; the previous look is replaced (`update` merges key by key). */
const applyLook = (page: Page, look: object) =>
  page.evaluate((appearance) => {
    const pg = (window as unknown as { playground: { podspot: { update(o: object): void } } }).playground;
    pg.podspot.update({ appearance });
  }, look);

/** The colour-contrast violations inside the widget (and its dialog when one is open), one line each. */
async function contrastProblems(page: Page, where: string) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const found = (await runAxe(page, '#widget')).filter((v) => v.id === 'color-contrast');
  return found.length ? `${where}: ${formatViolations(found)}` : '';
}

/** A graph's line against the card (WCAG 1.4.11 asks 3:1 of a graphic): the colours as the canvas paints them. */
async function chartLineProblem(page: Page, where: string) {
  const [line, card] = await page.evaluate(() => {
    const root = document.querySelector('#widget')!.shadowRoot!;
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const painted = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      return `rgb(${[...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`;
    };
    const stroke = getComputedStyle(root.querySelector('.ps-sparkline__line')!).stroke;
    return [painted(stroke), painted(getComputedStyle(root.querySelector('.ps-card')!).backgroundColor)];
  });
  const ratio = contrast(parseRgb(line)!, parseRgb(card)!);
  return ratio >= 3 ? '' : `${where}: the chart line ${line} on ${card} is ${ratio.toFixed(2)}:1`;
}

/** The focus ring against the card (WCAG 1.4.11 and 2.4.11 ask 3:1 of a focus indicator). */
async function focusRingProblem(page: Page, where: string) {
  const [ring, card] = await page.evaluate(() => {
    const root = document.querySelector('#widget')!.shadowRoot!;
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const painted = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      return `rgb(${[...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`;
    };
    const card = root.querySelector('.ps-card')!;
    return [
      painted(getComputedStyle(card).getPropertyValue('--ps-focus')),
      painted(getComputedStyle(card).backgroundColor),
    ];
  });
  const ratio = contrast(parseRgb(ring)!, parseRgb(card)!);
  return ratio >= 3 ? '' : `${where}: the focus ring ${ring} on ${card} is ${ratio.toFixed(2)}:1`;
}

async function openPlayground(widget: string, user: string) {
  const { page, context } = await b.open({ width: 1280, height: 900 });
  await serveAxe(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${b.examplesUrl}/playground?${new URLSearchParams({ widget, user, width: '720' })}`);
  await page.locator('#widget .ps-root > *').first().waitFor();
  await settle(page);
  return { page, context };
}

describe('no colour-contrast violation for the brand colours, light and dark', () => {
  it.each([
    ['earnings-card', 'publisher@podspot.test'],
    ['spend-table', 'advertiser@podspot.test'],
  ])('%s', async (widget, user) => {
    const { page, context } = await openPlayground(widget, user);
    const found: string[] = [];
    for (const look of LOOKS) {
      await applyLook(page, look);
      if (widget === 'spend-table') await page.locator('#widget .ps-spend__row').first().click();
      found.push(await contrastProblems(page, `${widget} ${JSON.stringify(look)}`));
      if (widget === 'earnings-card') found.push(await chartLineProblem(page, JSON.stringify(look)));
      found.push(await focusRingProblem(page, `${widget} ${JSON.stringify(look)}`));
    }
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  });

  it('opportunities-inbox, with the review dialog open', async () => {
    const { page, context } = await openPlayground('opportunities-inbox', 'publisher@podspot.test');
    const found: string[] = [];
    for (const look of LOOKS) {
      await applyLook(page, look);
      found.push(await contrastProblems(page, `inbox ${JSON.stringify(look)}`));
      await page.locator('#widget .ps-inbox__review').first().click();
      await page.getByRole('dialog', { name: 'Review opportunity' }).waitFor();
      found.push(await contrastProblems(page, `inbox review dialog ${JSON.stringify(look)}`));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  }, 120_000);

  it('go-live-uploader, with the go-live dialog open', async () => {
    const { page, context } = await openPlayground('go-live-uploader', 'publisher@podspot.test');
    const found: string[] = [];
    for (const look of LOOKS) {
      await applyLook(page, look);
      found.push(await contrastProblems(page, `go-live ${JSON.stringify(look)}`));
      await page.locator('#widget').getByRole('button', { name: 'Upload Podspot' }).first().click();
      await page.getByRole('dialog', { name: 'Go-live instructions' }).waitFor();
      found.push(await contrastProblems(page, `go-live dialog ${JSON.stringify(look)}`));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    expect(found.filter(Boolean).join('\n')).toBe('');
    await context.close();
  }, 120_000);
});
