import type { Accounts, Member } from './accounts.js';

/**
 * One agent's team, indexed once per call: children by upline, and the path from the agent down
 * to any member. Walking `accounts.downlines` level by level rescans every account per member,
 * which a 5,000-member team cannot afford.
 */
export class TeamIndex {
  private readonly byUpline = new Map<string, Member[]>();
  private readonly inTeam = new Map<string, Member>();

  constructor(
    store: { accounts: Pick<Accounts, 'all'> },
    private readonly agent: Member,
  ) {
    for (const m of store.accounts.all()) {
      if (m.uplineId === null) continue;
      const list = this.byUpline.get(m.uplineId);
      if (list) list.push(m);
      else this.byUpline.set(m.uplineId, [m]);
    }
    for (const m of this.below(agent.id)) this.inTeam.set(m.id, m);
  }

  children(memberId: string): Member[] {
    return [...(this.byUpline.get(memberId) ?? [])];
  }

  /** Everyone below a member, nearest first. */
  below(memberId: string): Member[] {
    const found: Member[] = [];
    let level = this.byUpline.get(memberId) ?? [];
    while (level.length > 0) {
      found.push(...level);
      level = level.flatMap((m) => this.byUpline.get(m.id) ?? []);
    }
    return found;
  }

  members(): Member[] {
    return [...this.inTeam.values()];
  }

  contains(memberId: string): boolean {
    return this.inTeam.has(memberId);
  }

  /** The agent, then each upline down to the member (included). */
  pathTo(memberId: string): Member[] {
    const path: Member[] = [];
    let current = this.inTeam.get(memberId);
    while (current) {
      path.unshift(current);
      current = current.uplineId ? this.inTeam.get(current.uplineId) : undefined;
    }
    return [this.agent, ...path];
  }
}
