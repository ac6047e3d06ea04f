import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../console/lib/paths.ts';
import { audit, reportMilder, serveAxe, settle } from './a11y-helpers.ts';
import { DESKTOP, PHONE, screenshot, signIn, useBrowser } from './browser.ts';
import { resized } from './settled.ts';

/**
 * axe-core on every console route of console/lib/paths.ts, as the user each belongs to, at desktop and phone width:
 * no serious or critical violation, and no skipped heading level (the moderate rule `heading-order`). Nothing here
 * changes server state (no reset needed).
 */
const b = useBrowser();
afterAll(reportMilder);

type Visit = {
  path: string;
  /** Where the guard leaves this user (a redirect, the promo page, "Access denied"). */ lands?: string;
};
/** Pages whose colours or landmarks the accessibility fixes changed: looked at, not only measured. */
const SHOTS: string[] = [
  paths.onboarding,
  `${paths.campaigns}?tab=active`,
  paths.settings,
  paths.login,
  paths.opportunities,
];
/** Milder rules that fail here too: heading levels go down one at a time on every page (h1 → h2 → h3). */
const ALSO_FAIL = ['heading-order'];

const AS: { user: string | null; visits: Visit[] }[] = [
  {
    user: null,
    visits: [
      { path: paths.login },
      { path: paths.adminLogin },
      { path: paths.forgotPassword },
      { path: paths.resetPassword },
      { path: paths.publisherSignup },
      { path: paths.advertiserSignup },
      { path: paths.networkSignup },
      { path: paths.applyInvite },
      { path: paths.inviteSignup },
    ],
  },
  { user: 'newpub@podspot.test', visits: [{ path: paths.onboarding }] },
  {
    user: 'publisher@podspot.test',
    visits: [
      { path: paths.earn },
      { path: paths.opportunities },
      { path: paths.notInterested },
      { path: paths.campaigns },
      { path: `${paths.campaigns}?tab=draft`, lands: paths.campaigns },
      { path: `${paths.campaigns}?tab=active`, lands: paths.campaigns },
      { path: paths.archived },
      { path: paths.earnInsights },
      { path: paths.advertise },
      { path: paths.settings },
      { path: paths.billing, lands: paths.billingEarnings },
      { path: paths.publisherDashboard, lands: paths.earn },
      // Without a token: the page that says the link cannot be used.
      { path: paths.linkAccount },
      // Access denied, inside the frame.
      { path: paths.advertiseInsights },
      { path: paths.billingAdvertising },
    ],
  },
  {
    user: 'advertiser@podspot.test',
    visits: [
      { path: paths.advertise, lands: paths.advertiseCampaigns },
      { path: paths.advertiseCampaigns },
      { path: paths.advertiseInsights },
      { path: paths.billing, lands: paths.billingAdvertising },
      { path: paths.settings },
      { path: paths.earn },
    ],
  },
  {
    user: 'both@podspot.test',
    visits: [
      { path: paths.earn },
      { path: paths.advertiseCampaigns },
      { path: paths.billingEarnings },
      { path: paths.billingAdvertising },
    ],
  },
];

describe('axe on every console page', () => {
  it('visits every path of console/lib/paths.ts', () => {
    const visited = new Set(AS.flatMap((a) => a.visits.map((v) => v.path)));
    expect(Object.values(paths).filter((p) => !visited.has(p))).toEqual([]);
  });

  it.each(AS.map((a) => [a.user ?? 'signed out', a] as const))(
    'as %s: no serious or critical violation, no skipped heading level at desktop and phone width, a title per page',
    async (_, { user, visits }) => {
      const { page, context } = await b.open(DESKTOP);
      await serveAxe(page);
      if (user) {
        await signIn(page, b.consoleUrl, user);
        await page.waitForURL((url) => !url.pathname.startsWith(paths.login));
      }
      const found: string[] = [];
      for (const { path, lands } of visits) {
        await page.setViewportSize(DESKTOP);
        await page.goto(`${b.consoleUrl}${path}`);
        await page.waitForURL((url) => url.pathname === (lands ?? path.split('?')[0]));
        await page.locator('h1').first().waitFor();
        await settle(page);
        // WCAG 2.4.2: the tab names the page (docs/behaviour/frame.md#page-titles), not only "Podspot".
        const title = await page.title();
        if (title === 'Podspot' || !title.includes('Podspot')) found.push(`${path}: the tab's title is "${title}"`);
        found.push(await audit(page, `${path} as ${user ?? 'signed out'} (desktop)`, undefined, ALSO_FAIL));
        if (SHOTS.includes(path)) await screenshot(page, `a11y${path.replace(/[/?=]+/g, '-')}-desktop`);
        await resized(page, PHONE);
        found.push(await audit(page, `${path} as ${user ?? 'signed out'} (phone)`, undefined, ALSO_FAIL));
        // The phone's menu, open, once per user with the frame.
        if (path === visits[0].path && user && user !== 'newpub@podspot.test') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('navigation', { name: 'Main' }).waitFor();
          found.push(await audit(page, `${path} as ${user} (phone, menu open)`, undefined, ALSO_FAIL));
        }
      }
      expect(found.filter(Boolean).join('\n')).toBe('');
      await context.close();
    },
    180_000,
  );
});

describe('heading order with the collapsed parts open', () => {
  // The podspot rows' previews hold a heading of their own: under a campaign card's h2, or straight under the h1.
  it.each([paths.campaigns, paths.archived])(
    '%s with the first row expanded',
    async (path) => {
      const { page, context } = await b.open(DESKTOP);
      await serveAxe(page);
      await signIn(page, b.consoleUrl, 'publisher@podspot.test');
      await page.waitForURL((url) => !url.pathname.startsWith(paths.login));
      await page.goto(`${b.consoleUrl}${path}`);
      await page.locator('.earn-row__toggle').first().click();
      await page.locator('.earn-row--open .earn-row__title').first().waitFor();
      await settle(page);
      expect(await audit(page, `${path} (row expanded)`, undefined, ALSO_FAIL)).toBe('');
      await context.close();
    },
    60_000,
  );
});
