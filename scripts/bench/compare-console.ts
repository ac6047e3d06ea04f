// Diagnostic (not part of npm run bench): the bench's console routes and interactions on the trees given, alternating
// (before/after in one run, so the machine's noise hits both). Build each tree first. Ports 4640 + 10 per tree.
//   ROOTS=/path/before,/path/after npx tsx scripts/bench/compare-console.ts large 7 [filter: substring, or =/earn,/login]
import { contextFor, launch, measureLoad, median } from './browser.ts';
import { measureInteractions } from './interactions.ts';
import { INTERACTIONS, ROUTES } from './routes.ts';
import { serveTree, type TreeServer } from './serve-tree.ts';

const [scenario = 'large', runsArg = '7', only = ''] = process.argv.slice(2);
/** `only`: a substring of the routes' and interactions' paths or names, or `=/a,/b` for those exact paths. */
const picked = (path: string, name = path) =>
  only.startsWith('=') ? only.slice(1).split(',').includes(path) : path.includes(only) || name.includes(only);
const RUNS = Number(runsArg);
/** The bench's routes and interactions (scripts/bench/routes.ts), narrowed by `only`. */
const PICKED_ROUTES = ROUTES.filter((r) => picked(r.path));
const PICKED_INTERACTIONS = INTERACTIONS.filter((i) => !only.startsWith('=') && picked(i.path, i.name));
const USERS = [...new Set([...ROUTES, ...INTERACTIONS].flatMap((r) => (r.user ? [r.user] : [])))];

type Server = TreeServer & { users: Map<string, unknown> };
async function serve(root: string, port: number): Promise<Server> {
  const server = await serveTree({ scenario, root, port });
  return { ...server, users: new Map(await Promise.all(USERS.map(async (u) => [u, await server.signIn(u)] as const))) };
}

const roots = (process.env.ROOTS ?? process.cwd()).split(',');
const servers: Server[] = [];
for (const [i, root] of roots.entries()) servers.push(await serve(root, 4640 + i * 10));
const browser = await launch();
try {
  for (const route of PICKED_ROUTES) {
    const times = servers.map((): number[] => []);
    for (let i = 0; i < RUNS; i++) {
      const order = servers.map((_, k) => k);
      for (const k of i % 2 ? order.reverse() : order) {
        const s = servers[k];
        const context = await contextFor(
          browser,
          route.user ? s.consoleUrl : 'http://nobody.invalid',
          route.user ? s.users.get(route.user) : null,
        );
        times[k].push((await measureLoad(context, `${s.consoleUrl}${route.path}`, route.ready)).ms);
        await context.close();
      }
    }
    console.log(
      route.path.padEnd(24),
      servers
        .map(
          (s, k) =>
            `${s.root.split('/').pop()}: ${Math.round(median(times[k]))} ms [${times[k].map(Math.round).join(' ')}]`,
        )
        .join('   '),
    );
  }
  for (const interaction of PICKED_INTERACTIONS) {
    const out = [];
    for (const s of servers) {
      const [m] = await measureInteractions(browser, s.consoleUrl, s.users, [interaction], RUNS);
      out.push(
        `${s.root.split('/').pop()}: ${Math.round(m.settledMs)} ms settled, ${Math.round(m.atFirstContentMs)} ms at first content`,
      );
    }
    console.log(interaction.name.padEnd(36), out.join('   '));
  }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
