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
import { freshProject, type FreshProject } from './fresh-project.ts';
import { VUE_3 } from './projects.ts';
import { servePartnerApp } from './servers.ts';

/** The lines of a template that follow an `<!-- error: … -->` comment (1-based), as vue-tsc numbers them. */
const markedLines = (text: string) =>
  text.split('\n').flatMap((line, i) => (line.trim().startsWith('<!-- error:') ? [i + 2] : []));

/**
 * The Vue consumer app (tests/packages/apps/vue-app) in a fresh Vite + Vue 3 project: vue-tsc under `strict` and
 * `strictTemplates`, a development build (Vue's warnings on) opened in Chromium from its own origin against the mock.
 */
describe('a Vue 3 app (Vite)', () => {
  let project: FreshProject;
  let app: string;
  let browser: Browser;
  let pageUrl: string;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    project = freshProject(VUE_3.label, VUE_3);
    console.log(`${VUE_3.label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    app = project.copyApp('vue-app');
    // A development build: Vue warns there (an unresolved component, a prop mistake), and the test reads the console.
    project.run('npx', ['--no-install', 'vite', 'build', '--mode', 'development', '--logLevel', 'warn'], {
      cwd: app,
      env: { NODE_ENV: 'development' },
    });
    const served = await servePartnerApp(join(app, 'dist'));
    stops.push(served.stop);
    pageUrl = served.pageUrl;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops) await stop();
  });

  it('type-checks the app with vue-tsc under strict and strictTemplates', () => {
    project.run('npx', ['--no-install', 'vue-tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: app });
  });

  it('rejects a wrong attribute, enum value or event detail, on the elements and the components', () => {
    const run = project.attempt('npx', ['--no-install', 'vue-tsc', '--noEmit', '-p', 'tsconfig.wrong.json'], {
      cwd: app,
    });
    const errors = [...run.stdout.matchAll(/^src\/wrong\/Wrong\.vue\((\d+),\d+\): error (TS\d+): (.*)$/gm)];
    expect(run.status).not.toBe(0);
    const expected = markedLines(readFileSync(join(app, 'src/wrong/Wrong.vue'), 'utf8'));
    expect(expected).toHaveLength(8);
    expect(
      errors.map(([, line]) => Number(line)),
      run.stdout,
    ).toEqual(expected);
    const messages = errors.map(([, , , message]) => message);
    expect(messages[0]).toContain(`'"last_week"' is not assignable`);
    expect(messages[1]).toContain(`'podcastIdd' does not exist`);
    expect(messages[2]).toContain(
      `'(event: CustomEvent<{ nope: string; }>) => void' is not assignable to type '(event: CustomEvent<number | "all">) => void'`,
    );
    expect(messages[3]).toContain(`'"abc"' is not assignable`);
    expect(messages[4]).toContain(`'"archived"' is not assignable`);
    // Only errors of Wrong.vue: the correct lines below the marked ones pass.
    expect(
      run.stdout
        .trim()
        .split('\n')
        .filter((l) => /error TS/.test(l) && !l.startsWith('src/wrong/')),
    ).toEqual([]);
  });

  describe('in Chromium, a development build', () => {
    let page: Page;
    let complaints: Complaints;

    beforeAll(async () => {
      ({ page, complaints } = await openCountingPage(browser));
      await page.goto(pageUrl);
    });

    it('shows each widget once (the components and a plain element), one script, one init, no Vue warning', async () => {
      await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
      await page.locator('#plain [data-testid="total-earnings"]').waitFor();
      expect(await loaderScripts(page)).toHaveLength(1);
      expect(await initCount(page)).toBe(1);
      for (const id of ['earnings', 'inbox', 'golive', 'plain'])
        expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
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
      // The plain element's attribute reached its widget, and its podspot:ready listener ran.
      expect(await page.locator('#plain select').first().inputValue()).toBe('last_90_days');
      await expect.poll(() => page.locator('#plain-ready').textContent()).toBe('1');
      expect(complaints).toEqual([]);
    });

    it('emits the inbox view change, and passes a prop change on to the widget', async () => {
      await page.locator('#inbox .ps-inbox__foot button').click();
      await page.locator('#views li').first().waitFor();
      expect(await page.locator('#views li').allTextContents()).toEqual(['not-interested']);
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await expect
        .poll(() => page.locator('#earnings select').first().inputValue(), { timeout: 10_000 })
        .toBe('last_30_days');
    });

    it('remounts the widgets at once (v-if off and on) into one widget each, with no warning', async () => {
      await page.getByRole('button', { name: 'Remount widgets (0)' }).click();
      await page.getByRole('button', { name: 'Remount widgets (1)' }).waitFor();
      await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
      await page.locator('#plain [data-testid="total-earnings"]').waitFor();
      for (const id of ['earnings', 'inbox', 'golive', 'plain']) {
        expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
        // One widget in the element: a second mount into it would have thrown or doubled its content.
        expect(await page.locator(`[id="${id}"]`).evaluate((el) => el.shadowRoot?.children.length)).toBeGreaterThan(0);
      }
      expect(await page.locator('#earnings [data-testid="total-earnings"]').count()).toBe(1);
      expect(await initCount(page)).toBe(1);
      expect(complaints).toEqual([]);
    });

    it('leaves nothing behind when the provider goes, and shows the widgets again with the same script', async () => {
      await page.getByRole('button', { name: 'Remove Podspot' }).click();
      await page.getByText('Podspot removed.').waitFor();
      expect(await podspotLeftovers(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add Podspot' }).click();
      await waitForWidgets(page, { earnings: 'earnings', inbox: 'inbox', golive: 'golive' });
      expect(await loaderScripts(page)).toHaveLength(1);
      expect(complaints).toEqual([]);
    });
  });
});
