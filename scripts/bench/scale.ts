// The scale part of `npm run bench`: `large` and `xlarge` side by side in one run (the scale goals of
// docs/performance.md), alternating the two scenarios load by load so the machine's noise hits both.
import type { Browser } from 'playwright-core';
import { contextFor, measureLoad, median, type PageLoad } from './browser.ts';
import { measureInteractions } from './interactions.ts';
import { INTERACTIONS, OTHER_ROUTES, ROUTES, WIDGETS } from './routes.ts';
import { summarizeAnswers } from './scale-answers.ts';
import { serveTree, type TreeServer } from './serve-tree.ts';
import { serverTimeAlone } from './server-time-alone.ts';
import { rssMb, soak } from './server.ts';

export const SCALE_SCENARIOS = ['large', 'xlarge'] as const;
type Scenario = (typeof SCALE_SCENARIOS)[number];

/** The scale goals (docs/performance.md): on `xlarge`, and `xlarge` against `large` in the same run. */
export const SCALE_GOALS = {
  routeMs: 600,
  widgetMs: 400,
  ratio: 1.2,
  /** A hard limit: a page's bytes on `xlarge` over this many times its bytes on `large` fail the bench. */
  bytesRatio: 1.5,
  interactionMs: 100,
  answerKb: 50,
  answerServerMs: 20,
};

/** A page the scale part loads: a console route (signed in through storage) or a widget alone on an examples page. */
type ScalePage = {
  kind: 'route' | 'widget';
  name: string;
  user: string | null;
  ready: () => boolean;
  url(server: TreeServer): string;
};

const PAGES: ScalePage[] = [
  ...[...ROUTES, ...OTHER_ROUTES].map((r) => ({
    kind: 'route' as const,
    name: r.path,
    user: r.user,
    ready: r.ready,
    url: (s: TreeServer) => `${s.consoleUrl}${r.path}`,
  })),
  ...WIDGETS.map((w) => ({
    kind: 'widget' as const,
    name: w.name,
    user: null,
    ready: w.ready,
    url: (s: TreeServer) => `${s.examplesUrl}${w.page}`,
  })),
];

type Servers = Record<
  Scenario,
  { server: TreeServer; startMs: number; users: Map<string, unknown>; aloneMs: Map<string, number> }
>;

/** One cold load; a load that fails (content not shown within 30 s) counts as NaN, and the bench goes on. */
async function loadOnce(browser: Browser, page: ScalePage, at: Servers[Scenario]): Promise<PageLoad | null> {
  const context = await contextFor(
    browser,
    page.user ? at.server.consoleUrl : 'http://nobody.invalid',
    page.user ? at.users.get(page.user) : null,
  );
  try {
    return await measureLoad(context, page.url(at.server), page.ready, {
      apiOrigin: new URL(at.server.consoleUrl).origin,
      heap: false,
    });
  } catch (error) {
    console.error(`[scale] ${page.name}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/** A page's medians on one scenario; its calls' server time alone is asked once per call and scenario. */
async function pageFigures(loads: (PageLoad | null)[], at: Servers[Scenario]) {
  const done = loads.filter((l): l is PageLoad => !!l);
  const alone = async (call: string, request: { url: string; headers: Record<string, string> }) => {
    if (!at.aloneMs.has(call)) at.aloneMs.set(call, await serverTimeAlone(request));
    return at.aloneMs.get(call)!;
  };
  return {
    ms: median(done.map((l) => l.ms)),
    bytes: median(done.map((l) => l.bytes)),
    failed: loads.length - done.length,
    answers: await summarizeAnswers(
      done.map((l) => l.answers),
      alone,
    ),
  };
}

/** Time to content and bytes per page on both scenarios, with the ratio and the verdict against the goals. */
async function pages(browser: Browser, servers: Servers, runs: number) {
  const rows = [];
  for (const page of PAGES) {
    const loads: Record<Scenario, (PageLoad | null)[]> = { large: [], xlarge: [] };
    // Run -1 warms both servers (a route's first answers run cold code) and is not counted.
    for (let i = -1; i < runs; i++) {
      for (const scenario of i % 2 ? SCALE_SCENARIOS : [...SCALE_SCENARIOS].reverse()) {
        const load = await loadOnce(browser, page, servers[scenario]);
        if (i >= 0) loads[scenario].push(load);
      }
    }
    const large = await pageFigures(loads.large, servers.large);
    const xlarge = await pageFigures(loads.xlarge, servers.xlarge);
    const goalMs = page.kind === 'route' ? SCALE_GOALS.routeMs : SCALE_GOALS.widgetMs;
    const timeRatio = xlarge.ms / large.ms;
    const bytesRatio = xlarge.bytes / large.bytes;
    rows.push({
      kind: page.kind,
      page: page.name,
      large,
      xlarge,
      timeRatio,
      bytesRatio,
      goalMs,
      pass: xlarge.ms <= goalMs && timeRatio <= SCALE_GOALS.ratio && bytesRatio <= SCALE_GOALS.ratio,
      // NaN (a scenario's loads all failed) fails too.
      bytesPass: bytesRatio <= SCALE_GOALS.bytesRatio,
    });
  }
  return rows;
}

async function start(scenario: Scenario) {
  const began = performance.now();
  const server = await serveTree({ scenario });
  return {
    server,
    startMs: performance.now() - began,
    users: new Map<string, unknown>(),
    aloneMs: new Map<string, number>(),
  };
}

/**
 * Both scenarios' servers (console + examples, as `npm start`), every route and widget on both, the interactions on
 * `xlarge`, then `xlarge`'s memory over a soak of `soakSeconds`.
 */
export async function benchScale(browser: Browser, runs: number, soakSeconds: number) {
  // One after the other: building a scenario takes both cores.
  const servers = {} as Servers;
  try {
    for (const scenario of SCALE_SCENARIOS) servers[scenario] = await start(scenario);
    const memory = {
      startMs: Object.fromEntries(SCALE_SCENARIOS.map((s) => [s, servers[s].startMs])),
      freshMb: Object.fromEntries(SCALE_SCENARIOS.map((s) => [s, rssMb(servers[s].server.pid)])),
    };
    const emails = new Set([...PAGES, ...INTERACTIONS].flatMap((p) => (p.user ? [p.user] : [])));
    for (const scenario of SCALE_SCENARIOS)
      for (const email of emails) servers[scenario].users.set(email, await servers[scenario].server.signIn(email));

    const pageRows = await pages(browser, servers, runs);
    const x = servers.xlarge;
    const interactions = await measureInteractions(
      browser,
      x.server.consoleUrl,
      x.users,
      INTERACTIONS,
      Math.max(3, Math.ceil(runs / 2)),
    );
    const publisher = x.users.get('publisher@podspot.test') as { jwt_token: string };
    const soaked = await soak(
      x.server.pid,
      x.server.consoleUrl,
      { authorization: `Bearer ${publisher.jwt_token}` },
      soakSeconds,
    );
    return {
      pages: pageRows,
      interactions: interactions.map((i) => ({
        ...i,
        pass: i.settledMs <= SCALE_GOALS.interactionMs && i.atFirstContentMs <= SCALE_GOALS.interactionMs,
      })),
      memory: { ...memory, xlargeSoak: soaked },
      goals: SCALE_GOALS,
      runs,
    };
  } finally {
    for (const scenario of SCALE_SCENARIOS) servers[scenario]?.server.stop();
  }
}

export type ScaleBench = Awaited<ReturnType<typeof benchScale>>;
