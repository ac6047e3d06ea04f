import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishMessages, PSEUDO_MARKERS } from '../../scripts/rollup/locale-files.mjs';
import { DESKTOP, screenshot, useBrowser } from './browser.ts';
import {
  demoPodspots,
  expandSteps,
  pickNonMp3,
  refusedUpload,
  textsOf,
  unmarkedOrClipped,
} from './go-live-locales-kit.ts';

/**
 * The go-live uploader in each language, as tests/e2e/widget-locales.test.ts checks the other widgets: its list, its
 * dialog at both steps (the picker's refusal, an upload in progress and the server's refusal, Copied!), the pending
 * and approved endings; no English where the locale has its own text, en-XA marked and unclipped at 280 and 480 px,
 * and right to left mirrored.
 */
const b = useBrowser();
const english = englishMessages();
const LOCALES = ['de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'ja', 'ar'] as const;
const translated = (tag: string) =>
  JSON.parse(readFileSync(new URL(`../../sdk/locales/${tag}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const DIALOG = '#golive dialog';
let demo: Awaited<ReturnType<typeof demoPodspots>>;
beforeAll(async () => {
  demo = await demoPodspots(b.consoleUrl);
});

describe('the go-live uploader in the host’s language', () => {
  it.each(LOCALES)('in %s: the list, the dialog at both steps and the endings, none left in English', async (tag) => {
    const messages = translated(tag);
    const { page, context, errors } = await b.open(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.examplesUrl });
    const shown: string[] = [];
    const collect = async () => {
      shown.push(...(await textsOf(page)));
    };

    await page.goto(`${b.examplesUrl}/golive-test.html?locale=${tag}`);
    await page.locator('#golive .ps-golive-row').first().waitFor();
    expect(await page.locator('#golive h2').textContent()).toBe(messages['golive.attention']);
    await collect();

    const row = page.locator('#golive .ps-golive-row').filter({ hasText: demo.draft.publisher_podcast_name });
    await row.getByRole('button', { name: messages['golive.action.upload'] }).first().click();
    await page.locator(`${DIALOG} .ps-golive-party__name`).first().waitFor();
    expect(await page.locator(`${DIALOG} h2`).textContent()).toBe(messages['golive.title']);
    await expandSteps(page, DIALOG);
    await page.locator(`${DIALOG} .ps-golive-feed__input`).waitFor();
    await collect();
    await screenshot(page, `go-live-locales-${tag}-dialog`);

    await pickNonMp3(page, DIALOG);
    expect(await page.locator(`${DIALOG} [role="alert"]`).textContent()).toBe(messages['golive.upload.invalid']);
    await collect();
    await refusedUpload(page, b.consoleUrl, DIALOG, demo.draft.id, collect);
    expect(await page.locator(`${DIALOG} [role="alert"]`).textContent()).toBe(messages['golive.upload.invalid']);

    await page.locator(`${DIALOG} .ps-golive-feed__copy`).click();
    await page.locator(`${DIALOG} .ps-golive-feed__copy`, { hasText: messages['golive.feed.copied'] }).waitFor();
    await collect();

    for (const podspot of [demo.pending, demo.approved]) {
      await page.goto(`${b.examplesUrl}/golive-test.html?locale=${tag}&podspot=${podspot.id}`);
      await page.locator('#golive .ps-golive-done').waitFor();
      await expandSteps(page, '#golive');
      await page.locator('#golive .ps-golive-feed__input').waitFor();
      await collect();
    }
    expect(shown).toContain(messages['golive.done']);
    expect(shown).toContain(messages['golive.approved']);

    const leftInEnglish = Object.entries(english)
      .filter(([key, text]) => messages[key] !== text && !/[{}]/.test(text))
      .map(([, text]) => text)
      .filter((text) => shown.includes(text));
    expect(leftInEnglish).toEqual([]);
    // The browser logs the injected refusal of the upload; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it.each(['280', '480'])(
    'in en-XA at %s px: the list, the steps and the dialog marked, none clipped',
    async (width) => {
      const px = Number(width);
      const check = (scope: string) =>
        unmarkedOrClipped(page, { slot: '#golive', scope, markers: PSEUDO_MARKERS, serverTexts: demo.serverTexts });
      // The dialog takes the viewport's width: a phone as narrow as the column.
      const { page, context } = await b.open({ width: px, height: 900 });
      await page.goto(`${b.examplesUrl}/golive-test.html?locale=en-XA&width=${width}`);
      await page.locator('#golive .ps-golive-row').first().waitFor();
      const list = await check('.ps-golive-card');
      await screenshot(page, `go-live-locales-en-XA-${width}-list`);

      await page.locator('#golive .ps-golive-row__action').first().click();
      await page.locator(`${DIALOG} .ps-golive-party__name`).first().waitFor();
      await expandSteps(page, DIALOG);
      await page.locator(`${DIALOG} .ps-golive-feed__input`).waitFor();
      const dialog = await check('.ps-dialog__panel');
      await screenshot(page, `go-live-locales-en-XA-${width}-dialog`);

      await page.goto(`${b.examplesUrl}/golive-test.html?locale=en-XA&width=${width}&podspot=${demo.draft.id}`);
      await page.locator('#golive .ps-golive-party__name').first().waitFor();
      await expandSteps(page, '#golive');
      await pickNonMp3(page, '#golive');
      const steps = await check('.ps-golive-card');
      let uploading = { unmarked: [] as string[], clipped: [] as string[] };
      await refusedUpload(page, b.consoleUrl, '#golive', demo.draft.id, async () => {
        uploading = await check('.ps-golive-card');
      });
      await screenshot(page, `go-live-locales-en-XA-${width}-steps`);

      await page.goto(`${b.examplesUrl}/golive-test.html?locale=en-XA&width=${width}&podspot=${demo.pending.id}`);
      await page.locator('#golive .ps-golive-done').waitFor();
      await expandSteps(page, '#golive');
      const done = await check('.ps-golive-card');

      const none = { unmarked: [], clipped: [] };
      expect({ list, dialog, steps, uploading, done }).toEqual({
        list: none,
        dialog: none,
        steps: none,
        uploading: none,
        done: none,
      });
      await context.close();
    },
  );

  it.each(['locale=ar', 'locale=en-US&dir=rtl'])('mirrors for %s: titles and badges at the right', async (query) => {
    const { page, context } = await b.open(DESKTOP);
    await page.goto(`${b.examplesUrl}/golive-test.html?${query}`);
    await page.locator('#golive .ps-golive-row').first().waitFor();
    await page.locator('#golive .ps-golive-row__action').first().click();
    await page.locator(`${DIALOG} .ps-golive-party__name`).first().waitFor();
    const layout = await page.evaluate(() => {
      const root = document.querySelector('#golive')!.shadowRoot!;
      const box = (s: string) => root.querySelector(s)!.getBoundingClientRect();
      return {
        dir: root.querySelector('.ps-root')!.getAttribute('dir'),
        rowText: box('.ps-golive-row__text'),
        rowAction: box('.ps-golive-row__action'),
        badge: box('dialog .ps-golive-step__badge'),
        stepTitle: box('dialog .ps-golive-step__titles'),
        advertiser: box('dialog .ps-golive-party'),
        publisher: box('dialog .ps-golive-party + .ps-golive-party'),
      };
    });
    expect(layout.dir).toBe('rtl');
    expect(layout.rowText.right).toBeGreaterThan(layout.rowAction.right);
    expect(layout.badge.right).toBeGreaterThan(layout.stepTitle.right);
    expect(layout.advertiser.right).toBeGreaterThan(layout.publisher.right);
    await screenshot(page, `go-live-locales-rtl-${query.replace(/\W+/g, '-')}`);
    await context.close();
  });
});
