import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_WORK_MARK, WORKER_TIMING, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the page has settled after loading', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("settles for a shorter time for the service worker's registration", () => {
    const task = vi.fn();
    whenIdle(task, window, WORKER_TIMING);
    vi.advanceTimersByTime(900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(700);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('marks on the performance timeline when deferred work starts', () => {
    const mark = vi.spyOn(window.performance, 'mark');
    whenIdle(() => undefined);
    expect(mark).not.toHaveBeenCalledWith(DEFERRED_WORK_MARK);
    window.dispatchEvent(new Event('keydown'));
    expect(mark).toHaveBeenCalledWith(DEFERRED_WORK_MARK);
  });

  it('runs at once, and only once, when the player acts first', () => {
    const task = vi.fn();
    whenIdle(task);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
