/** The Prioritized Task Scheduling API, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so the browser can paint or answer a tap in
 * between: start-up work split this way runs as several shorter tasks instead of one long one.
 * `scheduler.yield()` keeps the continuation ahead of other queued work; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
