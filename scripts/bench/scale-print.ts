// The scale part's tables: pages on both scenarios, interactions and answers on `xlarge`, memory.
import type { ScaleBench } from './scale.ts';
import { worstCalls, type CallFigures } from './scale-answers.ts';

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const ms = (x: number) => +x.toFixed(0);
const verdict = (pass: boolean) => (pass ? 'ok' : 'OVER');
const callLine = (c: CallFigures | undefined) => (c ? `${c.call}${c.perLoad > 1 ? ` ×${c.perLoad}` : ''}` : '—');

export function printScale(s: ScaleBench) {
  const g = s.goals;
  console.log(
    `\n6. Scale: large vs xlarge, alternating, median of ${s.runs} runs (goals: route ≤ ${g.routeMs} ms, widget ≤ ${g.widgetMs} ms on xlarge; xlarge/large ≤ ${g.ratio}× in time and bytes)`,
  );
  console.table(
    s.pages.map((p) => ({
      page: p.page,
      kind: p.kind,
      'large ms': ms(p.large.ms),
      'xlarge ms': ms(p.xlarge.ms),
      'time ×': +p.timeRatio.toFixed(2),
      'large KB': kb(p.large.bytes),
      'xlarge KB': kb(p.xlarge.bytes),
      'bytes ×': +p.bytesRatio.toFixed(2),
      goal: verdict(p.pass),
      ...(p.large.failed + p.xlarge.failed ? { failed: p.large.failed + p.xlarge.failed } : {}),
    })),
  );
  // Bytes that grow with the account (a list sent whole) fail the bench: its exit code says so.
  const grown = s.pages.filter((p) => !p.bytesPass);
  if (grown.length) {
    process.exitCode = 1;
    console.error(
      `FAIL: bytes on xlarge over ${g.bytesRatio}× those on large: ${grown.map((p) => `${p.page} ${p.bytesRatio.toFixed(2)}×`).join(', ')}`,
    );
  } else console.log(`Bytes: every page and widget within ${g.bytesRatio}× from large to xlarge.`);

  console.log(
    `\n6b. Filter and sort on xlarge, settled and in the frame the content appears (goal ≤ ${g.interactionMs} ms)`,
  );
  console.table(
    s.interactions.map((i) => ({
      interaction: i.interaction,
      settledMs: ms(i.settledMs),
      atFirstContentMs: ms(i.atFirstContentMs),
      goal: verdict(i.pass),
      ...(i.failed ? { failed: i.failed } : {}),
    })),
  );

  console.log(
    `\n6c. API answers each page needed on xlarge: its largest (compressed) and its slowest (p50 server time, the call asked again alone; in the page beside it); goal ≤ ${g.answerKb} KB and ≤ ${g.answerServerMs} ms each`,
  );
  const ms1 = (x: number) => +x.toFixed(1);
  const worst = s.pages.map((p) => ({ page: p.page, ...worstCalls(p.xlarge.answers, g) }));
  console.table(
    worst.map((w) => ({
      page: w.page,
      largest: callLine(w.largest),
      KB: w.largest ? kb(w.largest.bytes) : '—',
      slowest: callLine(w.slowest),
      'p50 ms': w.slowest ? ms1(w.slowest.aloneMs) : '—',
      'in page': w.slowest ? ms1(w.slowest.serverMs) : '—',
      'over goal': w.over.length,
    })),
  );
  const over = worst.flatMap((w) => w.over.map((c) => ({ page: w.page, ...c })));
  if (over.length) {
    console.log('    Answers over a goal on xlarge (p50 alone), with the same call on large:');
    console.table(
      over.map((c) => {
        const onLarge = s.pages.find((p) => p.page === c.page)?.large.answers.find((a) => a.call === c.call);
        return {
          page: c.page,
          call: c.call,
          KB: kb(c.bytes),
          'p50 ms': ms1(c.aloneMs),
          'in page': ms1(c.serverMs),
          'large KB': onLarge ? kb(onLarge.bytes) : '—',
          'large p50 ms': onLarge ? ms1(onLarge.aloneMs) : '—',
        };
      }),
    );
  }

  const m = s.memory;
  console.log('\n6d. Servers (console + API + examples in one process)');
  console.table({
    large: { 'start ms': ms(m.startMs.large), 'RSS after start MB': ms(m.freshMb.large) },
    xlarge: {
      'start ms': ms(m.startMs.xlarge),
      'RSS after start MB': ms(m.freshMb.xlarge),
      'soak start MB': ms(m.xlargeSoak.startMb),
      'soak end MB': ms(m.xlargeSoak.endMb),
      'soak s': m.xlargeSoak.soakSeconds,
      'soak requests': m.xlargeSoak.soakRequests,
    },
  });
}
