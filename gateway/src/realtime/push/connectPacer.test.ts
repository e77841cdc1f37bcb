import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busiestWindow } from '../../test-support/busiestWindow.js';
import { ConnectPacer } from './connectPacer.js';

/** The most release times within any 1,000 ms. */
const busiestSecond = (times: number[]): number => busiestWindow(times, 1000);

describe('ConnectPacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** 1,000 members reconnecting at once; the times at which each was let through. */
  function reconnectAll(pacer: ConnectPacer, now: () => number, members = 1000): number[] {
    const released: number[] = [];
    for (let n = 0; n < members; n += 1) void pacer.take().then((ok) => ok && released.push(now()));
    return released;
  }

  it('spaces CONNECTs evenly, the last 2.5 s out at 400 a second', async () => {
    const pacer = new ConnectPacer(400);
    const released = reconnectAll(pacer, Date.now);
    expect(pacer.backlogMs).toBe(2500);
    await vi.advanceTimersByTimeAsync(3000);
    expect(released).toHaveLength(1000);
    expect(busiestSecond(released)).toBeLessThanOrEqual(400);
    expect(Math.max(...released)).toBeLessThan(2600);
    expect(pacer.backlogMs).toBe(0);
  });

  it('holds the cap when the process stalls and the waiting slots come due together', async () => {
    // While `stalledUntil` is set, every timer that comes due runs at that moment: the process
    // was busy (a long task, a full garbage collection) and ran them all late, together.
    let stalledUntil: number | undefined;
    const now = () => stalledUntil ?? Date.now();
    const pacer = new ConnectPacer(400, now);
    const released = reconnectAll(pacer, now);
    await vi.advanceTimersByTimeAsync(500);
    stalledUntil = 1300;
    await vi.advanceTimersByTimeAsync(800);
    stalledUntil = undefined;
    await vi.advanceTimersByTimeAsync(4000);
    expect(released).toHaveLength(1000);
    // Slots alone let the 320 that came due in the stall out at once, then went on at pace:
    // about 720 in the second after it.
    expect(busiestSecond(released)).toBeLessThanOrEqual(400);
  });

  it('lets a cancelled attempt go without using up a place', async () => {
    // Four attempts at 2 a second, all woken together by a stall: two may go at once. The
    // cancelled one is not among them, so the attempt after it goes now, not a second later.
    let stalledUntil: number | undefined;
    const now = () => stalledUntil ?? Date.now();
    const pacer = new ConnectPacer(2, now);
    let gone = false;
    const through: string[] = [];
    const attempt = (name: string, cancelled?: () => boolean) =>
      void pacer.take(cancelled).then((ok) => ok && through.push(name));
    attempt('first');
    attempt('cancelled', () => gone);
    attempt('third');
    attempt('fourth');
    gone = true;
    stalledUntil = 2000;
    await vi.advanceTimersByTimeAsync(2000);
    expect(through).toEqual(['first', 'third']);
    stalledUntil = undefined;
    await vi.advanceTimersByTimeAsync(1000);
    expect(through).toEqual(['first', 'third', 'fourth']);
  });
});
