import type { Scheduler } from '../state/scheduler.js';

/** Timers fired by the test, never by the wall clock. */
export class ManualScheduler implements Scheduler {
  private timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  elapsed = 0;

  after(ms: number, run: () => void) {
    const timer = { at: this.elapsed + ms, run, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  advance(ms: number) {
    this.elapsed += ms;
    const due = this.timers.filter((t) => !t.cancelled && t.at <= this.elapsed);
    this.timers = this.timers.filter((t) => !due.includes(t));
    for (const t of due) t.run();
  }
}
