import type { ClockJumpBench } from './clock-jump.ts';

/** What scripts/bench/sandboxes.ts prints as its last line (dist/bench.json `sandboxes`). */
export type SandboxesBench = {
  firstCreateMs: number;
  createMedianMs: number;
  perSandboxMb: number;
  churn: { startMb: number; endMb: number; change: number };
  requestCost: { name: string; rps: number; p50: number; cpuMsPerRequest: number }[];
  costRatio: number;
  clockJump: ClockJumpBench;
};

export function printSandboxes(s: SandboxesBench) {
  console.log('\n5. Sandboxes (demo)');
  console.log(
    `   create: median ${s.createMedianMs.toFixed(1)} ms (first, which builds the scenario: ${s.firstCreateMs.toFixed(0)} ms); ` +
      `heap per live sandbox ${s.perSandboxMb.toFixed(2)} MB; ` +
      `heap after creating and deleting 1,000: ${s.churn.startMb.toFixed(1)} → ${s.churn.endMb.toFixed(1)} MB ` +
      `(${(s.churn.change * 100).toFixed(1)} %)`,
  );
  console.table(
    s.requestCost.map((r) => ({
      live: r.name,
      rps: Math.round(r.rps),
      p50ms: +r.p50.toFixed(1),
      cpuMsPerReq: +r.cpuMsPerRequest.toFixed(3),
    })),
  );
  console.log(`   CPU per call, 100 sandboxes / 1: ${s.costRatio.toFixed(2)}×`);
  for (const [run, j] of s.clockJump.runs.entries())
    for (const [scenario, ratio] of Object.entries(j.ratio))
      console.log(
        `   run ${run + 1}, 10–19-year clock jumps of ${scenario} sandboxes (median ${j.jumpMs[scenario].toFixed(0)} ms): ` +
          `another sandbox's p99 ${j.quietP99Ms.toFixed(1)} → ${j.duringP99Ms[scenario].toFixed(1)} ms ` +
          `(${j.duringCalls[scenario]} calls), ` +
          `${ratio.toFixed(2)}× (budget ≤ 2×)`,
      );
  console.log(`   clock jumps within the budget in every run: ${s.clockJump.withinBudget ? 'yes' : 'NO'}`);
}
