import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswers } from './early-answers';

afterEach(() => {
  vi.useRealTimers();
});

describe('earlyAnswers', () => {
  it('hands an answer to the first taker of its key, once', async () => {
    const answers = earlyAnswers<string>(1000);
    const ask = vi.fn(async () => 'answer');
    answers.start('/a', ask);
    expect(answers.take('/b')).toBeUndefined();
    expect(await answers.take('/a')).toBe('answer');
    expect(answers.take('/a')).toBeUndefined();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('starts a key once while its answer is kept and fresh, again once it is stale or taken', () => {
    vi.useFakeTimers();
    const answers = earlyAnswers<string>(1000);
    const ask = vi.fn(async () => 'answer');
    const first = answers.start('/a', ask);
    expect(answers.start('/a', ask)).toBe(first);
    vi.advanceTimersByTime(1000);
    expect(answers.take('/a')).toBeUndefined(); // left untaken too long: it may be stale
    answers.start('/a', ask);
    answers.take('/a');
    answers.start('/a', ask);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('forgets every answer when its caller clears the map it passed', () => {
    const kept = new Map();
    const answers = earlyAnswers<string>(1000, kept);
    answers.start('/a', async () => 'answer');
    kept.clear();
    expect(answers.take('/a')).toBeUndefined();
  });

  it('hands a failure to its taker, and leaves none unhandled when nobody takes it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const answers = earlyAnswers<string>(1000);
    answers.start('/taken', () => Promise.reject(new Error('offline')));
    answers.start('/untaken', () => Promise.reject(new Error('offline')));
    await expect(answers.take('/taken')).rejects.toThrow('offline');
    // Node reports a rejection nobody handled once the microtasks of the turn have run: one turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
