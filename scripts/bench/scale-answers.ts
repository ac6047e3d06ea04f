// The API answers of one page over several loads: per call, medians; and the ones the goals are about.
import type { ApiAnswer } from './api-answers.ts';
import { median } from './browser.ts';

export type CallFigures = {
  call: string;
  /** Answers per load (median): a call asked for once per row, say, shows here. */
  perLoad: number;
  /** Compressed body, median over every answer of every load, in bytes. */
  bytes: number;
  /** The server's own time (`Server-Timing: app`), median over every answer: the p50. */
  serverMs: number;
  /** Answers with a status of 400 or more (the page still counted as loaded). */
  errors: number;
};

/** Every call the page made, largest first, from each load's answers. */
export function summarizeAnswers(loads: ApiAnswer[][]): CallFigures[] {
  const byCall = new Map<string, ApiAnswer[]>();
  for (const answer of loads.flat()) byCall.set(answer.call, [...(byCall.get(answer.call) ?? []), answer]);
  return [...byCall]
    .map(([call, answers]) => ({
      call,
      perLoad: median(loads.map((l) => l.filter((a) => a.call === call).length)),
      bytes: median(answers.map((a) => a.bytes)),
      serverMs: median(answers.map((a) => a.serverMs)),
      errors: answers.filter((a) => a.status >= 400).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The page's largest and slowest call, and whether either is over the goals (KB of 1,024 B, ms). */
export function worstCalls(calls: CallFigures[], goals: { answerKb: number; answerServerMs: number }) {
  const largest = calls[0];
  const slowest = [...calls].sort((a, b) => (b.serverMs || 0) - (a.serverMs || 0))[0];
  const over = calls.filter((c) => c.bytes > goals.answerKb * 1024 || c.serverMs > goals.answerServerMs);
  return { largest, slowest, over };
}
