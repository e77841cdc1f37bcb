/** A calendar month of the stand-in's clock (UTC, as the rank salary's month): `[start, end)`. */
export interface ReviewMonth {
  start: number;
  end: number;
  /** `2026-11` */
  name: string;
}

export function monthAt(at: number): ReviewMonth {
  const d = new Date(at);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return { start, end, name: new Date(start).toISOString().slice(0, 7) };
}

/**
 * When the VIP ranks were last reviewed: every month that has ended on the stand-in's clock
 * since then is due, oldest first. Reviewing starts from the month the stand-in started (or was
 * reset) in, so no member loses a rank for months the stand-in never lived through.
 */
export class VipReviews {
  /** The first instant of the month whose end is the next review. */
  private openMonthStart: number;

  constructor(private readonly now: () => number) {
    this.openMonthStart = monthAt(now()).start;
  }

  clear(): void {
    this.openMonthStart = monthAt(this.now()).start;
  }

  /** The months that ended since the last review; taking them marks them reviewed. */
  takeDueMonths(): ReviewMonth[] {
    const current = monthAt(this.now());
    // A reset puts the clock back; the review follows it rather than waiting for it.
    if (current.start < this.openMonthStart) this.openMonthStart = current.start;
    const due: ReviewMonth[] = [];
    for (let month = monthAt(this.openMonthStart); month.start < current.start;) {
      due.push(month);
      month = monthAt(month.end);
    }
    this.openMonthStart = current.start;
    return due;
  }
}
