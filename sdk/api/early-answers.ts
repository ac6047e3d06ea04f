/**
 * Answers of GETs started before their caller asks (the loader starts a widget's first call while the widget's code
 * downloads; the console starts a page's calls when its route matches), kept by `requestKey`. The caller's own call
 * takes the answer: once, and only within `keepMs` of its start, since an answer kept longer may be stale. A caller
 * that finds none asks the usual way; what it does with a failed one is its own (the SDK's client asks again: the early
 * call had no 401 refresh; the console hands it to the page). A failure nobody takes is never left unhandled.
 */
/** A kept answer and when it started. A caller that must forget every answer (sign-out) passes its own map and
 * clears it: a `clear` method would ship in the loader, which has no use for it. */
export type EarlyAnswer<T> = { answer: Promise<T>; at: number };

export function earlyAnswers<T>(keepMs: number, kept: Map<string, EarlyAnswer<T>> = new Map()) {
  const fresh = (key: string) => {
    const early = kept.get(key);
    return early && Date.now() - early.at < keepMs ? early.answer : undefined;
  };
  return {
    /** Starts `ask` for `key` unless a fresh answer is kept for it already; returns the answer kept. */
    start(key: string, ask: () => Promise<T>): Promise<T> {
      let answer = fresh(key);
      if (!answer) {
        answer = ask();
        answer.catch(() => undefined);
        kept.set(key, { answer, at: Date.now() });
      }
      return answer;
    },
    /** The fresh answer kept for `key`, handed over once; undefined when there is none. */
    take(key: string): Promise<T> | undefined {
      const answer = fresh(key);
      kept.delete(key);
      return answer;
    },
  };
}
