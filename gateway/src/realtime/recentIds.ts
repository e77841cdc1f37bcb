/**
 * Event ids this replica delivered lately. An event can reach a replica twice — from its own
 * upstream stream and forwarded by a peer that held no socket of the member — and must reach
 * each browser once. Two rotating generations keep memory bounded without a timer.
 */
export class RecentIds {
  private current = new Set<string>();
  private previous = new Set<string>();
  private since = Date.now();

  /**
   * A forwarded copy trails the replica's own copy by a Redis round trip, so seconds are plenty;
   * the cap bounds memory (~10 MB per generation of UUIDs) at any event rate.
   */
  constructor(
    private readonly windowMs = 10_000,
    private readonly maxPerGeneration = 100_000,
  ) {}

  /** Records the id; false when it was already recorded within the window. */
  add(id: string): boolean {
    if (this.current.has(id) || this.previous.has(id)) return false;
    const now = Date.now();
    if (now - this.since >= this.windowMs || this.current.size >= this.maxPerGeneration) {
      this.previous = this.current;
      this.current = new Set();
      this.since = now;
    }
    this.current.add(id);
    return true;
  }
}
