import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './find-chromium.ts';

export const SCREENSHOT_DIR = 'test-results/screenshots';
export const DEMO_PASSWORD = 'podspot-demo';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** One Chromium per test file; each test opens its own context (fresh storage). Console errors are collected. */
export function useBrowser() {
  const state: { browser: Browser | null } = { browser: null };
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
    async open(viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
      const context = await state.browser!.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      return { page, context, errors };
    },
  };
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
