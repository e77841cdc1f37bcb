import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from './withinTime.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withinTime', () => {
  it('gives what the work settles with in time, without the fallback, and leaves no timer', async () => {
    vi.useFakeTimers();
    const late = vi.fn(() => 'late');
    await expect(withinTime(Promise.resolve('done'), 1_000, late)).resolves.toBe('done');
    expect(late).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('falls back once the time is over, not before', async () => {
    vi.useFakeTimers();
    const late = vi.fn(() => Promise.resolve('dropped'));
    const outcome = withinTime(new Promise<string>(() => undefined), 1_000, late);
    await vi.advanceTimersByTimeAsync(999);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('dropped');
    expect(late).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a rejection that comes in time, without the fallback', async () => {
    vi.useFakeTimers();
    const late = vi.fn();
    await expect(withinTime(Promise.reject(new Error('refused')), 1_000, late)).rejects.toThrow(
      'refused',
    );
    expect(late).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets the work fail unheard after the fallback (no unhandled rejection)', async () => {
    let fail: (error: Error) => void = () => undefined;
    const work = new Promise<never>((_, reject) => (fail = reject));
    await expect(withinTime(work, 5, () => 'dropped')).resolves.toBe('dropped');
    fail(new Error('closed after all'));
    // An unhandled rejection would fail this file in Vitest.
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('does not hold the process open while it waits', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const outcome = withinTime(new Promise<never>(() => undefined), 5, () => 'dropped');
    const timer = setTimer.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await expect(outcome).resolves.toBe('dropped');
  });
});
