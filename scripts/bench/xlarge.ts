// `npx tsx scripts/bench/xlarge.ts [scenario] [runs]`: how long the mock server takes to start on a big scenario
// (spawn to listening, median of `runs`), its memory once started, and the whole opportunities list's latency.
import { freePort } from './serve-tree.ts';
import { runLoad } from './load.ts';
import { rssMb, startServer, token } from './server.ts';

const [scenario = 'xlarge', runsArg = '3'] = process.argv.slice(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const startMs: number[] = [];
const rss: number[] = [];
for (let run = 0; run < Number(runsArg); run++) {
  const port = await freePort();
  const started = performance.now();
  const server = await startServer(scenario, port);
  startMs.push(performance.now() - started);
  rss.push(rssMb(server.pid!));
  if (run < Number(runsArg) - 1) {
    server.kill();
    continue;
  }
  try {
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${await token(base, 'publisher@podspot.test')}` };
    const first = await fetch(`${base}/api/earn/opportunities`, { headers });
    const bytes = (await first.arrayBuffer()).byteLength;
    const list = await runLoad({
      name: 'whole opportunities list',
      url: `${base}/api/earn/opportunities`,
      headers,
      connections: 1,
      seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
      maxRequests: 100,
    });
    console.log(
      `[${scenario}] whole list: ${(bytes / 2 ** 20).toFixed(1)} MB of JSON, ${list.requests} requests, ` +
        `p50 ${list.p50.toFixed(1)} ms, p99 ${list.p99.toFixed(1)} ms, RSS after ${rssMb(server.pid!).toFixed(0)} MB`,
    );
  } finally {
    server.kill();
  }
}
console.log(
  `[${scenario}] start (spawn to listening): median ${median(startMs).toFixed(0)} ms of ${startMs.map((x) => x.toFixed(0)).join(', ')}; ` +
    `RSS after start: median ${median(rss).toFixed(0)} MB`,
);
