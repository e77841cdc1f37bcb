export interface InboxMessage {
  id: string;
  memberId: string;
  title: string;
  /** Rich text as the platform's back office writes it; the browser sanitises before showing. */
  content: string;
  createdAt: number;
  read: boolean;
  /** The back office asked for a notice on arrival (the platform's `INBOX` `popup`). */
  popup: boolean;
}

/** Platform messages to members (the EMFE mail service). */
export class Inbox {
  private readonly messages: InboxMessage[] = [];
  private nextId = 1;

  constructor(
    private readonly now: () => number,
    private readonly onNew: (message: InboxMessage) => void = () => {},
  ) {}

  clear(): void {
    this.messages.length = 0;
    this.nextId = 1;
  }

  send(
    memberId: string,
    title: string,
    content: string,
    at = this.now(),
    popup = false,
  ): InboxMessage {
    const message = {
      id: String(this.nextId++),
      memberId,
      title,
      content,
      createdAt: at,
      read: false,
      popup,
    };
    this.messages.push(message);
    this.onNew(message);
    return message;
  }

  /** A member's messages, newest first. */
  list(memberId: string): InboxMessage[] {
    return this.messages
      .filter((m) => m.memberId === memberId)
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  }

  unreadCount(memberId: string): number {
    return this.messages.filter((m) => m.memberId === memberId && !m.read).length;
  }

  markRead(memberId: string, ids: readonly string[]): number {
    let changed = 0;
    for (const m of this.messages) {
      if (m.memberId === memberId && ids.includes(m.id) && !m.read) {
        m.read = true;
        changed += 1;
      }
    }
    return changed;
  }

  /** Deletes the member's messages among `ids`; answers how many went. */
  remove(memberId: string, ids: readonly string[]): number {
    const before = this.messages.length;
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const m = this.messages[i];
      if (m && m.memberId === memberId && ids.includes(m.id)) this.messages.splice(i, 1);
    }
    return before - this.messages.length;
  }
}
