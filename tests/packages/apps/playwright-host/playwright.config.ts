import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  // One mock for the whole run, for the sandbox tests (tests/shared-mock.fixture.ts).
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: 'report.json' }]],
  use: {
    // A system Chromium (CHROMIUM_PATH), or Playwright's own after `npx playwright install chromium`.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox'] },
  },
});
