type Handler = (payload: Record<string, unknown>) => void;

/**
 * The member's socket events, for stores that load with their feature: the realtime binding
 * emits here, so a feature listens without importing socket.io or knowing about reconnects.
 * Event names are the `MemberEvent` constants of `web/src/realtime`, plus `session:resync`.
 */
export class MemberEvents {
  private readonly handlers = new Map<string, Set<Handler>>();

  subscribe(event: string, handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  emit(event: string, payload: unknown): void {
    const value =
      payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(value);
  }
}
