/** Timers a state owns, so tests can fire them by hand and `reset()` can cancel them. */
export interface Scheduler {
  after(ms: number, run: () => void): () => void;
}

export const realScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
