import type { Page } from 'playwright-core';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';

/**
 * The go-live uploader's states for the language tests, on the examples origin, changing nothing on the server: a
 * picked non-MP3 is refused in the browser, and the one upload sent is refused by an injected fault after a delay, so
 * the progress bar and the server's refusal both show while the demo stays as it was.
 */
export const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';
const PUBLISHER = 'publisher@podspot.test';

type Row = {
  id: number;
  aasm_state: string;
  podspot_uploaded: boolean;
  apple_feed_integrated: boolean;
  archived: boolean;
  campaign_name: string;
  advertiser_full_name: string | null;
  advertiser_podcast_name: string;
  publisher_podcast_name: string;
};

async function api<T>(consoleUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${consoleUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-partner-key': DEMO_PARTNER_KEY,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The demo publisher's podspots this file shows: a draft with both steps to do, a pending and an approved one. */
export async function demoPodspots(consoleUrl: string) {
  const { token } = await api<{ token: string }>(consoleUrl, 'POST', '/partner/embed_tokens', { email: PUBLISHER });
  const rows = (await api<{ data: { podspots: Row[] } }>(consoleUrl, 'GET', '/earn/podspots', undefined, token)).data
    .podspots;
  const find = (test: (r: Row) => boolean, what: string) => {
    const row = rows.find((r) => !r.archived && test(r));
    if (!row) throw new Error(`the demo publisher has no ${what} podspot`);
    return row;
  };
  return {
    draft: find((r) => r.aasm_state === 'draft' && !r.podspot_uploaded && !r.apple_feed_integrated, 'fresh draft'),
    pending: find((r) => r.aasm_state === 'pending', 'pending'),
    approved: find((r) => r.aasm_state === 'approved', 'approved'),
    /** What the API sends and the widget shows as it came: names, in no catalogue. */
    serverTexts: rows.flatMap((r) =>
      [r.campaign_name, r.advertiser_full_name, r.advertiser_podcast_name, r.publisher_podcast_name].filter(
        (t): t is string => Boolean(t),
      ),
    ),
  };
}

/** Every text the widget in `slot` shows or names: text nodes, accessible names. */
export const textsOf = (page: Page, slot = '#golive') =>
  page.evaluate((slot) => {
    const root = document.querySelector(slot)!.shadowRoot!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent!.trim());
    for (const el of root.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!);
    return texts.filter(Boolean);
  }, slot);

/** Opens every collapsed step of the steps inside `scope` (the card or the dialog). */
export async function expandSteps(page: Page, scope: string) {
  const toggles = page.locator(`${scope} .ps-golive-step__toggle[aria-expanded="false"]`);
  while ((await toggles.count()) > 0) await toggles.first().click();
}

/** A picked file that is not an MP3: the SDK's own rule refuses it and shows its alert. */
export async function pickNonMp3(page: Page, scope: string) {
  await page
    .locator(`${scope} input[type="file"]`)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
  await page.locator(`${scope} .ps-golive-error[role="alert"]`).waitFor();
}

/**
 * Sends the sample MP3, held 1.5 s by the server and then refused as not an MP3 (an injected fault, so nothing is
 * stored); `during` runs while the progress bar shows.
 */
export async function refusedUpload(
  page: Page,
  consoleUrl: string,
  scope: string,
  podspotId: number,
  during: () => Promise<void>,
) {
  const path = `/earn/podspot/${podspotId}/upload`;
  await api(consoleUrl, 'POST', '/__mock/faults', { path, method: 'POST', delay_ms: 1500, status: 400, times: 1 });
  await page.locator(`${scope} input[type="file"]`).setInputFiles(SAMPLE_MP3);
  await page.locator(`${scope} [role="progressbar"]`).waitFor();
  await during();
  await page.locator(`${scope} .ps-golive-error[role="alert"]`).waitFor();
}

/**
 * What of `scope` (inside the widget in `slot`) shows English or spills: texts without the pseudo-locale's markers
 * (names from the API aside), and texts clipped by their box or reaching past `scope`'s edges.
 */
export const unmarkedOrClipped = (
  page: Page,
  { slot, scope, markers, serverTexts }: { slot: string; scope: string; markers: string[]; serverTexts: string[] },
) =>
  page.evaluate(
    ([slot, scope, [open, close], serverTexts]) => {
      const root = document.querySelector(slot)!.shadowRoot!;
      const container = root.querySelector(scope)!;
      const edge = container.getBoundingClientRect();
      const unmarked: string[] = [];
      const clipped: string[] = [];
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        const el = node.parentElement!;
        if (!text || el.closest('[hidden], [aria-hidden="true"], .ps-visually-hidden')) continue;
        if (/[A-Za-z]{2}/.test(text) && !serverTexts.includes(text) && !(text.startsWith(open) && text.endsWith(close)))
          unmarked.push(text);
        const box = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 || box.left < edge.left - 1 || box.right > edge.right + 1)
          clipped.push(text);
      }
      for (const el of container.querySelectorAll('[aria-label]')) {
        const label = el.getAttribute('aria-label')!;
        if (!(label.startsWith(open) && label.endsWith(close))) unmarked.push(`aria-label: ${label}`);
      }
      return { unmarked, clipped };
    },
    [slot, scope, markers, serverTexts] as const,
  );
