import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './find-chromium.ts';

export const SCREENSHOT_DIR = 'test-results/screenshots';
export const DEMO_PASSWORD = 'podspot-demo';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

type Opened = { page: Page; context: BrowserContext; errors: string[] };

/**
 * One Chromium per test file; each test opens its own context (fresh storage). Console errors and uncaught page errors
 * are collected in `errors` for the test to assert. An uncaught error in a page (a script that threw) fails the test
 * that opened it even when the test does not look: pass `{ uncaught: 'expected' }` to `open` to own them instead.
 */
export function useBrowser() {
  const state: { browser: Browser | null } = { browser: null };
  let uncaught: string[][] = [];
  afterEach(() => {
    const thrown = uncaught.flat();
    uncaught = [];
    expect(thrown, 'uncaught errors in the page').toEqual([]);
  });
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    consoleUrl: inject('consoleUrl'),
    examplesUrl: inject('examplesUrl'),
    async open(viewport = DESKTOP, options: { uncaught?: 'fail' | 'expected' } = {}): Promise<Opened> {
      const context = await state.browser!.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      const thrown: string[] = [];
      if (options.uncaught !== 'expected') uncaught.push(thrown);
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => {
        errors.push(String(e));
        thrown.push(String(e));
      });
      return { page, context, errors };
    },
  };
}

/** Fails when the page scrolls sideways at its current width: content wider than the viewport (a phone's, mostly). */
export async function expectNoSidewaysScroll(page: Page, name = page.url()) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

export async function signIn(page: Page, consoleUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${consoleUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
