// Diagnostic (not part of npm run bench): the bench's console routes and interactions on the trees given, alternating
// (before/after in one run, so the machine's noise hits both). Build each tree first. Ports 4640 + 10 per tree.
//   ROOTS=/path/before,/path/after npx tsx scripts/bench/compare-console.ts large 7 [filter: substring, or =/earn,/login]
import { spawn, type ChildProcess } from 'node:child_process';
import { contextFor, launch, measureLoad, median } from './browser.ts';
import { measureInteractions, type Interaction } from './interactions.ts';

const [scenario = 'large', runsArg = '7', only = ''] = process.argv.slice(2);
/** `only`: a substring of the routes' and interactions' paths or names, or `=/a,/b` for those exact paths. */
const picked = (path: string, name = path) => (only.startsWith('=') ? only.slice(1).split(',').includes(path) : path.includes(only) || name.includes(only));
const RUNS = Number(runsArg);
// Same readiness checks as scripts/bench/run.ts (ROUTES, INTERACTIONS).
const TABLE_READY = () => document.querySelectorAll('main table tbody tr').length > 0 && !document.querySelector('main .ps-spinner');
const REVIEW_READY = () => !![...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Review');
const EARN_READY = () => !!document.querySelector('[data-testid=total-earnings]') && !![...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Review');
const PUB = 'publisher@podspot.test', ADV = 'advertiser@podspot.test';
const ROUTES = [
  { path: '/login', user: null, ready: () => !!document.querySelector('input[type=email]') },
  { path: '/earn', user: PUB, ready: EARN_READY },
  { path: '/earn/opportunities', user: PUB, ready: REVIEW_READY },
  { path: '/earn/insights', user: PUB, ready: TABLE_READY },
  { path: '/advertise/insights', user: ADV, ready: TABLE_READY },
].filter((r) => picked(r.path));
const LIST_ROWS = 'main li, main tbody tr';
const INTERACTIONS = ([
  { name: 'sort opportunities by advertiser', path: '/earn/opportunities', user: PUB, action: { kind: 'select', label: 'Sort by', value: 'advertiser' }, rows: LIST_ROWS, ready: REVIEW_READY },
  { name: 'filter opportunities by advertiser', path: '/earn/opportunities', user: PUB, action: { kind: 'select', label: 'Advertiser' }, rows: LIST_ROWS, ready: REVIEW_READY },
  { name: 'sort campaigns by advertiser', path: '/earn/campaigns', user: PUB, action: { kind: 'select', label: 'Sort by', value: 'advertiser' }, rows: LIST_ROWS, ready: () => !!document.querySelector('main li') && !document.querySelector('main .ps-spinner') },
  { name: 'sort publisher insights by name', path: '/earn/insights', user: PUB, action: { kind: 'sort', label: 'Name' }, rows: 'main tbody tr', ready: TABLE_READY },
  { name: 'sort advertiser insights by name', path: '/advertise/insights', user: ADV, action: { kind: 'sort', label: 'Name' }, rows: 'main tbody tr', ready: TABLE_READY },
] satisfies Interaction[] as Interaction[]).filter((i) => !only.startsWith('=') && picked(i.path, i.name));

type Server = { root: string; url: string; child: ChildProcess; users: Map<string, unknown> };
async function serve(root: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root, env: { ...process.env, PORT: String(port), EXAMPLES_PORT: String(port + 1), SCENARIO: scenario, APPROVE_AFTER_SECONDS: '0' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.on('data', (d) => String(d).includes('Podspot is running') && resolve()));
  const url = `http://localhost:${port}`;
  const signIn = async (email: string) => (await fetch(`${url}/api/signin/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'podspot-demo' }) })).json();
  return { root, url, child, users: new Map([[PUB, await signIn(PUB)], [ADV, await signIn(ADV)]]) };
}

const roots = (process.env.ROOTS ?? process.cwd()).split(',');
const servers: Server[] = [];
for (const [i, root] of roots.entries()) servers.push(await serve(root, 4640 + i * 10));
const browser = await launch();
try {
  for (const route of ROUTES) {
    const times = servers.map((): number[] => []);
    for (let i = 0; i < RUNS; i++) {
      const order = servers.map((_, k) => k);
      for (const k of i % 2 ? order.reverse() : order) {
        const s = servers[k];
        const context = await contextFor(browser, route.user ? s.url : 'http://nobody.invalid', route.user ? s.users.get(route.user) : null);
        times[k].push((await measureLoad(context, `${s.url}${route.path}`, route.ready)).ms);
        await context.close();
      }
    }
    console.log(route.path.padEnd(24), servers.map((s, k) => `${s.root.split('/').pop()}: ${Math.round(median(times[k]))} ms [${times[k].map(Math.round).join(' ')}]`).join('   '));
  }
  for (const interaction of INTERACTIONS) {
    const out = [];
    for (const s of servers) out.push(`${s.root.split('/').pop()}: ${Math.round((await measureInteractions(browser, s.url, s.users, [interaction], RUNS))[0].medianMs)} ms`);
    console.log(interaction.name.padEnd(36), out.join('   '));
  }
} finally {
  await browser.close();
  for (const s of servers) s.child.kill();
}
