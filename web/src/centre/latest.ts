/**
 * Keeps only the newest of overlapping calls: `begin()` hands each call a ticket, and a ticket is
 * current until the next `begin()` (or `cancel()`). A screen drops the answer of a stale ticket,
 * so a slow answer never overwrites a newer one. This is the one place the app does that.
 */
export class LatestCall {
  private current = 0;

  /** A new call: every earlier ticket is stale from now on. */
  begin(): () => boolean {
    const mine = ++this.current;
    return () => mine === this.current;
  }

  /** Makes every ticket handed out so far stale (a reset, a sign-out). */
  cancel(): void {
    this.current += 1;
  }
}
