import type { RequestHandler, Response } from 'express';

/**
 * The API calls this process is serving, so that a clock jump's catch-up (http/clock-catch-up.ts) works in the gaps
 * between them instead of in front of each of their turns of the event loop: a call whose token check, body or answer
 * takes several turns otherwise waits for a slice at each (docs/decisions/0053). A call waiting on purpose — for a
 * catch-up, a fault's delay or hang, a trickle, a long poll — is parked: it is not being served while it waits.
 */
const served = new WeakSet<Response>();
const closed = new WeakSet<Response>();
let serving = 0;
let waiting: (() => void)[] = [];
/** When a call was last answered (its connection done with it), by performance.now(). */
let lastAnsweredAt = -Infinity;

function stopServing(res: Response): void {
  if (!served.delete(res)) return;
  serving -= 1;
  if (serving > 0) return;
  const wake = waiting;
  waiting = [];
  wake.forEach((resolve) => resolve());
}

function startServing(res: Response): void {
  if (closed.has(res) || served.has(res)) return;
  served.add(res);
  serving += 1;
}

/** Counts each call from its arrival until its connection is done with it. */
export const countCallsInFlight: RequestHandler = (_req, res, next) => {
  startServing(res);
  res.once('close', () => {
    if (served.has(res)) lastAnsweredAt = performance.now();
    closed.add(res);
    stopServing(res);
  });
  next();
};

/** The call waits for `wait` without being served meanwhile; it counts again once `wait` settles. */
export async function parkedWhile<T>(res: Response, wait: Promise<T>): Promise<T> {
  stopServing(res);
  try {
    return await wait;
  } finally {
    startServing(res);
  }
}

/** The call will not be served until its connection closes (a hang, a trickle's pauses). */
export const parkForGood = (res: Response): void => stopServing(res);

/**
 * Resolves on a turn of the event loop when no call is being served, or after `atMostMs` whatever is served, so that
 * a catch-up still moves under calls that never stop. The check is made on that turn, not when asked: a call read from
 * its socket in between (the loop's I/O phase runs before it) is served first, not after another slice.
 */
export function noCallServed(atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = false;
    const timer = setTimeout(done, atMostMs);
    function done() {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      waiting = waiting.filter((w) => w !== wake);
      resolve();
    }
    function check() {
      if (finished) return;
      if (serving <= 0) done();
      else waiting.push(wake);
    }
    // Once the last call is answered, one more turn lets its bytes go out before the catch-up takes the loop.
    const wake = () => setImmediate(check);
    setImmediate(check);
  });
}

/**
 * Whether calls are being served, or one was answered within `ms`: someone else is using the server. Parked calls do
 * not count, so a jump's own call and the calls waiting for it do not.
 */
export const callsServedWithin = (ms: number): boolean => serving > 0 || performance.now() - lastAnsweredAt < ms;

/** Calls being served now (tests). */
export const callsServed = (): number => serving;
