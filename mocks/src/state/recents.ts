export interface RecentLaunch {
  nodeId: number;
  launchedAt: string;
}

/** How many recently launched games a member keeps; older ones drop off. */
export const RECENT_LIMIT = 50;

/** Games each member launched, newest first, one row per game (a relaunch moves it to the top). */
export class Recents {
  private readonly byMember = new Map<string, RecentLaunch[]>();

  clear(): void {
    this.byMember.clear();
  }

  record(memberId: string, nodeId: number, at: number): void {
    const rest = (this.byMember.get(memberId) ?? []).filter((r) => r.nodeId !== nodeId);
    this.byMember.set(
      memberId,
      [{ nodeId, launchedAt: new Date(at).toISOString() }, ...rest].slice(0, RECENT_LIMIT),
    );
  }

  list(memberId: string): readonly RecentLaunch[] {
    return this.byMember.get(memberId) ?? [];
  }

  nodeIds(memberId: string): number[] {
    return this.list(memberId).map((r) => r.nodeId);
  }
}
