import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimerWheel } from './timerWheel.js';

describe('TimerWheel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires each key once its time came, and a cancelled or replaced time not at all', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    const wheel = new TimerWheel<string>(100, (key) => fired.push(key));
    wheel.schedule('a', 250);
    wheel.schedule('b', 1_000);
    wheel.schedule('c', 300);
    wheel.cancel('c');
    wheel.schedule('b', 500);
    vi.advanceTimersByTime(200);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual(['a']);
    vi.advanceTimersByTime(300);
    expect(fired).toEqual(['a', 'b']);
    vi.advanceTimersByTime(5_000);
    expect(fired).toEqual(['a', 'b']);
    expect(wheel.size).toBe(0);
  });

  it('lets a key fired be scheduled again from its callback', () => {
    vi.useFakeTimers();
    let count = 0;
    const wheel: TimerWheel<string> = new TimerWheel(100, (key) => {
      count += 1;
      if (count < 3) wheel.schedule(key, 100);
    });
    wheel.schedule('a', 100);
    vi.advanceTimersByTime(1_000);
    expect(count).toBe(3);
  });
});
