import { onFirstInput } from '../ui/firstInput';

/** Quiet time after the load event before deferred work starts, unless the player acts first. */
const SETTLE_MS = 3000;
/** Longest wait for an idle moment after that. */
const IDLE_TIMEOUT_MS = 3000;

export interface IdleTiming {
  settleMs: number;
  idleTimeoutMs: number;
}

/**
 * For the service worker: registering costs the page one small chunk and a call, the precache
 * downloads in the worker's own thread, and a first visit works offline only once the worker
 * holds the page, which should be within 2 s of load (issue #37): so a shorter wait.
 */
export const WORKER_TIMING: IdleTiming = { settleMs: 1000, idleTimeoutMs: 500 };
const INTERACTIONS = ['pointerdown', 'keydown'] as const;
/**
 * Marked on the page's performance timeline each time deferred work starts, so a trace, a
 * Lighthouse run or a browser journey can tell what the first screen loaded from what came after.
 */
export const DEFERRED_WORK_MARK = 'playhouse:deferred-work';

/**
 * Runs `task` once for work the first screen does not need (the customer-service decryption and
 * its library): a few seconds after the page's load event, in an idle moment of the main thread,
 * or at once when the player first touches or types, whichever comes first. The first screen's
 * own lists and artwork keep the network and the main thread while they arrive.
 */
export function whenIdle(
  task: () => void,
  win: Window = window,
  timing: IdleTiming = { settleMs: SETTLE_MS, idleTimeoutMs: IDLE_TIMEOUT_MS },
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stopListening();
    win.performance?.mark?.(DEFERRED_WORK_MARK);
    task();
  };
  const stopListening = onFirstInput(INTERACTIONS, run, win);
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(run, { timeout: timing.idleTimeoutMs });
    } else {
      run();
    }
  };
  const settle = () => win.setTimeout(idle, timing.settleMs);
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });
}
