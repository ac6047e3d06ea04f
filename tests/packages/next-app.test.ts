import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { initCount, launchChromium, loaderScripts, openCountingPage, waitForWidgets } from './browser.ts';
import { freshProject, type FreshProject } from './fresh-project.ts';
import { NEXT } from './projects.ts';
import { packageVersion } from './react-consumer.ts';
import { freePort, startMock } from './servers.ts';

const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/** `next start` on the port, once its page answers (at most 60 s). */
async function nextStart(
  dir: string,
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', ...NEXT_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode}):\n${output}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, server };
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error(`next start did not answer on ${url} within 60 s:\n${output}`);
}

describe('a Next.js App Router app', () => {
  let project: FreshProject;
  let browser: Browser | undefined;
  let server: ChildProcess | undefined;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(() => {
    project = freshProject(NEXT.label, NEXT);
    console.log(`${NEXT.label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    project.copyApp('next-app', '.');
  });
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill();
      await exited;
    }
    for (const stop of stops) await stop();
  });

  it('builds with `next build` (a Server Component page imports the wrapper)', () => {
    project.run('npx', ['--no-install', 'next', 'build'], { env: NEXT_ENV });
  });

  it('serves the page server-rendered; in Chromium it hydrates with no warning and shows the widgets', async () => {
    const port = await freePort();
    const mock = await startMock([`http://localhost:${port}`]);
    stops.push(mock.stop);
    const started = await nextStart(project.dir, port, {
      PODSPOT_ORIGIN: mock.url,
      PODSPOT_PARTNER_KEY: DEMO_PARTNER_KEY,
      PODSPOT_SCRIPT_SRC: `${mock.url}/sdk/v${packageVersion()}/podspot.js`,
    });
    server = started.server;

    // On the server the wrapper renders its empty wrapping element.
    const html = await (await fetch(started.url)).text();
    expect(html).toContain('Castwave dashboard');
    expect(html).toMatch(/<div[^>]*id="earnings"[^>]*><\/div>/);
    expect(html).toMatch(/<div[^>]*id="inbox"[^>]*><\/div>/);

    browser = await launchChromium();
    const { page, complaints } = await openCountingPage(browser);
    await page.goto(started.url);
    await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox' });
    expect(await loaderScripts(page)).toHaveLength(1);
    expect(await initCount(page)).toBe(1);
    expect(complaints).toEqual([]);
  });
});
