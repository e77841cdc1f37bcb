/** One change to the upstream subscription's member set. */
export interface InterestChange {
  add: string[];
  remove: string[];
}

/**
 * Sends one change to the upstream; resolves once the stream carries it. On failure the sender
 * reopens the stream (the upstream's set is unknown then).
 */
export type SendInterest = (change: InterestChange) => Promise<void>;

/** Keeps one request small enough for the upstream's limit (docs/OUR-ENDPOINTS.md). */
const MAX_BATCH = 5_000;

/**
 * The members whose browsers this replica holds, kept in step with the replica's upstream
 * subscription so the upstream sends it only events it can deliver itself. Changes made in the
 * same tick travel in one request; one request is in flight at a time.
 *
 * `watch` resolves once the upstream carries the member's events, so a browser's resync signal
 * can wait for it: whatever happened before is then fetched by the browser, whatever happens
 * after arrives as an event. While the stream is down or unfiltered there is nothing to wait
 * for (an unfiltered stream carries everyone; a resumed stream resyncs every browser).
 */
export class MemberInterest {
  private readonly wanted = new Set<string>();
  private acknowledged = new Set<string>();
  private pendingAdd = new Set<string>();
  private pendingRemove = new Set<string>();
  private readonly waiters = new Map<string, (() => void)[]>();
  private send: SendInterest | undefined;
  private epoch = 0;
  private flushing = false;
  private scheduled = false;
  private onSettled: (() => void) | undefined;

  get size(): number {
    return this.wanted.size;
  }

  watch(memberId: string): Promise<void> {
    this.wanted.add(memberId);
    this.pendingRemove.delete(memberId);
    if (!this.send || this.acknowledged.has(memberId)) return Promise.resolve();
    this.pendingAdd.add(memberId);
    const done = new Promise<void>((resolve) => {
      const list = this.waiters.get(memberId);
      if (list) list.push(resolve);
      else this.waiters.set(memberId, [resolve]);
    });
    this.schedule();
    return done;
  }

  unwatch(memberId: string): void {
    this.wanted.delete(memberId);
    this.pendingAdd.delete(memberId);
    this.release(memberId);
    if (this.send && this.acknowledged.has(memberId)) {
      this.pendingRemove.add(memberId);
      this.schedule();
    }
  }

  /**
   * A filtered stream opened with an empty set: sends every wanted member. Resolves when the
   * upstream has them all (or the attempt ended), so the owner can then tell browsers to resync.
   */
  attach(send: SendInterest): Promise<void> {
    this.epoch += 1;
    this.send = send;
    this.acknowledged = new Set();
    this.pendingAdd = new Set(this.wanted);
    this.pendingRemove = new Set();
    this.flushing = false;
    return new Promise<void>((resolve) => {
      this.onSettled = resolve;
      this.schedule();
    });
  }

  /** The stream is down or carries every member: nobody has anything to wait for. */
  detach(): void {
    this.epoch += 1;
    this.send = undefined;
    this.acknowledged = new Set();
    this.pendingAdd.clear();
    this.pendingRemove.clear();
    this.flushing = false;
    for (const memberId of [...this.waiters.keys()]) this.release(memberId);
    this.settle();
  }

  private release(memberId: string): void {
    const list = this.waiters.get(memberId);
    if (!list) return;
    this.waiters.delete(memberId);
    for (const resolve of list) resolve();
  }

  private settle(): void {
    const settled = this.onSettled;
    this.onSettled = undefined;
    settled?.();
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const send = this.send;
    if (!send || this.flushing) return;
    if (this.pendingAdd.size === 0 && this.pendingRemove.size === 0) {
      this.settle();
      return;
    }
    const add = take(this.pendingAdd);
    const remove = take(this.pendingRemove);
    const epoch = this.epoch;
    // A member being removed is not carried any more as far as a new socket of theirs knows.
    for (const m of remove) this.acknowledged.delete(m);
    this.flushing = true;
    try {
      await send({ add, remove });
    } catch {
      // The sender reopens the stream, which detaches and attaches again with the full set.
      if (epoch !== this.epoch) return;
      this.flushing = false;
      this.settle();
      return;
    }
    if (epoch !== this.epoch) return;
    this.flushing = false;
    for (const m of add) {
      this.acknowledged.add(m);
      this.release(m);
    }
    // A member who left while their add was in flight is now subscribed for nothing.
    for (const m of add) if (!this.wanted.has(m)) this.pendingRemove.add(m);
    for (const m of remove)
      if (this.wanted.has(m) && !this.acknowledged.has(m)) this.pendingAdd.add(m);
    void this.flush();
  }
}

function take(set: Set<string>): string[] {
  const out: string[] = [];
  for (const m of set) {
    if (out.length >= MAX_BATCH) break;
    out.push(m);
  }
  for (const m of out) set.delete(m);
  return out;
}
