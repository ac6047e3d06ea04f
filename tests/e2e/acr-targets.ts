import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.ts';

/**
 * What the conformance evidence (tests/e2e/acr-evidence.test.ts) opens for each report of scripts/acr/targets.ts:
 * every widget of the widget table has an entry here, and so does the console. A widget without one fails the test
 * with a line naming this file. Nothing here accepts, uploads or withdraws: the states are opened and closed again.
 */

/** A dialog or menu opened from the area, by keyboard: Enter on its opener, which gets focus back on Escape. */
export type State = { name: string; opener(page: Page): ReturnType<Page['locator']>; shown: string };

export type Area = {
  name: string;
  /** The page, given both origins and the variant's locale and slot width (px, or null for the page's own). */
  url(origins: { examples: string; console: string }, locale: string, slot: number | null): string;
  /** The widget's shadow host, or null: the whole page (the console). */
  scope: string | null;
  /** Shown once the area's data are in. */
  ready: string;
  /** The console user to sign in as first, if any. */
  user?: string;
  /** Run once the page is loaded, before `ready` is waited for: brings the area to the screen it is about. */
  prepare?(page: Page): Promise<void>;
  states: State[];
};

export type Spec = { locales: readonly ('en' | 'ar')[]; areas: Area[] };

const widgetPage =
  (page: string) =>
  ({ examples }: { examples: string }, locale: string, slot: number | null) =>
    `${examples}/${page}?locale=${locale}${locale === 'ar' ? '&dir=rtl' : ''}${slot ? `&width=${slot}` : ''}`;
const consolePage =
  (path: string) =>
  ({ console: origin }: { console: string }) =>
    `${origin}${path}`;
const inShadow = (host: string, selector: string) => (page: Page) => page.locator(`${host} ${selector}`).first();

/** The demo's data and the page's clock as of one day: what is measured and heard is the same on any day. */
export const ACR_NOW = '2026-11-16T10:00:00.000Z';

const PUBLISHER = 'publisher@podspot.test';
const ADVERTISER = 'advertiser@podspot.test';
/** The demo's publisher with no payout account: the payouts widget and the banner offer to set one up. */
const NO_PAYOUT = 'nopayout@podspot.test';
/** The demo's publisher whose onboarding is at its first step (server-mock/scenarios/demo.ts). */
const NEW_PUBLISHER = 'newpub@podspot.test';

const asUser =
  (page: string, user: string) => (o: { examples: string; console: string }, locale: string, slot: number | null) =>
    `${widgetPage(page)(o, locale, slot)}&user=${user}`;
/** layout-test.html's column is 360 px unless given: "full width" is the page's own (examples/public/layout-test.js). */
const onboardingPage = (o: { examples: string; console: string }, locale: string, slot: number | null) =>
  `${widgetPage('layout-test.html')(o, locale, null)}&width=${slot ?? 'full'}&widget=onboarding&user=${NEW_PUBLISHER}`;

/**
 * The onboarding's second screen: the first one's "Get started" with an estimate moves the account on (once: the
 * sandbox keeps it there, so this area comes after the one of the first screen).
 */
async function toOffers(page: Page) {
  const start = page.locator('#slot .ps-onb-form button[type="submit"]');
  const offers = page.locator('#slot .ps-onb-offer__select').first();
  await start.or(offers).first().waitFor();
  if (!(await start.isVisible())) return;
  await page.locator('#slot input[name="estimated_dls_per_ep"]').fill('2500');
  await start.click();
  await offers.waitFor();
}

export const SPECS: Record<string, Spec> = {
  'opportunities-inbox': {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'inbox',
        url: widgetPage('inbox-test.html'),
        scope: '#inbox',
        ready: '#inbox .ps-inbox__row',
        states: [
          { name: 'review dialog', opener: inShadow('#inbox', '.ps-inbox__review'), shown: '#inbox dialog[open]' },
        ],
      },
    ],
  },
  'go-live-uploader': {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'uploader',
        url: widgetPage('golive-test.html'),
        scope: '#golive',
        ready: '#golive .ps-golive-row',
        states: [
          {
            name: 'go-live dialog',
            opener: inShadow('#golive', '.ps-golive-row__action'),
            shown: '#golive dialog[open]',
          },
        ],
      },
    ],
  },
  'earnings-card': {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'card',
        url: widgetPage('earnings-test.html'),
        scope: '#earnings',
        ready: '#earnings [data-testid="total-earnings"]',
        states: [],
      },
    ],
  },
  'spend-table': {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'table',
        url: (o, locale, slot) => `${widgetPage('spend-test.html')(o, locale, slot)}&user=${ADVERTISER}`,
        scope: '#spend',
        ready: '#spend tbody th',
        states: [],
      },
    ],
  },
  onboarding: {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'get started',
        url: onboardingPage,
        scope: '#slot',
        ready: '#slot .ps-onb-form',
        states: [],
      },
      {
        name: 'offers',
        url: onboardingPage,
        scope: '#slot',
        ready: '#slot .ps-onb-offer__select',
        prepare: toOffers,
        states: [
          { name: 'offer dialog', opener: inShadow('#slot', '.ps-onb-offer__select'), shown: '#slot dialog[open]' },
        ],
      },
    ],
  },
  payouts: {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'payouts',
        url: asUser('payouts.html', PUBLISHER),
        scope: '#payouts',
        ready: '#payouts [data-testid="available-balance"]',
        states: [
          {
            name: 'withdraw dialog',
            opener: inShadow('#payouts', '.ps-payouts__payout .ps-button'),
            shown: '#payouts dialog[open]',
          },
        ],
      },
      {
        name: 'no payout account',
        url: asUser('payouts.html', NO_PAYOUT),
        scope: '#payouts',
        ready: '#payouts .ps-payouts__payout .ps-button',
        states: [
          {
            name: 'bank-country dialog',
            opener: inShadow('#payouts', '.ps-payouts__payout .ps-button'),
            shown: '#payouts dialog[open]',
          },
        ],
      },
    ],
  },
  'notification-banner': {
    locales: ['en', 'ar'],
    areas: [
      {
        name: 'banner',
        url: asUser('banner-test.html', PUBLISHER),
        scope: '#banner',
        ready: '#banner .ps-banner__item',
        states: [
          {
            name: 'review flow',
            opener: inShadow('#banner', '[data-kind="answer_opportunities"] .ps-banner__action'),
            shown: '#banner dialog[open]',
          },
          {
            name: 'go-live flow',
            opener: inShadow('#banner', '[data-kind="upload_audio"] .ps-banner__action'),
            shown: '#banner dialog[open]',
          },
        ],
      },
      {
        name: 'banner, no payout account',
        url: asUser('banner-test.html', NO_PAYOUT),
        scope: '#banner',
        ready: '#banner .ps-banner__item',
        states: [
          {
            name: 'bank-country dialog',
            opener: inShadow('#banner', '[data-kind="set_up_payout_account"] .ps-banner__action'),
            shown: '#banner dialog[open]',
          },
        ],
      },
    ],
  },
  // The console is in English only (console/lib/widget-environment.tsx).
  console: {
    locales: ['en'],
    areas: [
      { name: 'sign-in', url: consolePage('/login'), scope: null, ready: 'form button[type="submit"]', states: [] },
      {
        name: 'earn: opportunities',
        url: consolePage('/earn/opportunities'),
        scope: null,
        ready: '.ps-inbox__row',
        user: PUBLISHER,
        states: [
          { name: 'review dialog', opener: (p) => p.locator('.ps-inbox__review').first(), shown: 'dialog[open]' },
        ],
      },
      {
        name: 'earn: insights',
        url: consolePage('/earn/insights'),
        scope: null,
        ready: 'main h1',
        user: PUBLISHER,
        states: [],
      },
      {
        name: 'advertise: campaigns',
        url: consolePage('/advertise/campaigns'),
        scope: null,
        ready: 'main h1',
        user: ADVERTISER,
        states: [],
      },
      {
        name: 'billing',
        url: consolePage('/billing/earnings'),
        scope: null,
        ready: 'main h1',
        user: PUBLISHER,
        states: [
          {
            name: 'withdraw dialog',
            opener: (p) => p.getByRole('button', { name: 'Withdraw funds' }),
            shown: 'dialog[open]',
          },
        ],
      },
      { name: 'settings', url: consolePage('/settings'), scope: null, ready: 'main h1', user: PUBLISHER, states: [] },
    ],
  },
};

type Storage = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
const sessions = new Map<string, Storage>();

/**
 * The storage of a context signed in to the console as `email` (signed in once per test file, then reused), or
 * undefined for no user.
 */
export async function sessionOf(
  browser: Browser,
  consoleUrl: string,
  email: string | undefined,
  headers: Record<string, string>,
) {
  if (!email) return undefined;
  if (!sessions.has(email)) {
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto(`${consoleUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    sessions.set(email, await context.storageState());
    await context.close();
  }
  return sessions.get(email);
}
