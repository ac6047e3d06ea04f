// Diagnostic (not part of npm run bench): cold loads of the insights routes against the trees given, alternating,
// with when the table report is requested, and the sort / duration-change latency. Build each tree first.
//   ROOTS=/path/a,/path/b npx tsx scripts/bench/insights-pages.ts large 7
import { spawn, type ChildProcess } from 'node:child_process';
import { contextFor, launch, measureLoad, median, type PageLoad } from './browser.ts';

const [scenario = 'large', runsArg = '7'] = process.argv.slice(2);
const RUNS = Number(runsArg);
const ROUTES = { '/earn/insights': 'publisher@podspot.test', '/advertise/insights': 'advertiser@podspot.test' } as const;
type Route = keyof typeof ROUTES;
const TABLE_READY = () => document.querySelectorAll('main table tbody tr').length > 0 && !document.querySelector('main .ps-spinner');

type Server = { root: string; url: string; child: ChildProcess; users: Record<Route, unknown> };
async function serve(root: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root, env: { ...process.env, PORT: String(port), EXAMPLES_PORT: String(port + 1), SCENARIO: scenario, APPROVE_AFTER_SECONDS: '0' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.on('data', (d) => String(d).includes('Podspot is running') && resolve()));
  const url = `http://localhost:${port}`;
  const signIn = async (email: string) => (await fetch(`${url}/api/signin/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'podspot-demo' }) })).json();
  return { root, url, child, users: { '/earn/insights': await signIn(ROUTES['/earn/insights']), '/advertise/insights': await signIn(ROUTES['/advertise/insights']) } };
}

const servers: Server[] = [];
for (const [i, root] of (process.env.ROOTS ?? process.cwd()).split(',').entries()) servers.push(await serve(root, 4620 + i * 10));
const browser = await launch();
try {
  for (const path of Object.keys(ROUTES) as Route[]) {
    const loads = servers.map((): PageLoad[] => []);
    for (let i = 0; i < RUNS; i++) {
      const order = servers.map((_, k) => k);
      for (const k of i % 2 ? order.reverse() : order) {
        const context = await contextFor(browser, servers[k].url, servers[k].users[path]);
        loads[k].push(await measureLoad(context, `${servers[k].url}${path}`, TABLE_READY));
        await context.close();
      }
    }
    for (const [k, s] of servers.entries()) {
      const context = await contextFor(browser, s.url, s.users[path]);
      const page = await context.newPage();
      await page.goto(`${s.url}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction(TABLE_READY, undefined, { polling: 'raf', timeout: 30_000 });
      const requested = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/report\?/.test(e.name))?.startTime ?? NaN);
      const sorts: number[] = [];
      for (let i = 0; i < 8; i++) {
        sorts.push(await page.evaluate(async () => {
          const header = [...document.querySelectorAll<HTMLElement>('main thead th button, main thead th')].find((t) => t.textContent?.trim().startsWith('Name'))!;
          const t0 = performance.now();
          header.click();
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now() - t0;
        }));
      }
      const durations: number[] = [];
      for (const value of ['last_30_days', 'all_time', 'last_90_days', 'all_time']) {
        durations.push(await page.evaluate(async (v) => {
          const select = [...document.querySelectorAll<HTMLSelectElement>('main select')].find((x) => [...x.options].some((o) => o.value === 'all_time'))!;
          const t0 = performance.now();
          select.value = v;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now() - t0;
        }, value));
      }
      await context.close();
      const ms = loads[k].map((l) => Math.round(l.ms));
      console.log(`${scenario} ${path} [${s.root}] median ${median(ms)} ms (${ms.join(' ')}); report requested at ${Math.round(requested)} ms; `
        + `sort → paint ${median(sorts).toFixed(0)} ms; duration → paint ${median(durations).toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.child.kill('SIGTERM');
}
