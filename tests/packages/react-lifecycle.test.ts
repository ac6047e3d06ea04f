import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { freshProject } from './fresh-project.ts';
import { REACT_19 } from './projects.ts';
import { servePartnerApp } from './servers.ts';

// @podspot/react from its tarball in a fresh React 19 project (the install react-19.test.ts shares): each component's
// own lifecycle callbacks, usePodspot, and a component outside its provider.
describe('@podspot/react lifecycle props on React 19', () => {
  let browser: Browser;
  let pageUrl: string;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const project = freshProject(REACT_19.label, REACT_19);
    const app = project.copyApp('react-lifecycle-app');
    project.run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], { cwd: app });
    project.run(
      'npx',
      [
        '--no-install',
        'esbuild',
        'src/main.tsx',
        '--bundle',
        '--format=esm',
        '--jsx=automatic',
        '--outfile=public/app.js',
      ],
      { cwd: app },
    );
    const served = await servePartnerApp(join(app, 'public'));
    stops.push(served.stop);
    pageUrl = served.pageUrl;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops) await stop();
  });

  it('calls each component’s onLoaderStart, onReady and onLoadError; usePodspot gives the instance; a stray component warns once', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    await page.goto(pageUrl);
    const log = page.locator('#log li');
    await expect
      .poll(() => log.allTextContents(), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          'loaderstart earnings-card#earnings',
          'ready earnings-card#earnings',
          'loaderror spend-table#spend api',
        ]),
      );
    expect((await log.allTextContents()).filter((l) => l.includes('earnings-card'))).toEqual([
      'loaderstart earnings-card#earnings',
      'ready earnings-card#earnings',
    ]);
    expect(await page.locator('#instance').textContent()).toBe('instance');
    expect(await page.locator('#stray').count()).toBe(0);
    expect(warnings.filter((w) => w.includes('outside a <PodspotProvider>'))).toEqual([
      '[Podspot] <EarningsCard> is outside a <PodspotProvider> and renders nothing. See sdk/README.md#component-outside-its-provider',
    ]);
    await page.close();
  });
});
