import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { initCount, launchChromium, loaderScripts, openCountingPage, waitForWidgets } from './browser.ts';
import { freshProject, packageVersion, type FreshProject } from './fresh-project.ts';
import { NEXT_ENV, serveNext } from './next-server.ts';
import { NEXT } from './projects.ts';
import { freePort, startMock } from './servers.ts';

describe('a Next.js App Router app', () => {
  let project: FreshProject;
  let browser: Browser;
  let port: number;
  let appEnv: Record<string, string>;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    project = freshProject(NEXT.label, NEXT);
    console.log(`${NEXT.label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    project.copyApp('next-app', '.');
    port = await freePort();
    const mock = await startMock([`http://localhost:${port}`]);
    stops.push(mock.stop);
    appEnv = {
      PODSPOT_ORIGIN: mock.url,
      PODSPOT_PARTNER_KEY: DEMO_PARTNER_KEY,
      PODSPOT_SCRIPT_SRC: `${mock.url}/sdk/v${packageVersion()}/podspot.js`,
    };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops.reverse()) await stop();
  });

  /** Opens the page: the widgets show, one script, one init (App Router runs StrictMode in development). */
  async function expectWidgetsWithoutComplaint(url: string) {
    const { page, complaints } = await openCountingPage(browser);
    await page.goto(url);
    await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox' });
    expect(await loaderScripts(page)).toHaveLength(1);
    expect(await initCount(page)).toBe(1);
    expect(complaints).toEqual([]);
    await page.context().close();
  }

  it('builds with `next build` (a Server Component page imports the wrapper)', () => {
    project.run('npx', ['--no-install', 'next', 'build'], { env: NEXT_ENV });
  });

  it('`next start`: the page is server-rendered, hydrates with no error or warning and shows the widgets', async () => {
    const server = await serveNext(project.dir, 'start', port, appEnv);
    try {
      // On the server the wrapper renders its empty wrapping element, and touches no browser global (or this is a 500).
      const html = await (await fetch(server.url)).text();
      expect(html).toContain('Castwave dashboard');
      expect(html).toMatch(/<div[^>]*id="earnings"[^>]*><\/div>/);
      expect(html).toMatch(/<div[^>]*id="inbox"[^>]*><\/div>/);
      await expectWidgetsWithoutComplaint(server.url);
    } finally {
      await server.stop();
    }
  });

  // React reports an attribute that differs between the server's HTML and the client only in development.
  it('`next dev`: no hydration warning either, in StrictMode', async () => {
    const server = await serveNext(project.dir, 'dev', port, appEnv);
    try {
      await expectWidgetsWithoutComplaint(server.url);
    } finally {
      await server.stop();
    }
  });
});
