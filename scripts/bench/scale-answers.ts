// The API answers of one page over several loads: per call, medians; and the ones the goals are about.
import type { ApiAnswer } from './api-answers.ts';
import { median } from './browser.ts';

export type CallFigures = {
  call: string;
  /** Answers per load (median): a call asked for once per row, say, shows here. */
  perLoad: number;
  /** Compressed body, median over every answer of every load, in bytes. */
  bytes: number;
  /** The server's time (`Server-Timing: app`) as the page saw it, median over every answer: the p50. */
  serverMs: number;
  /** The same call asked again with nothing else in flight (server-time-alone.ts), p50: what the goal is about. */
  aloneMs: number;
  /** Answers with a status of 400 or more (the page still counted as loaded). */
  errors: number;
};

/**
 * Every call the page made, largest first, from each load's answers; `alone` gives a call's p50 with nothing else in
 * flight, from one of its requests (the caller keeps one figure per call and scenario: a call costs the same on every
 * page).
 */
export async function summarizeAnswers(
  loads: ApiAnswer[][],
  alone: (call: string, request: ApiAnswer['request']) => Promise<number>,
): Promise<CallFigures[]> {
  const byCall = new Map<string, ApiAnswer[]>();
  for (const answer of loads.flat()) byCall.set(answer.call, [...(byCall.get(answer.call) ?? []), answer]);
  const calls: CallFigures[] = [];
  for (const [call, answers] of byCall)
    calls.push({
      call,
      perLoad: median(loads.map((l) => l.filter((a) => a.call === call).length)),
      bytes: median(answers.map((a) => a.bytes)),
      serverMs: median(answers.map((a) => a.serverMs)),
      aloneMs: await alone(call, answers.at(-1)!.request),
      errors: answers.filter((a) => a.status >= 400).length,
    });
  return calls.sort((a, b) => b.bytes - a.bytes);
}

/** The page's largest call and its slowest alone, and the calls over a goal (KB of 1,024 B; p50 alone, in ms). */
export function worstCalls(calls: CallFigures[], goals: { answerKb: number; answerServerMs: number }) {
  const largest = calls[0];
  const slowest = [...calls].sort((a, b) => (b.aloneMs || 0) - (a.aloneMs || 0))[0];
  const over = calls.filter((c) => c.bytes > goals.answerKb * 1024 || c.aloneMs > goals.answerServerMs);
  return { largest, slowest, over };
}
