import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, SCREENSHOT_DIR, signIn, type useBrowser } from './browser.ts';

/** Shared by the Earn end-to-end file: the demo publisher, its API as the test sees it, fault rules. */
export const PUBLISHER = 'publisher@podspot.test';
export const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';

type Browser = ReturnType<typeof useBrowser>;

export type ApiOpportunity = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  publisher_podcast_id: number;
  publisher_podcast_name: string;
  created_at: string;
};
export type ApiPodspot = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  aasm_state: string;
  status: string | null;
  publisher_podcast_id: number;
  publisher_podcast_name: string;
  advertiser_podcast_id: number;
  podspot_uploaded: boolean;
  apple_feed_integrated: boolean;
  podspot_audio_url: string | null;
  created_at: string;
};

/** Calls the API as the demo publisher (a console token from the sign-in call). */
export function publisherApi(b: Browser) {
  let token: Promise<string> | null = null;
  const signInToken = async () => {
    const answer = await fetch(`${b.consoleUrl}/api/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PUBLISHER, password: DEMO_PASSWORD }),
    });
    return ((await answer.json()) as { jwt_token: string }).jwt_token;
  };
  const call = async (path: string, init: RequestInit = {}) => {
    token ??= signInToken();
    const answer = await fetch(`${b.consoleUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer;
  };
  const json = async <T>(path: string) => (await call(path)).json() as Promise<T>;
  return {
    json,
    text: async (path: string) => (await call(path)).text(),
    opportunities: (rejected = false) =>
      json<{ data: { opportunities: ApiOpportunity[] }; rejected_opportunities: number }>(
        `/earn/opportunities?rejected=${rejected}`,
      ),
    podspots: (archived = false) =>
      json<{ data: { podspots: ApiPodspot[] }; archived_podspots: number }>(`/earn/podspots?archived=${archived}`),
  };
}

/** The mock server's test helpers: a fresh demo, and one-off failures. */
export const resetDemo = (b: Browser) =>
  fetch(`${b.consoleUrl}/api/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'demo' }),
  });
export const fault = (
  b: Browser,
  rule: {
    path: string;
    method?: string;
    status?: number;
    delay_ms?: number;
    detail?: Record<string, string>;
    times?: number;
  },
) =>
  fetch(`${b.consoleUrl}/api/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, ...rule }),
  });

/** Signs in as the demo publisher and opens `path` of the console. */
export async function openAs(b: Browser, path: string, viewport?: { width: number; height: number }) {
  const opened = await b.open(viewport);
  await signIn(opened.page, b.consoleUrl, PUBLISHER);
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await opened.page.goto(`${b.consoleUrl}${path}`);
  return opened;
}

/** The viewport only: a modal dialog as the user sees it (a full-page shot would show the page behind it). */
export const viewportShot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });

/** The search param of the page's current address. */
export const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

export const inboxRow = (page: Page, id: number) => page.locator(`.ps-inbox__row[data-opportunity-id="${id}"]`);
export const campaignRow = (page: Page, id: number) => page.locator(`.earn-row[data-podspot-id="${id}"]`);
export const toast = (page: Page, text: string) => page.locator('.ps-toast').filter({ hasText: text });
export const crumbs = (page: Page) => page.locator('.crumbs__trail li').allTextContents();
/** The Active tab's rule (docs/behaviour/earn.md#podspot-states): approved and active, or pending. */
export const isActive = (p: ApiPodspot) =>
  (p.aasm_state === 'approved' && p.status === 'active') || p.aasm_state === 'pending';
/** Console errors other than the failed requests a test provoked on purpose. */
export const noisy = (errors: string[]) => errors.filter((e) => !/Failed to load resource|status of (4|5)\d\d/.test(e));
