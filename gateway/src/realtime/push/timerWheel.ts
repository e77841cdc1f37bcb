/**
 * Many far-off deadlines on one timer: each member's connections are rebuilt every few minutes,
 * and a Node timer per connection (its `Timeout`, a timer list for its own jittered duration and
 * the callback it holds) cost more memory than the member's deadline itself. One interval, running
 * only while something is scheduled, fires every key whose time came; a deadline is met within
 * `resolutionMs`.
 */
export class TimerWheel<K> {
  private readonly due = new Map<K, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly resolutionMs: number,
    private readonly fire: (key: K) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Fires `key` once, `delayMs` from now; replaces a time already set for it. */
  schedule(key: K, delayMs: number): void {
    this.due.set(key, this.now() + delayMs);
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.resolutionMs);
      this.timer.unref();
    }
  }

  cancel(key: K): void {
    if (this.due.delete(key) && this.due.size === 0) this.idle();
  }

  get size(): number {
    return this.due.size;
  }

  private tick(): void {
    const now = this.now();
    for (const [key, at] of this.due) {
      if (at > now) continue;
      this.due.delete(key);
      this.fire(key);
    }
    if (this.due.size === 0) this.idle();
  }

  private idle(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
