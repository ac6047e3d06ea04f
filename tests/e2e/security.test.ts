import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../../server-mock/static.ts';
import { signIn, useBrowser } from './browser.ts';
import { waitForWidgets } from './examples-kit.ts';

const b = useBrowser();
const manifest = () => JSON.parse(readFileSync('dist/sdk/manifest.json', 'utf8')) as Record<string, string>;
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const fetchBytes = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
const loaderPage = (src: string, integrity: string) => `<!doctype html><html><head><link rel="icon" href="data:,">
  <script src="${src}" integrity="${integrity}" crossorigin="anonymous" onerror="window.loaderFailed = true"></script>
  </head><body><div id="earnings"></div></body></html>`;

describe('the SDK files: integrity hashes and a versioned URL', () => {
  it('the manifest holds the sha384 of every file the SDK serves', async () => {
    const entries = Object.entries(manifest());
    expect(entries.map(([file]) => file)).toEqual(
      expect.arrayContaining(['podspot.js', 'widgets/earnings-card.js', 'widgets/spend-table.js']),
    );
    for (const [file, hash] of entries) expect(sri(await fetchBytes(`${b.consoleUrl}/sdk/${file}`)), file).toBe(hash);
  });

  it('the examples pages load podspot.js with integrity and crossorigin, and the widgets run', async () => {
    const { page, context, errors } = await b.open();
    await page.goto(b.examplesUrl);
    await waitForWidgets(page, { earnings: '#earnings', inbox: '#inbox', golive: '#golive' });
    const tag = await page
      .locator('script[src$="/sdk/podspot.js"]')
      .evaluate((s: HTMLScriptElement) => ({ integrity: s.integrity, crossOrigin: s.crossOrigin }));
    expect(tag).toEqual({ integrity: manifest()['podspot.js'], crossOrigin: 'anonymous' });
    expect(tag.integrity).toBe(sri(await fetchBytes(`${b.consoleUrl}/sdk/podspot.js`)));
    for (const name of ['custom-elements', 'strict-csp', 'inbox-test', 'golive-test', 'spend-test', 'plain']) {
      expect(await (await fetch(`${b.examplesUrl}/${name}.html`)).text(), name).toContain(
        `integrity="${tag.integrity}" crossorigin="anonymous"`,
      );
    }
    // The React host: PodspotProvider adds the script tag itself, with the hash the page gives it.
    await page.goto(`${b.examplesUrl}/react-host.html`);
    await expect
      .poll(() =>
        page.locator('script[src$="/sdk/podspot.js"]').evaluate((s: HTMLScriptElement) => [s.integrity, s.crossOrigin]),
      )
      .toEqual([tag.integrity, 'anonymous']);
    await page.locator('#root').getByTestId('total-earnings').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong hash stops the loader; the right one loads it', async () => {
    const { page, context, errors } = await b.open();
    const src = `${b.consoleUrl}/sdk/podspot.js`;
    const wrong = sri(Buffer.from('not the loader'));
    await page.setContent(loaderPage(src, wrong));
    expect(
      await page.evaluate(() => [
        typeof (window as { Podspot?: unknown }).Podspot,
        (window as { loaderFailed?: boolean }).loaderFailed,
      ]),
    ).toEqual(['undefined', true]);
    expect(errors.join('\n')).toMatch(/integrity/i);
    await page.setContent(loaderPage(src, manifest()['podspot.js']));
    expect(await page.evaluate(() => typeof (window as { Podspot?: unknown }).Podspot)).toBe('object');
    await context.close();
  });

  it(`serves the same files under /sdk/v${SDK_VERSION}/, from which a widget loads its chunks and finds the API`, async () => {
    const versioned = `${b.consoleUrl}/sdk/v${SDK_VERSION}`;
    expect(
      (await fetchBytes(`${versioned}/podspot.js`)).equals(await fetchBytes(`${b.consoleUrl}/sdk/podspot.js`)),
    ).toBe(true);
    const { page, context, errors } = await b.open();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    // A page of the examples origin (page.route would serve it from no address, which Chromium keeps off loopback).
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 })); // asked for by the CSS file's page
    await page.goto(`${b.examplesUrl}/host.css`);
    await page.setContent(`${loaderPage(`${versioned}/podspot.js`, manifest()['podspot.js'])}<script>
      Podspot.init({ fetchToken: async () => (await (await fetch('/my-backend/podspot-token', { method: 'POST' })).json()).token })
        .mount('earnings-card', '#earnings');
    </script>`);
    await page.locator('#earnings').getByTestId('total-earnings').waitFor();
    expect(await page.evaluate(() => (window as unknown as { Podspot: { version: string } }).Podspot.version)).toBe(
      SDK_VERSION,
    );
    expect(requests).toContain(`${versioned}/widgets/earnings-card.js`);
    expect(requests.some((u) => u.startsWith(`${b.consoleUrl}/api/earn/publisher/earnings?`))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Lines of shipped code that would put a token in a URL (a query string, URL params or a template URL). */
const TOKEN_IN_URL = [
  /[?&](token|jwt|jwt_token|access_token|id_token|auth|authorization|bearer)=/i,
  /searchParams\.(set|append)\(\s*['"`](token|jwt|jwt_token|access_token|authorization)['"`]/i,
  /URLSearchParams\(\s*\{[^}]*\b(token|jwt|jwt_token|access_token)\b/i,
  /\bparams\s*:\s*\{[^}]*\b(token|jwt|jwt_token|access_token)\b/i,
  /`[^`]*[?&][^`]*\$\{[^}]*(token|jwt)[^}]*\}[^`]*`/i,
];
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*|<!--)/.test(line);
const offending = (source: string) =>
  source.split('\n').filter((line) => !isComment(line) && TOKEN_IN_URL.some((p) => p.test(line)));

describe('no token in a URL', () => {
  it.each([
    ['fetch(`${base}/earn?token=${token}`)', true],
    ["url.searchParams.set('token', jwt);", true],
    ['new URLSearchParams({ jwt_token: user.jwt_token })', true],
    ['client.get(url, { params: { token } })', true],
    ['const link = `${origin}/x?id=${podspot.id}&t=${session.token}`;', true],
    ['headers: { Authorization: `Bearer ${token}` }', false],
    ['const token = await fetchToken();', false],
    ['// the emailed link: /reset-password?token=…', false],
  ])('the detector judges %s', (line, bad) => {
    expect(offending(line).length > 0).toBe(bad);
  });

  it('no code of sdk/, console/ or examples/ puts a token in a query string', () => {
    const sources = ['sdk', 'console', 'examples'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|tsx|js|mjs|html)$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f))
        .map((f) => join(dir, f)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((file) =>
      offending(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  const seen = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('framenavigated', (f) => urls.push(f.url()));
    return urls;
  };

  it('the browser requests no URL holding the console JWT during a sign-in and a few pages', async () => {
    const { page, context } = await b.open();
    const urls = seen(page);
    await signIn(page, b.consoleUrl, 'both@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.getByTestId('total-earnings').waitFor();
    for (const path of [
      '/earn/opportunities',
      '/earn/campaigns',
      '/earn/insights',
      '/billing/earnings',
      '/settings',
      '/advertise/insights',
    ]) {
      await page.goto(`${b.consoleUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    const jwt = await page.evaluate(() => JSON.parse(localStorage.getItem('podspot.user')!).jwt_token as string);
    expect(jwt.split('.')).toHaveLength(3);
    expect(urls.filter((u) => u.includes('/api/')).length).toBeGreaterThan(10);
    expect(urls.filter((u) => u.includes(jwt) || u.includes(jwt.split('.')[2]))).toEqual([]);
    await context.close();
  });

  it('nor one holding the embed token on the examples dashboard', async () => {
    const { page, context } = await b.open();
    const urls = seen(page);
    const tokens: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/my-backend/podspot-token')) tokens.push(((await r.json()) as { token: string }).token);
    });
    await page.goto(`${b.examplesUrl}/?user=both@podspot.test`);
    await waitForWidgets(page, { earnings: '#earnings', inbox: '#inbox', golive: '#golive', spend: '#spend' });
    await page.waitForLoadState('networkidle');
    expect(tokens.length).toBeGreaterThan(0);
    expect(urls.filter((u) => tokens.some((t) => u.includes(t.split('.')[2])))).toEqual([]);
    await context.close();
  });
});
