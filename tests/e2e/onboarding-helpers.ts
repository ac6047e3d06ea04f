import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, DESKTOP, PHONE, screenshot } from './browser.ts';
import { resized } from './settled.ts';

/** Calls the mock API from the test process; throws with the answer's text on failure. */
export const apiAt =
  (consoleUrl: string) =>
  async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const answer = await fetch(`${consoleUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (answer.status === 204 ? undefined : answer.json()) as T;
  };
export type Api = ReturnType<typeof apiAt>;

export const tokenOf = async (api: Api, email: string, password = DEMO_PASSWORD) =>
  (await api<{ jwt_token: string }>('POST', '/signin/', { email, password })).jwt_token;

export type CataloguePodcast = { apple_id: number; name: string; small_artwork: string };

/** Screenshots of the current screen at phone and desktop width (the page is left at desktop width). */
export async function shootBoth(page: Page, name: string) {
  await resized(page, PHONE); // the layout and the sticky bar settled at the new width
  await screenshot(page, `${name}-phone`);
  await resized(page, DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

/** The overlay shows `title` as its h1, and the progress bar `progress` (null: no bar). */
export async function expectScreen(page: Page, title: string, progress: number | null) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  const bar = page.getByRole('progressbar', { name: 'Onboarding progress' });
  if (progress === null) expect(await bar.count()).toBe(0);
  else expect(await bar.getAttribute('aria-valuenow')).toBe(String(progress));
}

/** Catalogue shows `token`'s account may add (nobody else's), found through the name search and the validate call. */
export async function freeShows(
  api: Api,
  token: string,
  adder: 'advertiser' | 'network',
  term: string,
): Promise<CataloguePodcast[]> {
  const { podcasts } = await api<{ podcasts: CataloguePodcast[] }>(
    'GET',
    `/iTunes/search_by_name/${encodeURIComponent(term)}`,
    undefined,
    token,
  );
  const ids = podcasts.map((p) => p.apple_id).join(',');
  const { podcasts: failed } = await api<{ podcasts: { apple_id: number }[] }>(
    'POST',
    `/${adder}/podcast/validate`,
    { apple_ids: ids },
    token,
  );
  return podcasts.filter((p) => !failed.some((f) => f.apple_id === p.apple_id));
}

/** The catalogue entry of one of the demo publisher's podcasts: an id other accounts cannot add. */
export async function takenShow(api: Api, searcherToken: string): Promise<CataloguePodcast> {
  const publisher = await tokenOf(api, 'publisher@podspot.test');
  const { podcasts } = await api<{ podcasts: { name: string }[] }>('GET', '/setting/podcasts', undefined, publisher);
  const name = podcasts[0].name;
  const found = await api<{ podcasts: CataloguePodcast[] }>(
    'GET',
    `/iTunes/search_by_name/${encodeURIComponent(name)}`,
    undefined,
    searcherToken,
  );
  return found.podcasts.find((p) => p.name === name)!;
}

/** Console errors a test expects: the failed loads of the faults it injected. */
export const unexpected = (errors: string[]) =>
  errors.filter(
    (e) =>
      !/Failed to load resource: the server responded with a status of (4|5)\d\d/.test(e) &&
      !e.startsWith('Podcast search failed'),
  );
