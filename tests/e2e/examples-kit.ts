import type { Page } from 'playwright-core';
import { presetRange, type DatePreset } from '@sdk/core/date-presets';
import { formatMoney } from '@sdk/core/format';
import { requiresAttention } from '@sdk/core/go-live';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';

/** Helpers of examples-pages.test.ts: what the mock API says the widgets should show, and computed-style snapshots. */

/** Calls the API as the widgets do: with an embed token minted by the partner key, as a platform's backend would. */
export async function embedApi(consoleUrl: string, email: string, sandboxHeaders: Record<string, string> = {}) {
  const minted = await fetch(`${consoleUrl}/api/partner/embed_tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': DEMO_PARTNER_KEY, ...sandboxHeaders },
    body: JSON.stringify({ email }),
  });
  const { token } = (await minted.json()) as { token: string };
  return async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
    const answer = await fetch(`${consoleUrl}/api${path}?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}`, ...sandboxHeaders },
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
}
type Api = Awaited<ReturnType<typeof embedApi>>;
const range = (preset: DatePreset) => {
  const { start, end } = presetRange(preset);
  return { start_date: start, end_date: end };
};

/** What each widget shows for the demo data, straight from the API. */
export const expected = {
  totalEarnings: async (api: Api, preset: DatePreset) =>
    formatMoney(
      (await api<{ total_earnings: number }>('/earn/publisher/earnings', range(preset))).total_earnings,
      'en-US',
    ),
  offeredIds: async (api: Api) =>
    (
      await api<{ data: { opportunities: { id: number }[] } }>('/earn/opportunities', { rejected: 'false' })
    ).data.opportunities
      .map((o) => o.id)
      .sort(),
  rejectedCount: async (api: Api) =>
    (await api<{ data: { opportunities: unknown[] } }>('/earn/opportunities', { rejected: 'true' })).data.opportunities
      .length,
  attentionNames: async (api: Api) => {
    type Row = Parameters<typeof requiresAttention>[0][number] & { publisher_podcast_name: string };
    const list = await api<{ data: { podspots: Row[] } }>('/earn/podspots');
    return requiresAttention(list.data.podspots).map((p) => p.publisher_podcast_name);
  },
  spend: async (api: Api, preset: DatePreset) => {
    const report = await api<{ data: { id: number }[]; totals: { spend: number }[] }>(
      '/advertise/advertiser/report',
      range(preset),
    );
    return {
      ids: report.data.map((r) => String(r.id)).sort(),
      totalSpend: formatMoney(report.totals.at(-1)!.spend, 'en-US'),
    };
  },
};

/** Waits until a widget mounted in `slot` shows its data inside its own shadow root (Playwright locators pierce it). */
export async function waitForWidgets(
  page: Page,
  slots: { earnings?: string; inbox?: string; golive?: string; spend?: string },
) {
  const waits: Promise<void>[] = [];
  if (slots.earnings) waits.push(page.locator(slots.earnings).getByTestId('total-earnings').waitFor());
  if (slots.inbox) waits.push(page.locator(`${slots.inbox} li[data-opportunity-id]`).first().waitFor());
  if (slots.golive)
    // A row's name, not a row: the loading placeholder draws rows too.
    waits.push(
      page.locator(`${slots.golive} .ps-golive-row__name, ${slots.golive} .ps-golive-empty`).first().waitFor(),
    );
  if (slots.spend) waits.push(page.locator(`${slots.spend} .ps-spend__totals`).waitFor());
  await Promise.all(waits);
}

/** What the page shows inside each widget's shadow root (nothing of it is in the light DOM). */
export const readWidgets = (page: Page) =>
  page.evaluate(() => {
    const root = (selector: string) => document.querySelector(selector)?.shadowRoot ?? null;
    const inLight = Boolean(
      document.querySelector('[data-testid="total-earnings"], li[data-opportunity-id], .ps-golive-row, .ps-spend__row'),
    );
    return {
      inLight,
      totalEarnings: root('#earnings')?.querySelector('[data-testid="total-earnings"]')?.textContent ?? null,
      offeredIds: [...(root('#inbox')?.querySelectorAll('li[data-opportunity-id]') ?? [])]
        .map((li) => Number((li as HTMLElement).dataset.opportunityId))
        .sort(),
      attentionNames: [...(root('#golive')?.querySelectorAll('.ps-golive-row__name') ?? [])].map((n) => n.textContent),
      spendIds: [...(root('#spend')?.querySelectorAll('.ps-spend__row') ?? [])]
        .map((tr) => (tr as HTMLElement).dataset.podcastId ?? '')
        .sort(),
      totalSpend: root('#spend')?.querySelector('.ps-spend__totals [data-field="spend"]')?.textContent ?? null,
    };
  });

/** Properties a host stylesheet could plausibly change: typography, colours, boxes, visibility. Not sizes (layout). */
export const STYLE_PROPS = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'text-shadow',
  'text-decoration-line',
  'white-space',
  'color',
  'background-color',
  'background-image',
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'border-left-style',
  'border-bottom-color',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'box-sizing',
  'display',
  'visibility',
  'cursor',
  'list-style-type',
  'opacity',
  'filter',
  'outline-style',
  'box-shadow',
];

/** Every element inside the widget mounted in `slot`: its tag, classes and STYLE_PROPS. */
export const widgetStyles = (page: Page, slot: string) =>
  page.evaluate(
    ([selector, props]) => {
      const root = document.querySelector(selector as string)!.shadowRoot!;
      return [...root.querySelectorAll('*')].map((el) => {
        const style = getComputedStyle(el);
        return [
          `${el.localName}.${el.getAttribute('class') ?? ''}`,
          ...(props as string[]).map((p) => `${p}: ${style.getPropertyValue(p)}`),
        ].join('; ');
      });
    },
    [slot, STYLE_PROPS] as const,
  );

/** Every light-DOM element of the page but the widget hosts and the event log, numbered on the first call so later calls compare. */
export const hostStyles = (page: Page) =>
  page.evaluate((props) => {
    const snapshot: Record<string, string> = {};
    document.querySelectorAll('html, html *').forEach((el, i) => {
      if (el.shadowRoot || el.matches('[data-widget]') || el.closest('#event-log')) return;
      const key = (el as HTMLElement).dataset.snap ?? ((el as HTMLElement).dataset.snap = String(i));
      const style = getComputedStyle(el);
      snapshot[`${key} ${el.localName}`] = props.map((p) => style.getPropertyValue(p)).join('; ');
    });
    return snapshot;
  }, STYLE_PROPS);
