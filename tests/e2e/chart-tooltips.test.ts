import { mkdirSync } from 'node:fs';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { presetRange, type DatePreset } from '@sdk/core/date-presets.ts';
import { formatAmount, formatCount, formatDay } from '@sdk/core/format.ts';
import { expectAccessible, serveAxe } from './a11y-helpers.ts';
import { ADVERTISER } from './advertise-helpers.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, signIn, useBrowser } from './browser.ts';
import { PUBLISHER } from './earn-helpers.ts';

/**
 * The charts' tooltips (docs/behaviour/earn.md#chart, advertise.md#chart, sdk-widgets.md#earnings-card): pointing at a
 * chart, or moving along it with the arrow keys once it has focus, shows the day and its figure, whole numbers for
 * counts and "$ 0.00" for money. Each shown day is looked up in the very answer the page drew.
 */
const b = useBrowser();

type Item = Record<string, unknown> & { date: string };
const money = (v: unknown) => `$ ${formatAmount(v as number)}`;
const count = (v: unknown) => formatCount(v as number);

/** Waits for the page's own answer of `path` for `preset` (started before the page is opened). */
const answerOf = (page: Page, path: string, preset: DatePreset) =>
  page
    .waitForResponse((r: Response) => {
      const url = new URL(r.url());
      return (
        url.pathname === `/api${path}` && url.searchParams.get('start_date') === presetRange(preset).start && r.ok()
      );
    })
    .then((r) => r.json() as Promise<{ data: Item[] }>);

/** The days a chart draws: those with a figure, and for "All time" from the first non-zero one on. */
function drawnDays(data: Item[], field: string, fromFirstValue: boolean): Item[] {
  const days = data.filter((d) => typeof d[field] === 'number').sort((x, y) => x.date.localeCompare(y.date));
  const first = fromFirstValue ? days.findIndex((d) => d[field] !== 0) : 0;
  return first > 0 ? days.slice(first) : days;
}

async function shot(locator: Locator, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await locator.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

type Tip = { day: string | null; value: string | null; live: string | null };
const readTip = async (scope: Locator): Promise<Tip> => {
  const tip = scope.locator('.ps-chart-tip');
  if (!(await tip.isVisible())) return { day: null, value: null, live: null };
  return {
    day: await tip.locator('.ps-chart-tip__day').textContent(),
    value: await tip.locator('.ps-chart-tip__value').textContent(),
    live: (await scope.locator('[aria-live="polite"]').textContent())?.trim() ?? null,
  };
};

/** The tooltip shows a drawn day and that day's figure in `format`; the same words are live text for screen readers. */
async function expectTipOfSomeDay(scope: Locator, days: Item[], field: string, format: (v: unknown) => string) {
  await expect.poll(async () => (await readTip(scope)).day).not.toBeNull();
  const tip = await readTip(scope);
  const day = days.find((d) => formatDay(d.date) === tip.day);
  expect(day, `the tooltip's day "${tip.day}" is one the chart draws`).toBeDefined();
  expect(tip.value).toBe(format(day![field]));
  expect(tip.live).toBe(`${tip.day}: ${tip.value}`);
  return day!;
}

const expectTipOf = async (scope: Locator, day: Item, field: string, format: (v: unknown) => string) =>
  expect
    .poll(() => readTip(scope))
    .toEqual({
      day: formatDay(day.date),
      value: format(day[field]),
      live: `${formatDay(day.date)}: ${format(day[field])}`,
    });

/** The tooltip stays inside its chart's box. */
async function expectTipInside(scope: Locator) {
  const tip = (await scope.locator('.ps-chart-tip').boundingBox())!;
  const box = (await scope.boundingBox())!;
  expect(tip.x).toBeGreaterThanOrEqual(box.x - 0.5);
  expect(tip.x + tip.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? null;
  });

/** Hover, then the keyboard, on one insights chart whose first tab is `first` and second `second`. */
async function insightsJourney(
  page: Page,
  panel: Locator,
  data: Item[],
  charts: { tab: RegExp; field: string; name: RegExp; format: (v: unknown) => string }[],
  shotName: string,
) {
  const [first, second] = charts;
  const over = panel.locator('.u-over');
  await over.waitFor();
  const size = (await over.boundingBox())!;

  // Pointing: the middle of the chart, then its right edge (the tooltip stays inside the card).
  await over.hover({ position: { x: size.width / 2, y: size.height / 2 } });
  const firstDays = drawnDays(data, first.field, true);
  await expectTipOfSomeDay(panel, firstDays, first.field, first.format);
  await shot(page.locator('.insights-chart'), `${shotName}-hover`);
  const middle = (await readTip(panel)).day;
  await over.hover({ position: { x: size.width - 1, y: size.height / 2 } });
  await expect.poll(async () => (await readTip(panel)).day).not.toBe(middle);
  const nearEnd = await expectTipOfSomeDay(panel, firstDays, first.field, first.format);
  expect(firstDays.indexOf(nearEnd)).toBeGreaterThan(firstDays.length * 0.95); // a pixel may hold a few days
  await expectTipInside(panel);
  await page.mouse.move(0, 0);
  await expect.poll(() => readTip(panel)).toEqual({ day: null, value: null, live: null });

  // The keyboard: the other tab, Tab to the chart (the last day), arrows, Home, End, Escape.
  await page.getByRole('tab', { name: first.tab }).focus();
  await page.keyboard.press('ArrowLeft'); // two tabs: left and right both reach the other one
  expect(await page.getByRole('tab', { name: second.tab }).getAttribute('aria-selected')).toBe('true');
  const secondDays = drawnDays(data, second.field, true);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toMatch(second.name);
  await expectTipOf(panel, secondDays[secondDays.length - 1], second.field, second.format);
  await page.keyboard.press('ArrowLeft');
  await expectTipOf(panel, secondDays[secondDays.length - 2], second.field, second.format);
  await expectTipInside(panel);
  await shot(page.locator('.insights-chart'), `${shotName}-keyboard`);
  await serveAxe(page);
  await expectAccessible(page, `${shotName}, the tooltip shown`, '.insights-chart');
  await page.keyboard.press('Home');
  await expectTipOf(panel, secondDays[0], second.field, second.format);
  await expectTipInside(panel);
  await page.keyboard.press('ArrowRight');
  await expectTipOf(panel, secondDays[1], second.field, second.format);
  await page.keyboard.press('Escape');
  await expect.poll(() => readTip(panel)).toEqual({ day: null, value: null, live: null });
  await page.keyboard.press('End');
  await expectTipOf(panel, secondDays[secondDays.length - 1], second.field, second.format);

  // Focus that lands before the chart has redrawn: the tab switch and the focus in one task, so the new series renders,
  // and its code's import resolves, only after the chart has focus. The tooltip shows that series' last day all the same.
  await page.getByRole('tab', { name: second.tab }).focus();
  await expect.poll(() => readTip(panel)).toEqual({ day: null, value: null, live: null });
  await page.getByRole('tab', { name: first.tab }).evaluate((tab: HTMLElement) => {
    tab.click();
    tab.closest('.insights-chart')!.querySelector<HTMLElement>('.ps-chart-focus')!.focus();
  });
  await expect.poll(() => focusedName(page)).toMatch(first.name);
  await expectTipOf(panel, firstDays[firstDays.length - 1], first.field, first.format);
}

describe('chart tooltips', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`Earn insights: hover and keyboard show the day, "$ 0.00" earnings and whole downloads (${width})`, async () => {
      const { page, context, errors } = await b.open(viewport);
      await signIn(page, b.consoleUrl, PUBLISHER);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const daily = answerOf(page, '/earn/publisher/earnings', 'all_time');
      await page.goto(`${b.consoleUrl}/earn/insights`);
      const { data } = await daily;
      await insightsJourney(
        page,
        page.locator('.earn-chart__panel'),
        data,
        [
          { tab: /^Earnings/, field: 'earnings', name: /^Daily earnings/, format: money },
          { tab: /^Downloads/, field: 'ep_download_count_daily', name: /^Daily downloads/, format: count },
        ],
        `chart-tooltip-earn-${width}`,
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`Advertise insights: hover and keyboard show the day, "$ 0.00" spend and whole impressions (${width})`, async () => {
      const { page, context, errors } = await b.open(viewport);
      await signIn(page, b.consoleUrl, ADVERTISER);
      await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
      const daily = answerOf(page, '/advertise/advertiser/spend', 'all_time');
      await page.goto(`${b.consoleUrl}/advertise/insights`);
      const { data } = await daily;
      await insightsJourney(
        page,
        page.locator('.insights-chart__panel'),
        data,
        [
          { tab: /^Spend/, field: 'spend', name: /^Daily spend/, format: money },
          { tab: /^Impressions/, field: 'impressions', name: /^Daily impressions/, format: count },
        ],
        `chart-tooltip-advertise-${width}`,
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the earnings card (SDK, shadow root): hover and keyboard show the day and "$ 0.00" (${width})`, async () => {
      const { page, context, errors } = await b.open(viewport);
      const daily = answerOf(page, '/earn/publisher/earnings', 'last_30_days');
      await page.goto(b.examplesUrl);
      const { data } = await daily;
      const days = drawnDays(data, 'earnings', false);
      const chart = page.locator('#earnings .ps-sparkline');
      const svg = chart.locator('svg');
      await page.locator('#earnings .ps-sparkline__line').waitFor();
      const size = (await svg.boundingBox())!;

      await svg.hover({ position: { x: size.width / 2, y: size.height / 2 } });
      await expectTipOfSomeDay(chart, days, 'earnings', money);
      await shot(page.locator('#earnings'), `chart-tooltip-earnings-card-${width}-hover`);
      await svg.hover({ position: { x: size.width - 1, y: size.height / 2 } });
      await expectTipOf(chart, days[days.length - 1], 'earnings', money);
      await expectTipInside(chart);
      await svg.hover({ position: { x: 1, y: size.height / 2 } });
      await expectTipOf(chart, days[0], 'earnings', money);
      await expectTipInside(chart);
      await page.mouse.move(0, 0);
      await expect.poll(() => readTip(chart)).toEqual({ day: null, value: null, live: null });

      // The keyboard: from the date range select, Tab reaches the chart.
      await page.locator('#earnings select').focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toMatch(/^Daily earnings/);
      await expectTipOf(chart, days[days.length - 1], 'earnings', money);
      await page.keyboard.press('ArrowLeft');
      await expectTipOf(chart, days[days.length - 2], 'earnings', money);
      await shot(page.locator('#earnings'), `chart-tooltip-earnings-card-${width}-keyboard`);
      await page.keyboard.press('Home');
      await expectTipOf(chart, days[0], 'earnings', money);
      await page.keyboard.press('ArrowRight');
      await expectTipOf(chart, days[1], 'earnings', money);
      await page.keyboard.press('Escape');
      await expect.poll(() => readTip(chart)).toEqual({ day: null, value: null, live: null });
      await page.keyboard.press('End');
      await expectTipOf(chart, days[days.length - 1], 'earnings', money);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
