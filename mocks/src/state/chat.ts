export interface ChatMessage {
  room: string;
  from: string;
  text: string;
  at: number;
}

/** Chat rooms (the CBS service): messages per room and what each member has read. */
export class ChatRooms {
  private readonly messages: ChatMessage[] = [];
  private readonly readUpTo = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.messages.length = 0;
    this.readUpTo.clear();
  }

  post(room: string, from: string, text: string, at = this.now()): void {
    this.messages.push({ room, from, text, at });
  }

  /** Messages in the given rooms the member has not seen (opening a room reads it). */
  unreadCount(memberId: string, rooms: readonly string[]): number {
    return this.messages.filter(
      (m) => rooms.includes(m.room) && m.at > (this.readUpTo.get(key(memberId, m.room)) ?? 0),
    ).length;
  }

  markRead(memberId: string, room: string): void {
    this.readUpTo.set(key(memberId, room), this.now());
  }
}

function key(memberId: string, room: string): string {
  return `${memberId}\u0000${room}`;
}
