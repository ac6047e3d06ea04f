import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  initCount,
  launchChromium,
  loaderScripts,
  openCountingPage,
  podspotLeftovers,
  waitForWidgets,
  type Complaints,
} from './browser.ts';
import { freshProject, packageVersion, type FreshProject, type ProjectSpec } from './fresh-project.ts';
import { servePartnerApp } from './servers.ts';

/** The Podspot origin the packages were packed for: as scripts/pack/lib/pinned-runtime.mjs reads it. */
const PINNED_ORIGIN = (process.env.PODSPOT_SDK_ORIGIN || 'http://localhost:4010').replace(/\/+$/, '');

/**
 * The React consumer app (tests/packages/apps/react-app) in a fresh project with the given React and its types:
 * type-checked under `strict`, bundled with esbuild in development mode (where StrictMode runs effects twice), and
 * opened in Chromium from its own origin against the mock server.
 */
export function describeReactConsumer(label: string, spec: ProjectSpec & { label: string }) {
  describe(`a React app on ${label}`, () => {
    let project: FreshProject;
    let app: string;
    let browser: Browser;
    let pageUrl: string;
    let mockUrl: string;
    const stops: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      project = freshProject(spec.label, spec);
      console.log(`${label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
      app = project.copyApp('react-app');
      // Development React: there <StrictMode> runs every effect twice.
      project.run(
        'npx',
        [
          '--no-install',
          'esbuild',
          'src/main.tsx',
          '--bundle',
          '--format=esm',
          '--jsx=automatic',
          '--define:process.env.NODE_ENV="development"',
          '--outfile=public/app.js',
          '--log-level=warning',
        ],
        { cwd: app },
      );
      const served = await servePartnerApp(join(app, 'public'));
      stops.push(served.stop);
      pageUrl = served.pageUrl;
      mockUrl = served.mockUrl;
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      for (const stop of stops) await stop();
    });

    it('type-checks a consumer file under strict: good lines pass, each @ts-expect-error line fails', () => {
      for (const config of ['tsconfig.json', 'tsconfig.nodenext.json'])
        project.run('npx', ['--no-install', 'tsc', '-p', config], { cwd: app });
    });

    it('loads by default the loader its @podspot/js version pins, with the SRI hash of the build', async () => {
      const { page, complaints } = await openCountingPage(browser);
      // That loader is on the documented Podspot origin; the mock server answers for it here.
      await page
        .context()
        .route(`${PINNED_ORIGIN}/sdk/**`, (route) =>
          route.continue({ url: route.request().url().replace(PINNED_ORIGIN, mockUrl) }),
        );
      await page.goto(`${pageUrl}&pinned`);
      await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
      const loader = await page.evaluate(() =>
        [...document.scripts].filter((s) => s.src.endsWith('/podspot.js')).map((s) => [s.src, s.integrity]),
      );
      const built = JSON.parse(readFileSync('dist/sdk/manifest.json', 'utf8'))['podspot.js'];
      expect(loader).toEqual([[`${PINNED_ORIGIN}/sdk/v${packageVersion()}/podspot.js`, built]]);
      expect(complaints).toEqual([]);
      await page.context().close();
    });

    describe('bundled with esbuild, in StrictMode, in Chromium', () => {
      let page: Page;
      let complaints: Complaints;

      beforeAll(async () => {
        ({ page, complaints } = await openCountingPage(browser));
        await page.goto(pageUrl);
      });

      it('shows each widget once, with one loader script tag and one init', async () => {
        await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
        expect(await loaderScripts(page)).toHaveLength(1);
        expect(await initCount(page)).toBe(1);
        for (const id of ['earnings', 'inbox', 'golive']) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
        expect(await page.locator('#earnings [data-testid="total-earnings"]').count()).toBe(1);
        // The wrapping element takes id, className, style, data-* and aria-*.
        const wrapper = await page.locator('#earnings').evaluate((el: HTMLElement) => ({
          className: el.className,
          testId: el.dataset.testid,
          label: el.getAttribute('aria-label'),
          minHeight: el.style.minHeight,
        }));
        expect(wrapper).toEqual({
          className: 'host-card',
          testId: 'earnings-wrapper',
          label: 'Podspot earnings',
          minHeight: '120px',
        });
      });

      it('calls the latest callback after re-renders, without mounting again or asking the API again', async () => {
        const total = page.locator('#earnings [data-testid="total-earnings"]');
        await total.evaluate((el) => Object.assign(window, { __total: el }));
        await page.waitForLoadState('networkidle'); // the widgets' own first calls are over
        const apiCalls: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/')) apiCalls.push(`${r.method()} ${r.url()}`);
        });
        for (const n of [1, 2]) await page.getByRole('button', { name: `Re-render (${n - 1})` }).click();
        await page.getByRole('button', { name: 'Re-render (2)' }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { __total: Element }).__total.isConnected)).toBe(true);
        expect(apiCalls).toEqual([]);

        await page.locator('#inbox .ps-inbox__foot button').click();
        await page.locator('#views li').first().waitFor();
        expect(await page.locator('#views li').allTextContents()).toEqual(['not-interested at 2']);
        expect(await initCount(page)).toBe(1);
      });

      it('passes another prop change on to the widget', async () => {
        await page.getByRole('button', { name: 'Last 30 days' }).click();
        await expect
          .poll(() => page.locator('#earnings select').first().inputValue(), { timeout: 10_000 })
          .toBe('last_30_days');
      });

      it('leaves nothing behind when unmounted, and shows the widgets again with the same script', async () => {
        // React removes the wrapping elements; the widgets must let go of them too (the SDK empties each target).
        await page.evaluate(() => {
          const hosts = ['earnings', 'inbox', 'golive'].map((id) => document.getElementById(id)!);
          Object.assign(window, { __hosts: hosts });
        });
        await page.getByRole('button', { name: 'Remove Podspot' }).click();
        await page.getByText('Podspot removed.').waitFor();
        expect(await podspotLeftovers(page)).toEqual([]);
        const widgetNodes = () =>
          page.evaluate(() =>
            (window as unknown as { __hosts: HTMLElement[] }).__hosts.map((host) => host.shadowRoot?.childNodes.length),
          );
        await expect.poll(widgetNodes).toEqual([0, 0, 0]);

        await page.getByRole('button', { name: 'Add Podspot' }).click();
        await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
        expect(await loaderScripts(page)).toHaveLength(1);
        expect(complaints).toEqual([]);
      });
    });
  });
}
