// `npx tsx scripts/bench/server-run.ts [demo] [large]`: only the mock server part of `npm run bench` (section 4),
// for quick before/after comparisons. BENCH_LOAD_SECONDS sets each call's duration (default 5).
import { freePort } from './serve-tree.ts';
import { benchServer, memoryLine } from './server.ts';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const scenarios = process.argv.slice(2).length ? process.argv.slice(2) : ['demo', 'large'];

for (const scenario of scenarios) {
  const r = await benchServer(scenario, await freePort(), seconds);
  console.log(`\nMock server, scenario ${scenario} (${memoryLine(r.memory)})`);
  console.table(
    r.results.map((x) => ({
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
