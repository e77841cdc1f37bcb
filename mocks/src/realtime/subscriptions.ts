import { randomUUID } from 'node:crypto';

/** Most member ids one interest update may name; a gateway sends its changes in small batches. */
export const MAX_INTEREST_CHANGE = 10_000;

/**
 * Interest-filtered event streams: a gateway replica that opens its stream with
 * `?interest=members` gets a subscription id and, until it names members, no events. It then
 * adds the members whose browsers it holds and removes those who left, so each replica only
 * receives — and only spends work on — events it can deliver itself.
 */
export class EventSubscriptions {
  private readonly byId = new Map<string, Set<string>>();

  /** A new, empty subscription; the caller closes it when its stream closes. */
  open(): { id: string; members: ReadonlySet<string> } {
    const id = randomUUID();
    const members = new Set<string>();
    this.byId.set(id, members);
    return { id, members };
  }

  close(id: string): void {
    this.byId.delete(id);
  }

  /**
   * Applies one change; the stream carries events for added members from the moment this
   * returns. Returns the number of members now subscribed, or undefined for an unknown id.
   */
  update(id: string, add: readonly string[], remove: readonly string[]): number | undefined {
    const members = this.byId.get(id);
    if (!members) return undefined;
    for (const m of remove) members.delete(m);
    for (const m of add) members.add(m);
    return members.size;
  }
}
