// Diagnostic for the Earn area (not part of npm run bench): cold loads of /earn, /earn/opportunities and
// /earn/campaigns against a running server, then the time of a filter change and a sort on the opportunities and
// campaigns pages. Usage: npx tsx scripts/bench/earn-pages.ts http://localhost:4610 [runs] [--profile]
import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { contextFor, launch, measureLoad, median } from './browser.ts';

const [consoleUrl = 'http://localhost:4610', runsArg = '5'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const RUNS = Number(runsArg);
const PROFILE = process.argv.includes('--profile');

/*
 * Readiness (functions: the console's CSP refuses string evaluation). /earn: the earnings figure, a Review button and
 * the campaign counts; /earn/opportunities: a Review button; /earn/campaigns: a campaign card's row.
 */
const EARN_READY = () =>
  !!document.querySelector('[data-testid=total-earnings]') &&
  !![...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Review') &&
  !!document.querySelector('[data-testid=summary-draft]');
const OPPORTUNITIES_READY = () =>
  !![...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Review');
const CAMPAIGNS_READY = () =>
  !!document.querySelector('.earn-campaign .earn-row') && !document.querySelector('main .ps-spinner');
const ROUTES = [
  { path: '/earn', ready: EARN_READY },
  { path: '/earn/opportunities', ready: OPPORTUNITIES_READY },
  { path: '/earn/campaigns', ready: CAMPAIGNS_READY },
];

/** Sets a select (the `index`-th one in main) to its option `option` and answers ms until the next frame after it. */
const changeSelect = ([index, option]: number[]) => {
  const select = document.querySelectorAll<HTMLSelectElement>('main select')[index];
  const start = performance.now();
  select.value = select.options[option].value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))),
  );
};
const clickTab = (tab: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[role=tab][data-tab=${tab}]`)!;
  const start = performance.now();
  button.click();
  // The tab is navigation (?tab=), rendered in a transition: wait for it to be selected, then for the next frame.
  // (No named inner functions: tsx would wrap them in a helper the page does not have.)
  return new Promise<number>((resolve) => {
    const timer = setInterval(() => {
      if (button.getAttribute('aria-selected') !== 'true') return;
      clearInterval(timer);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
  });
};

const signIn = async (email: string) =>
  (
    await fetch(`${consoleUrl}/api/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'podspot-demo' }),
    })
  ).json();

const user = await signIn('publisher@podspot.test');
const browser = await launch();
const rows: Record<string, unknown>[] = [];
try {
  for (const route of ROUTES) {
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await contextFor(browser, consoleUrl, user);
      loads.push(await measureLoad(context, `${consoleUrl}${route.path}`, route.ready));
      await context.close();
    }
    rows.push({
      what: `load ${route.path}`,
      medianMs: Math.round(median(loads.map((l) => l.ms))),
      all: loads.map((l) => Math.round(l.ms)).join(' '),
      kB: Math.round(median(loads.map((l) => l.bytes)) / 1024),
      longTasks: median(loads.map((l) => l.longTasks)),
      heapMb: +median(loads.map((l) => l.heapMb)).toFixed(1),
    });
  }
  const interactions: {
    path: string;
    ready: () => boolean;
    steps: { what: string; run: (page: Page) => Promise<number> }[];
  }[] = [
    {
      path: '/earn/opportunities',
      ready: OPPORTUNITIES_READY,
      steps: [
        { what: 'opportunities: advertiser filter', run: (p) => p.evaluate(changeSelect, [0, 3]) },
        { what: 'opportunities: podcast filter', run: (p) => p.evaluate(changeSelect, [1, 2]) },
        {
          what: 'opportunities: clear filters',
          run: async (p) => (await p.evaluate(changeSelect, [0, 0])) + (await p.evaluate(changeSelect, [1, 0])),
        },
        { what: 'opportunities: sort advertiser', run: (p) => p.evaluate(changeSelect, [2, 1]) },
        { what: 'opportunities: sort recent', run: (p) => p.evaluate(changeSelect, [2, 0]) },
      ],
    },
    {
      path: '/earn/campaigns',
      ready: CAMPAIGNS_READY,
      steps: [
        { what: 'campaigns: sort recent', run: (p) => p.evaluate(changeSelect, [0, 1]) },
        { what: 'campaigns: sort earnings high', run: (p) => p.evaluate(changeSelect, [0, 3]) },
        { what: 'campaigns: tab draft', run: (p) => p.evaluate(clickTab, 'draft') },
        { what: 'campaigns: tab all', run: (p) => p.evaluate(clickTab, 'all') },
      ],
    },
  ];
  for (const screen of interactions) {
    const times = new Map<string, number[]>();
    for (let i = 0; i < RUNS; i++) {
      const context = await contextFor(browser, consoleUrl, user);
      const page = await context.newPage();
      await page.goto(`${consoleUrl}${screen.path}`);
      await page.waitForFunction(screen.ready, undefined, { polling: 'raf', timeout: 30_000 });
      await page.waitForTimeout(300);
      for (const step of screen.steps) {
        times.set(step.what, [...(times.get(step.what) ?? []), await step.run(page)]);
        await page.waitForTimeout(150);
      }
      if (PROFILE && i === 0) await profileLoad(context, screen.path, screen.ready);
      if (PROFILE && i === 0 && screen.path === '/earn/opportunities') await profileLoad(context, '/earn', EARN_READY);
      await context.close();
    }
    for (const [what, ms] of times)
      rows.push({ what, medianMs: Math.round(median(ms)), all: ms.map(Math.round).join(' ') });
  }
} finally {
  await browser.close();
}
console.table(rows);

/** A CPU profile of one cold load, written to /tmp (open in Chrome devtools). */
async function profileLoad(context: BrowserContext, path: string, ready: () => boolean) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.goto(`${consoleUrl}${path}`);
  await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const file = `/tmp/earn-profile${path.replace(/\//g, '_')}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));
  console.log('profile written to', file);
}
