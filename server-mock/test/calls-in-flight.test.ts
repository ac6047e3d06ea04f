import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsServed, countCallsInFlight, noCallServed, parkForGood, parkedWhile } from '../http/calls-in-flight.ts';

/** A call as the middleware sees it: a response that emits `close` when its connection is done with it. */
function arrive(): Response {
  const res = new EventEmitter() as unknown as Response;
  countCallsInFlight({} as never, res, () => {});
  return res;
}
const close = (res: Response) => (res as unknown as EventEmitter).emit('close');
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] }));
afterEach(() => void vi.useRealTimers());

describe('a catch-up slice waiting for the calls being served', () => {
  it('goes on the next turn when no call is served', async () => {
    expect(callsServed()).toBe(0);
    expect(await settled(noCallServed(50))).toBe(true);
  });

  it('waits while a call is served and goes once it is answered', async () => {
    const call = arrive();
    const slice = noCallServed(50);
    expect(await settled(slice)).toBe(false);
    close(call);
    expect(await settled(slice)).toBe(true);
    expect(callsServed()).toBe(0);
  });

  it('goes after its longest wait under a call that never ends', async () => {
    const call = arrive();
    const slice = noCallServed(50);
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(slice)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(slice)).toBe(true);
    close(call);
  });

  it('does not wait for calls that wait on purpose (a catch-up, a delay, a hang)', async () => {
    const waiting = arrive();
    let release = () => {};
    const parked = parkedWhile(waiting, new Promise<void>((r) => (release = r)));
    const hung = arrive();
    parkForGood(hung);
    expect(await settled(noCallServed(50))).toBe(true);
    release();
    await parked;
    expect(callsServed()).toBe(1); // served again once its wait is over
    close(waiting);
    close(hung);
    expect(callsServed()).toBe(0);
  });

  it('counts a call closed while it was parked once only', async () => {
    const call = arrive();
    let release = () => {};
    const parked = parkedWhile(call, new Promise<void>((r) => (release = r)));
    close(call);
    release();
    await parked;
    expect(callsServed()).toBe(0);
  });
});
