/**
 * A process-wide cap on STOMP CONNECTs per second: each connection attempt takes the next slot,
 * slots `1000 / perSecond` ms apart, so a push host that restarts with thousands of members
 * connected here is never sent more than `perSecond` CONNECTs in any second.
 */
export class ConnectPacer {
  private nextSlot = 0;
  private readonly spacingMs: number;

  constructor(
    perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.spacingMs = 1000 / perSecond;
  }

  /** Resolves when this attempt may connect; false when `cancelled` said so meanwhile. */
  async take(cancelled: () => boolean = () => false): Promise<boolean> {
    const now = this.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.spacingMs;
    const wait = slot - now;
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait).unref());
    return !cancelled();
  }

  /** How long an attempt asking now would wait, for the operator status. */
  get backlogMs(): number {
    return Math.max(0, this.nextSlot - this.now());
  }
}
