/**
 * While a rebuilt connection and the one it replaces are both subscribed, the push host sends
 * each message to both. A message without an id (a `sendId` is optional) can only be told apart
 * by its text, and the platform may send the same text twice on purpose. So each text is counted
 * per connection: a delivery is a repeat only while the other connection has delivered that
 * text more often.
 */
export class OverlapFilter {
  /** Per text: deliveries by the old connection minus deliveries by the new one. */
  private readonly balance = new Map<string, number>();

  /** Whether this delivery repeats one the other connection made already. */
  repeats(from: 'old' | 'new', text: string): boolean {
    const side = from === 'old' ? 1 : -1;
    const before = this.balance.get(text) ?? 0;
    const after = before + side;
    if (after === 0) this.balance.delete(text);
    else this.balance.set(text, after);
    return before * side < 0;
  }
}
