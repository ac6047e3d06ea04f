// `npm run bench`: SDK vs iframe, bundle sizes, console timings (demo and large), mock server load, sandboxes, and large
// against xlarge (routes, widgets, interactions, API answers, memory). Prints tables,
// writes dist/bench.json. Every load is bounded and on loopback. Quote medians; compare ratios within one run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { contextFor, launch, measureLoad, median, type PageLoad } from './browser.ts';
import { measureInteractions } from './interactions.ts';
import { CONSOLE_EARN_READY, INTERACTIONS, OTHER_ROUTES, ROUTES, SDK_READY } from './routes.ts';
import { freePort, serveTree } from './serve-tree.ts';
import { printSandboxes, type SandboxesBench } from './sandboxes-print.ts';
import { benchScale, type ScaleBench } from './scale.ts';
import { printScale } from './scale-print.ts';
import { benchServer, memoryLine, type ServerBench } from './server.ts';
import { benchWebhooks, type WebhooksBench } from './webhooks.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** `BENCH_PARTS=sdk,console,server,sandboxes,scale,webhooks` runs only those parts (all by default). */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'sdk,console,server,sandboxes,scale,webhooks').split(','));

/** Wall-clock seconds per part, as it ran (the whole bench should stay near 15 minutes at BENCH_RUNS=7). */
const seconds: Record<string, number> = {};
async function timed<T>(part: string, run: () => Promise<T>): Promise<T> {
  const began = performance.now();
  try {
    return await run();
  } finally {
    seconds[part] = Math.round((performance.now() - began) / 1000);
  }
}

const summarize = (loads: PageLoad[]) => ({
  medianMs: median(loads.map((l) => l.ms)),
  medianBytes: median(loads.map((l) => l.bytes)),
  medianHeapMb: median(loads.map((l) => l.heapMb)),
  medianLongTasks: median(loads.map((l) => l.longTasks)),
  runs: loads.length,
});

/** 1. SDK vs iframe, alternating, on the examples origin. */
async function sdkVsIframe(browser: Browser) {
  const demo = await serveTree({ scenario: 'demo' });
  try {
    const publisher = await demo.signIn('publisher@podspot.test');
    const sdk: PageLoad[] = [];
    const iframe: PageLoad[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const variant of i % 2 ? ['sdk', 'iframe'] : ['iframe', 'sdk']) {
        const context = await contextFor(browser, demo.consoleUrl, publisher);
        if (variant === 'sdk') sdk.push(await measureLoad(context, `${demo.examplesUrl}/bench-sdk.html`, SDK_READY));
        else
          iframe.push(
            await measureLoad(context, `${demo.examplesUrl}/bench-iframe.html`, CONSOLE_EARN_READY, {
              frameUrl: /\/earn$/,
            }),
          );
        await context.close();
      }
    }
    const both = { sdk: summarize(sdk), iframe: summarize(iframe) };
    return {
      ...both,
      timeRatio: both.iframe.medianMs / both.sdk.medianMs,
      bytesRatio: both.iframe.medianBytes / both.sdk.medianBytes,
      heapRatio: both.iframe.medianHeapMb / both.sdk.medianHeapMb,
    };
  } finally {
    demo.stop();
  }
}

/**
 * 3. Console routes on demo, then on large (with every other signed-in route, unless the scale part runs: it measures
 * every route on large too), and interactions on large.
 */
async function consoleTimings(browser: Browser) {
  const result: { console: Record<string, unknown>; interactions?: unknown } = { console: {} };
  for (const scenario of ['demo', 'large']) {
    const server = await serveTree({ scenario });
    try {
      const users = new Map<string, unknown>();
      const rows = [];
      const others = scenario === 'large' && !PARTS.has('scale') ? OTHER_ROUTES : [];
      for (const route of [...ROUTES, ...others]) {
        if (route.user && !users.has(route.user)) users.set(route.user, await server.signIn(route.user));
        const loads: PageLoad[] = [];
        // Run 0 warms the server (its first answers of a route run cold code) and is not counted.
        for (let i = -1; i < Math.max(3, Math.ceil(RUNS / 2)); i++) {
          const context = await contextFor(
            browser,
            route.user ? server.consoleUrl : 'http://nobody.invalid',
            route.user ? users.get(route.user) : null,
          );
          const load = await measureLoad(context, `${server.consoleUrl}${route.path}`, route.ready);
          if (i >= 0) loads.push(load);
          await context.close();
        }
        rows.push({ route: route.path, ...summarize(loads) });
      }
      result.console[scenario] = rows;
      if (scenario === 'large') {
        for (const i of INTERACTIONS) if (!users.has(i.user)) users.set(i.user, await server.signIn(i.user));
        result.interactions = await measureInteractions(
          browser,
          server.consoleUrl,
          users,
          INTERACTIONS,
          Math.max(3, Math.ceil(RUNS / 2)),
        );
      }
    } finally {
      server.stop();
    }
  }
  return result;
}

async function main() {
  if (!existsSync('dist/size.json')) throw new Error('run `npm run build && npm run size` first');
  const browser = await launch();
  const report: Record<string, unknown> = { runs: RUNS, date: new Date().toISOString(), seconds };
  try {
    if (PARTS.has('sdk')) report.sdkVsIframe = await timed('sdk', () => sdkVsIframe(browser));
    if (PARTS.has('console')) Object.assign(report, await timed('console', () => consoleTimings(browser)));
    if (PARTS.has('scale')) report.scale = await timed('scale', () => benchScale(browser, RUNS, LOAD_SECONDS * 2));
  } finally {
    await browser.close();
  }

  // 2. Bundles, from the size report.
  const size = JSON.parse(readFileSync('dist/size.json', 'utf8'));
  report.bundles = {
    loaderGzip: size.loaderGzip,
    widgets: size.widgets.map((w: { widget: string; hostDownloadGzip: number; reactTwinGzip: number }) => ({
      widget: w.widget,
      hostDownloadGzip: w.hostDownloadGzip,
      reactTwinGzip: w.reactTwinGzip,
      ratio: w.reactTwinGzip / w.hostDownloadGzip,
    })),
    console: size.console.routes.map((r: { route: string; initialJsGzip: number }) => ({
      route: r.route,
      initialJsGzip: r.initialJsGzip,
    })),
  };

  // 4. Mock server under load.
  if (PARTS.has('server'))
    report.server = await timed('server', async () => ({
      demo: await benchServer('demo', await freePort(), LOAD_SECONDS),
      large: await benchServer('large', await freePort(), LOAD_SECONDS),
    }));

  // 5. Sandboxes: in a process of their own, which measures its heap after a full GC.
  if (PARTS.has('sandboxes')) {
    const began = performance.now();
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/sandboxes.ts'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    report.sandboxes = JSON.parse(output.trim().split('\n').at(-1)!);
    seconds.sandboxes = Math.round((performance.now() - began) / 1000);
  }

  // 6. Webhooks: from the call that causes an event to its delivery on loopback.
  if (PARTS.has('webhooks')) report.webhooks = await timed('webhooks', benchWebhooks);

  writeFileSync('dist/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  print(report as BenchReport);
}

/** What `main` writes to dist/bench.json: each part is present when it ran. */
type BenchReport = {
  runs: number;
  seconds: Record<string, number>;
  sdkVsIframe?: Awaited<ReturnType<typeof sdkVsIframe>>;
  bundles: { widgets: unknown[]; console: unknown[] };
  console?: Record<string, unknown>;
  interactions?: unknown;
  server?: Record<string, ServerBench>;
  sandboxes?: SandboxesBench;
  scale?: ScaleBench;
  webhooks?: WebhooksBench;
};

function print(r: BenchReport) {
  const s = r.sdkVsIframe;
  if (s) {
    console.log(`\n1. SDK vs iframe (median of ${r.runs} runs each, alternating)`);
    console.table({ sdk: s.sdk, iframe: s.iframe });
    console.log(
      `   iframe / SDK: time ${s.timeRatio.toFixed(1)}×, bytes ${s.bytesRatio.toFixed(1)}×, heap ${s.heapRatio.toFixed(1)}×`,
    );
  }
  console.log('\n2. Bundles (gzip bytes)');
  console.table(r.bundles.widgets);
  console.table(r.bundles.console);
  for (const scenario of Object.keys(r.console ?? {})) {
    console.log(`\n3. Console navigation → content, scenario ${scenario}`);
    console.table(r.console![scenario]);
  }
  if (r.interactions) {
    console.log(
      '\n3b. Interaction latency on scenario large (input event → next paint showing the change), once the page has settled and in the frame its content appears',
    );
    console.table(r.interactions);
  }
  for (const scenario of Object.keys(r.server ?? {})) {
    console.log(`\n4. Mock server, scenario ${scenario} (${memoryLine(r.server![scenario].memory)})`);
    console.table(
      r.server![scenario].results.map((x) => ({
        call: x.name,
        requests: x.requests,
        errors: x.errors,
        rps: Math.round(x.rps),
        p50ms: +x.p50.toFixed(1),
        p99ms: +x.p99.toFixed(1),
        cpuMsPerReq: +x.cpuMsPerRequest.toFixed(3),
      })),
    );
  }
  if (r.sandboxes) printSandboxes(r.sandboxes);
  if (r.scale) printScale(r.scale);
  if (r.webhooks) {
    const w = r.webhooks;
    console.log(`\n6. Webhooks: call → signed delivery on loopback, ${w.deliveries} events one at a time`);
    console.log(`   p50 ${w.p50Ms} ms, p95 ${w.p95Ms} ms, max ${w.maxMs} ms (goal: p50 ≤ ${w.goalMs} ms)`);
  }
  const parts = Object.entries(r.seconds);
  const total = parts.reduce((n, [, x]) => n + x, 0);
  console.log(
    `\nTime: ${parts.map(([part, x]) => `${part} ${x} s`).join(', ')}; ${(total / 60).toFixed(1)} min in all`,
  );
  console.log('Written to dist/bench.json');
}

await main();
