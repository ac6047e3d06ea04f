import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsServed,
  callsServedWithin,
  countCallsInFlight,
  noCallServed,
  parkForGood,
  parkedWhile,
} from '../http/calls-in-flight.ts';

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

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] }));
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

  it('lets a call that arrives before its turn be served first', async () => {
    const slice = noCallServed(50);
    const call = arrive(); // read from its socket in the same turn, before the slice's check
    expect(await settled(slice)).toBe(false);
    close(call);
    expect(await settled(slice)).toBe(true);
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

describe('whether others use the server', () => {
  /** Each test's fake clock starts at 0 again: the last call answered is made this test's, 100 ms ago. */
  const answeredLongAgo = async () => {
    close(arrive());
    await vi.advanceTimersByTimeAsync(100);
  };

  it('says so while a call is served and for a while after it was answered', async () => {
    await answeredLongAgo();
    expect(callsServedWithin(100)).toBe(false);
    const call = arrive();
    expect(callsServedWithin(100)).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    close(call);
    await vi.advanceTimersByTimeAsync(99);
    expect(callsServedWithin(100)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsServedWithin(100)).toBe(false);
  });

  it("does not count calls that wait on purpose (a jump's own call, a hang)", async () => {
    await answeredLongAgo();
    const jump = arrive();
    let release = () => {};
    const parked = parkedWhile(jump, new Promise<void>((r) => (release = r)));
    const hung = arrive();
    parkForGood(hung);
    expect(callsServedWithin(100)).toBe(false);
    close(hung);
    expect(callsServedWithin(100)).toBe(false);
    release();
    await parked;
    close(jump);
    expect(callsServedWithin(100)).toBe(true); // answered once its wait was over
  });
});
