/**
 * A process-wide cap on STOMP CONNECTs per second: each connection attempt takes the next slot,
 * slots `1000 / perSecond` ms apart, so a push host that restarts with thousands of members
 * connected here is never sent more than `perSecond` CONNECTs in any second.
 *
 * Slots alone do not hold the cap when the process is busy: a timer that fires late wakes every
 * attempt whose slot passed meanwhile at once. So each attempt also checks when the attempt
 * `perSecond` places before it went out, and waits until that is a second ago.
 */
export class ConnectPacer {
  private nextSlot = 0;
  private readonly spacingMs: number;
  /** When the last `perSecond` attempts went out, the oldest overwritten first. */
  private readonly sentAt: Float64Array;
  private sentCount = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.spacingMs = 1000 / perSecond;
    this.sentAt = new Float64Array(perSecond).fill(Number.NEGATIVE_INFINITY);
  }

  /** Resolves when this attempt may connect; false when `cancelled` said so meanwhile. */
  async take(cancelled: () => boolean = () => false): Promise<boolean> {
    const now = this.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.spacingMs;
    await sleep(slot - now);
    for (;;) {
      if (cancelled()) return false;
      const at = this.now();
      const index = this.sentCount % this.perSecond;
      const wait = (this.sentAt[index] ?? Number.NEGATIVE_INFINITY) + 1000 - at;
      if (wait <= 0) {
        this.sentAt[index] = at;
        this.sentCount += 1;
        return true;
      }
      await sleep(wait);
    }
  }

  /** How long an attempt asking now would wait, for the operator status. */
  get backlogMs(): number {
    return Math.max(0, this.nextSlot - this.now());
  }
}

function sleep(ms: number): Promise<void> {
  if (ms < 1) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
