import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  initCount,
  launchChromium,
  loaderScripts,
  openCountingPage,
  waitForWidgets,
  type Complaints,
} from './browser.ts';
import { freshProject, type FreshProject } from './fresh-project.ts';
import { SVELTE_5 } from './projects.ts';
import { servePartnerApp } from './servers.ts';

/** One svelte-check diagnostic of `--output machine`: `<time> ERROR "<file>" <line>:<column> "<message>"`. */
type Diagnostic = { kind: string; file: string; line: number; message: string };
const diagnostics = (output: string): Diagnostic[] =>
  [...output.matchAll(/^\d+ (ERROR|WARNING) "([^"]+)" (\d+):\d+ "(.*)"$/gm)].map(([, kind, file, line, message]) => ({
    kind,
    file,
    line: Number(line),
    message,
  }));

/** The look a widget's CSS reads inside its shadow root: the primary colour and the colour scheme. */
const lookOf = (page: Page, id: string) =>
  page.evaluate((s) => {
    const root = document.getElementById(s)?.shadowRoot?.querySelector<HTMLElement>('.ps-root');
    return (
      root && { primary: getComputedStyle(root).getPropertyValue('--ps-primary').trim(), scheme: root.dataset.scheme }
    );
  }, id);

/**
 * The Svelte consumer app (tests/packages/apps/svelte-app): the plain <podspot-*> elements in a Svelte 5 component,
 * as the guide's Svelte 5 section shows them (sdk/README.md), @podspot/js installed by name. Type-checked by
 * svelte-check with the elements' types (@podspot/js/svelte), built by Vite, opened in Chromium from its own origin
 * against the mock server.
 */
describe('a Svelte 5 app with the custom elements', () => {
  let project: FreshProject;
  let app: string;
  let browser: Browser;
  let page: Page;
  let complaints: Complaints;
  let pageUrl: string;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    project = freshProject(SVELTE_5.label, SVELTE_5);
    console.log(`svelte-5: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    app = project.copyApp('svelte-app');
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops) await stop();
  });

  describe('svelte-check (strict, the library types too)', () => {
    // One run over the app (src/) and the deliberate mistakes (wrong/): half the time of two.
    let found: Diagnostic[];
    let output: string;
    beforeAll(() => {
      const run = project.attempt('npx', ['--no-install', 'svelte-check', '--output', 'machine'], { cwd: app });
      output = run.stdout + run.stderr;
      found = diagnostics(run.stdout);
      expect(output).toMatch(/COMPLETED \d+ FILES/);
    });

    it('passes the app with no error and no warning', () => {
      expect(
        found.filter((d) => !d.file.startsWith('wrong/')),
        output,
      ).toEqual([]);
    });

    it('fails a wrong enum value, attribute, event detail and appearance, each on its line', () => {
      expect(found.filter((d) => d.file.startsWith('wrong/'))).toEqual([
        {
          kind: 'ERROR',
          file: 'wrong/Wrong.svelte',
          line: 5,
          message: expect.stringContaining(`Type '\\"last_week\\"' is not assignable`),
        },
        {
          kind: 'ERROR',
          file: 'wrong/Wrong.svelte',
          line: 6,
          message: expect.stringContaining(`'\\"podcast-idd\\"' does not exist in type`),
        },
        {
          kind: 'ERROR',
          file: 'wrong/Wrong.svelte',
          line: 7,
          message: expect.stringContaining(`Type 'string' is not assignable to type '{ nope: string; }'`),
        },
        {
          kind: 'ERROR',
          file: 'wrong/Wrong.svelte',
          line: 9,
          message: expect.stringContaining(`Type 'string' has no properties in common with type 'Appearance'`),
        },
      ]);
    });
  });

  describe('built by Vite, in Chromium', () => {
    beforeAll(async () => {
      const build = project.run('npx', ['--no-install', 'vite', 'build'], { cwd: app });
      // The compiler's warnings (a11y, the event attributes' colon) would be printed here.
      expect(`${build.stdout}${build.stderr}`.trim()).toBe('');
      const served = await servePartnerApp(join(app, 'dist'));
      stops.push(served.stop);
      pageUrl = served.pageUrl;
      browser = await launchChromium();
      ({ page, complaints } = await openCountingPage(browser));
      await page.goto(pageUrl);
    });

    it('shows each widget once, through one loader script and one init, and receives their events', async () => {
      await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
      expect(await loaderScripts(page)).toHaveLength(1);
      expect(await initCount(page)).toBe(1);
      await expect
        .poll(async () => (await page.locator('#events li').allTextContents()).sort())
        .toEqual(['ready earnings-card', 'ready go-live-uploader']);
      await page.locator('#inbox .ps-inbox__foot button').click();
      await page.locator('#events li', { hasText: 'view_change' }).waitFor();
      expect(await page.locator('#events li', { hasText: 'view_change' }).allTextContents()).toEqual([
        'view_change not-interested',
      ]);
    });

    it('sets appearance as a property, before the element was defined and after, and other props as Svelte does', async () => {
      // Svelte set it while the loader was still loading: an object, so a property, taken over at definition. No
      // colorScheme given: the widgets take the light page's scheme.
      expect(await lookOf(page, 'earnings')).toEqual({ primary: '#0b6e4f', scheme: 'light' });
      expect(await lookOf(page, 'golive')).toEqual({ primary: '#5b3df5', scheme: 'light' });
      await page.getByRole('button', { name: 'Dark card' }).click();
      await expect.poll(() => lookOf(page, 'earnings')).toEqual({ primary: '#b3261e', scheme: 'dark' });
      expect(await page.evaluate(() => document.getElementById('earnings')!.hasAttribute('appearance'))).toBe(false);

      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await expect
        .poll(() => page.locator('#earnings select').first().inputValue(), { timeout: 10_000 })
        .toBe('last_30_days');
      expect(complaints).toEqual([]);
    });
  });
});
