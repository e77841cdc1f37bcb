/**
 * Each member's favourite games by node id, newest first. Adding a favourite twice or removing
 * one that is not there changes nothing, as the platform's V2 calls behave.
 */
export class Favourites {
  private readonly byMember = new Map<string, number[]>();

  clear(): void {
    this.byMember.clear();
  }

  list(memberId: string): readonly number[] {
    return this.byMember.get(memberId) ?? [];
  }

  has(memberId: string, nodeId: number): boolean {
    return this.list(memberId).includes(nodeId);
  }

  /** Returns false when the game was already a favourite (the duplicate is skipped). */
  add(memberId: string, nodeId: number): boolean {
    const current = this.byMember.get(memberId) ?? [];
    if (current.includes(nodeId)) return false;
    this.byMember.set(memberId, [nodeId, ...current]);
    return true;
  }

  /** Returns false when the game was not a favourite. */
  remove(memberId: string, nodeId: number): boolean {
    const current = this.byMember.get(memberId) ?? [];
    if (!current.includes(nodeId)) return false;
    this.byMember.set(
      memberId,
      current.filter((id) => id !== nodeId),
    );
    return true;
  }
}
