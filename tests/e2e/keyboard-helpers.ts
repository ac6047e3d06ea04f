import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Keyboard-only journeys: where focus is (through shadow roots), whether it shows, and Tab until it reaches a target. */

export type Focused = {
  /** A short description: tag, classes, accessible text. */
  what: string;
  /** An outline or box-shadow is drawn around it (for a visually hidden file input: around its visible label). */
  visible: boolean;
  /** Nothing is focused (the body). */
  none: boolean;
  insideDialog: boolean;
  /** Inside the page's <main>. */
  inMain: boolean;
  /** The `data-*` of the nearest row: opportunity or podspot id. */
  opportunityId: string | null;
  podspotId: string | null;
  /** The name (aria-label or aria-labelledby) of the nearest labelled section (e.g. "Opportunities by campaign"). */
  section: string | null;
  /** `type` of an input, else ''. */
  type: string;
  text: string;
};

/** What has focus now, looking inside open shadow roots. */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) {
      return {
        what: 'nothing (body)',
        visible: false,
        none: true,
        insideDialog: false,
        inMain: false,
        opportunityId: null,
        podspotId: null,
        section: null,
        type: '',
        text: '',
      };
    }
    const shows = (e: Element | null) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    let visible = shows(el);
    // The file drop's real input is visually hidden; its label (the visible button) draws the ring.
    if (!visible && el.matches('input[type="file"]')) {
      const root = el.getRootNode() as Document | ShadowRoot;
      visible = shows(root.querySelector(`label[for="${CSS.escape(el.id)}"]`));
    }
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      what: `${el.localName}${el.id ? `#${el.id}` : ''}.${(el.getAttribute('class') ?? '').replaceAll(' ', '.')} "${text.slice(0, 50)}"`,
      visible,
      none: false,
      insideDialog: el.closest('dialog[open]') !== null,
      inMain: el.closest('main') !== null,
      opportunityId: (el.closest('[data-opportunity-id]') as HTMLElement | null)?.dataset.opportunityId ?? null,
      podspotId: (el.closest('[data-podspot-id]') as HTMLElement | null)?.dataset.podspotId ?? null,
      section: ((section) =>
        section?.getAttribute('aria-label') ??
        (section &&
          (section.getRootNode() as Document | ShadowRoot).getElementById(section.getAttribute('aria-labelledby')!)
            ?.textContent) ??
        null)(el.closest('section[aria-label], section[aria-labelledby]')),
      type: el.getAttribute('type') ?? '',
      text,
    };
  });

/** Records every focused control that shows no focus indicator (the journey asserts the list is empty at the end). */
export function focusLog() {
  const unseen: string[] = [];
  return {
    unseen,
    /** Checks the element focused now; returns it. */
    async check(page: Page, step: string) {
      const now = await focused(page);
      if (!now.none && !now.visible) unseen.push(`${step}: ${now.what}`);
      return now;
    },
  };
}

/** Presses `key` (Tab by default) until `wanted(focused)` holds, checking the focus indicator at each stop. */
export async function pressUntil(
  page: Page,
  log: ReturnType<typeof focusLog>,
  step: string,
  wanted: (f: Focused) => boolean,
  key = 'Tab',
  max = 120,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await log.check(page, step);
    if (wanted(now)) return now;
  }
  throw new Error(
    `${step}: focus never reached the target after ${max} × ${key} (last: ${(await focused(page)).what})`,
  );
}

/**
 * Waits until focus satisfies `wanted` (a dialog gives focus back in an effect after it is hidden, a frame later),
 * then checks its indicator and returns it.
 */
export async function focusSettles(
  page: Page,
  log: ReturnType<typeof focusLog>,
  step: string,
  wanted: (f: Focused) => boolean,
) {
  await expect
    .poll(async () => wanted(await focused(page)), {
      message: `${step}: focus is ${(await focused(page)).what}`,
      timeout: 5000,
    })
    .toBe(true);
  return log.check(page, step);
}
