import { describe, expect, it } from 'vitest';
import { latestCall } from './latest-call';

describe('latestCall', () => {
  it.each([
    { calls: 1, dropped: false, current: [true] },
    { calls: 2, dropped: false, current: [false, true] },
    { calls: 3, dropped: false, current: [false, false, true] },
    { calls: 2, dropped: true, current: [false, false] },
  ])('$calls calls, dropped: $dropped → $current', ({ calls, dropped, current }) => {
    const latest = latestCall();
    const checks = Array.from({ length: calls }, () => latest.begin());
    if (dropped) latest.drop();
    expect(checks.map((isCurrent) => isCurrent())).toEqual(current);
  });

  it('keeps two stores apart', () => {
    const [a, b] = [latestCall(), latestCall()];
    const first = a.begin();
    b.begin();
    expect(first()).toBe(true);
  });
});
