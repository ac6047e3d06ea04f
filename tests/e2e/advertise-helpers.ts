import type { Page } from 'playwright-core';
import { signIn, type useBrowser } from './browser.ts';

/** Shared by the Advertise end-to-end files. */
export const ADVERTISER = 'advertiser@podspot.test';

/** Today as the browser's presets compute it (a local calendar day). */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type Browser = ReturnType<typeof useBrowser>;
export type FaultRule = {
  path: string;
  method?: string;
  status: number;
  detail?: Record<string, string>;
  times?: number;
};

/** One injected failure (once, unless `times` says otherwise) through the mock server's fault rules. */
export const injectFault = (b: Browser, page: Page, rule: FaultRule) =>
  page.request.post(`${b.consoleUrl}/api/__mock/faults`, { data: { times: 1, ...rule } });

/** Signs in as the advertiser and waits for the campaigns page. */
export async function openCampaigns(b: Browser, email = ADVERTISER, viewport?: { width: number; height: number }) {
  const opened = await b.open(viewport);
  await signIn(opened.page, b.consoleUrl, email);
  await opened.page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
  await opened.page.locator('.adv-campaign').first().waitFor();
  return opened;
}
