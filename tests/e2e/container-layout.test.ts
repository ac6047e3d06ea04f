import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, SCREENSHOT_DIR, useBrowser } from './browser.ts';
import { animationsDone } from './settled.ts';
import { embedApi } from './examples-kit.ts';
import { findLayoutProblems } from './layout-checks.ts';

/**
 * Each widget in a column 280 to 1,280 px wide at a 1,280 px viewport (examples/public/layout-test.html): it lays
 * itself out by its container (docs/behaviour/sdk-widgets.md#layout), so at every width no text is under 12 px,
 * nothing leaves the widget's box or overlaps, and every control has a box and is reached by Tab. Dialogs too.
 */
const b = useBrowser();
const WIDTHS = [280, 360, 480, 768, 1280];
const PUBLISHER = 'publisher@podspot.test';

type Case = { widget: string; user?: string; query?: () => Promise<string>; dialog?: (slot: Locator) => Promise<void> };
const CASES: Case[] = [
  { widget: 'earnings' },
  {
    widget: 'inbox',
    dialog: (slot) =>
      slot
        .getByRole('button', { name: /^Review / })
        .first()
        .click(),
  },
  { widget: 'inbox-compact' },
  { widget: 'golive', dialog: (slot) => slot.locator('.ps-golive-row__action').first().click() },
  {
    widget: 'golive-steps',
    query: async () => {
      const api = await embedApi(b.consoleUrl, PUBLISHER);
      const list = await api<{ data: { podspots: { id: number; aasm_state: string; archived: boolean }[] } }>(
        '/earn/podspots',
      );
      return `&podspot=${list.data.podspots.find((p) => p.aasm_state === 'draft' && !p.archived)!.id}`;
    },
  },
  { widget: 'spend', user: 'advertiser@podspot.test' },
];

/** The deepest focused element's `data-layout-id` (or `radio:<name>`), through shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (el instanceof HTMLInputElement && el.type === 'radio') return `radio:${el.name}`;
    return el?.getAttribute('data-layout-id') ?? null;
  });

/** Presses Tab from the top of the page (or inside a modal) until it has gone round: which controls it reached. */
async function tabWalk(page: Page, count: number) {
  const reached = new Set<string>();
  let misses = 0;
  for (let i = 0; i < count * 2 + 6 && misses < 3; i += 1) {
    await page.keyboard.press('Tab');
    const id = await focused(page);
    if (id === null) {
      if (reached.size) misses += 1;
    } else if (reached.has(id)) break;
    else reached.add(id);
  }
  return reached;
}

async function check(page: Page, rootSelector: string, name: string) {
  const root = page.locator('#slot').locator(rootSelector);
  const { problems, controls } = await root.evaluate(findLayoutProblems);
  const reached = await tabWalk(page, controls.length);
  const missed = controls.filter((id) => !reached.has(id));
  return [
    ...problems,
    ...(missed.length ? [`${missed.length} of ${controls.length} controls not reached by Tab`] : []),
  ].map((p) => `${name}: ${p}`);
}

describe('widgets lay themselves out by their container', () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const c of CASES) {
    it(`${c.widget}: 280 to 1,280 px`, async () => {
      const { page, context, errors } = await b.open(DESKTOP);
      const extra = c.query ? await c.query() : '';
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const user = encodeURIComponent(c.user ?? PUBLISHER);
        await page.goto(`${b.examplesUrl}/layout-test.html?widget=${c.widget}&width=${width}&user=${user}${extra}`);
        await page.waitForSelector('body[data-ready]');
        const slot = page.locator('#slot');
        // Images and fonts settle before the boxes are measured.
        await page.waitForFunction(() => document.fonts.status === 'loaded');
        await slot.screenshot({ path: `${SCREENSHOT_DIR}/layout-${c.widget}-${width}.png` });
        expect(await slot.evaluate((s) => s.shadowRoot!.querySelector('.ps-root')!.getBoundingClientRect().width)).toBe(
          width,
        );
        problems.push(...(await check(page, '.ps-root', `${width}px`)));
        if (c.dialog) {
          await c.dialog(slot);
          const dialog = slot.locator('dialog[open]');
          await dialog.locator('.ps-dialog__body > *').first().waitFor();
          // The dialog's own request (steps, review) has answered: nothing in it is loading.
          await dialog.locator('[aria-busy="true"], .ps-spinner__dot').first().waitFor({ state: 'detached' });
          await animationsDone(page);
          await page.screenshot({ path: `${SCREENSHOT_DIR}/layout-${c.widget}-${width}-dialog.png` });
          problems.push(...(await check(page, 'dialog[open]', `${width}px dialog`)));
        }
      }
      expect(problems).toEqual([]);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('the spend table shows that it scrolls sideways: a fade at its end, a shadow by Name once scrolled', async () => {
    const { page, context } = await b.open(DESKTOP);
    await page.goto(`${b.examplesUrl}/layout-test.html?widget=spend&width=360&user=advertiser%40podspot.test`);
    await page.waitForSelector('body[data-ready]');
    const box = page.locator('#slot .ps-spend__box');
    const cue = () =>
      box.evaluate((el) => ({
        start: el.hasAttribute('data-more-start'),
        end: el.hasAttribute('data-more-end'),
        fade: getComputedStyle(el.parentElement!, '::after').opacity,
        shadow: getComputedStyle(el.querySelector('tbody .ps-spend__name')!).boxShadow.includes('6px 0px 8px'),
      }));
    await expect.poll(cue).toEqual({ start: false, end: true, fade: '1', shadow: false });
    await box.evaluate((el) => el.scrollBy({ left: 10_000 }));
    await expect.poll(cue).toEqual({ start: true, end: false, fade: '0', shadow: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('#slot').evaluate((el: HTMLElement) => (el.style.width = '1200px'));
    await expect.poll(cue).toEqual({ start: false, end: false, fade: '0', shadow: false });
    await context.close();
  });
});
