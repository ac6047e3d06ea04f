import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_ATTRIBUTES, RENDERED_TAGS, SCRIPT_HTML_CASES } from '@sdk/ui/test/script-html-cases.ts';
import { useBrowser } from './browser.ts';
import { nextFrames } from './settled.ts';
import type { SafeHtmlHarness } from './safe-html-harness.tsx';

/**
 * Campaign script HTML through SafeHtml (DOMPurify, sdk/ui/sanitize-html.ts) in real Chromium, rendered by React and by
 * Preact inside a shadow root: hostile payloads lose what could run or load, allowed markup stays, and nothing runs.
 * Here and not under happy-dom: happy-dom cannot run DOMPurify (see sanitize-html.ts). The page has no CSP, so a
 * payload that survived would really run. No server state is used.
 */
const b = useBrowser();
const ORIGIN = 'http://safe-html.test';

/** The harness bundled on React, or with react aliased to Preact as rollup.config.mjs ships the widgets. */
async function bundle(engine: 'react' | 'preact'): Promise<string> {
  const preact = {
    'react-dom/client': 'preact/compat/client',
    'react-dom': 'preact/compat',
    react: 'preact/compat',
  };
  const result = await build({
    entryPoints: ['tests/e2e/safe-html-harness.tsx'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: engine === 'preact' ? 'preact' : 'react',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: engine === 'preact' ? preact : {},
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const bundles: Record<string, string> = {};
beforeAll(async () => {
  bundles.react = await bundle('react');
  bundles.preact = await bundle('preact');
}, 60_000);

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

/** A page on its own origin with the harness loaded; `ran` collects every sign that a payload ran. */
async function openHarness(engine: 'react' | 'preact') {
  const { page, errors } = await b.open();
  pages.push(page);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>SafeHtml</title><script src="/${engine}.js"></script>`,
      });
    if (path === `/${engine}.js`) return route.fulfill({ contentType: 'text/javascript', body: bundles[engine] });
    ran.push(`request: ${route.request().url()}`); // a payload tried to load something from this origin
    return route.fulfill({ status: 404, body: '' });
  });
  await page.route(/^https?:\/\/(?!safe-html\.test)/, (route) => {
    ran.push(`request: ${route.request().url()}`); // …or from anywhere else
    return route.abort();
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'safeHtmlHarness' in window);
  return { page, errors, ran };
}

describe.each(['react', 'preact'] as const)('SafeHtml in Chromium on %s, in a shadow root', (engine) => {
  it.each(SCRIPT_HTML_CASES.map((c) => [c.name, c] as const))('%s', async (_name, { html, expected }) => {
    const { page, errors, ran } = await openHarness(engine);
    const result = await page.evaluate(async (dirty) => {
      const harness = (window as unknown as { safeHtmlHarness: SafeHtmlHarness }).safeHtmlHarness;
      return { supported: harness.supported, ...(await harness.render(dirty)) };
    }, html);
    // Handlers of images, SVG and iframes fire asynchronously: wait until every resource has loaded or failed.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await nextFrames(page);
    const pwned = await page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
    // Nothing outside the allow-list in the live DOM, whatever the serialisation looks like.
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('section')].flatMap((host) =>
        [...host.shadowRoot!.querySelectorAll('.script *')].map((e) => ({
          tag: e.localName,
          attributes: [...e.attributes].map((a) => a.name),
        })),
      ),
    );

    expect(result.engine).toBe(engine);
    expect(result.supported).toBe(true);
    expect.soft(result.shown).toBe(expected);
    expect
      .soft(
        found.filter(
          ({ tag, attributes }) =>
            !RENDERED_TAGS.includes(tag) || attributes.some((a) => !RENDERED_ATTRIBUTES.includes(a)),
        ),
      )
      .toEqual([]);
    expect.soft(pwned, 'a payload ran').toBeUndefined();
    expect.soft(ran, 'a payload opened a dialog or made a request').toEqual([]);
    expect.soft(errors).toEqual([]);
  });
});
