import { Refusal } from './refusal.js';

export interface ChatMessage {
  id: string;
  room: string;
  from: string;
  text: string;
  at: number;
}

/** Longest message a member may send; longer ones are refused, never cut. */
export const CHAT_TEXT_MAX = 200;
/** Flood guard: at most this many messages per member in the window below. */
export const CHAT_BURST = 5;
export const CHAT_BURST_WINDOW_MS = 10_000;
/** History a member receives on opening a room. */
export const CHAT_HISTORY_SIZE = 50;
/**
 * Chat rooms (the CBS service): messages per room, what each member has read, and a per-member
 * flood guard. The platform pushes nothing for chat: an open room reads its history again.
 * Text is kept exactly as typed: the browser renders it as text, never as markup.
 */
export class ChatRooms {
  private readonly messages: ChatMessage[] = [];
  private readonly readUpTo = new Map<string, number>();
  private readonly sentAt = new Map<string, number[]>();
  private nextId = 1;

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.messages.length = 0;
    this.readUpTo.clear();
    this.sentAt.clear();
    this.nextId = 1;
  }

  /** A message from the house (seeding, announcements): no flood guard, nobody told. */
  post(room: string, from: string, text: string, at = this.now()): ChatMessage {
    const message = { id: String(this.nextId++), room, from, text, at };
    this.messages.push(message);
    return message;
  }

  /** The room's latest messages; opening the room reads it. */
  open(memberId: string, room: string): ChatMessage[] {
    this.markRead(memberId, room);
    return this.messages.filter((m) => m.room === room).slice(-CHAT_HISTORY_SIZE);
  }

  /**
   * A member's message: refused when empty, too long or too fast; otherwise kept (every open
   * window sees it when it next reads the room).
   */
  send(memberId: string, senderName: string, room: string, rawText: string): ChatMessage {
    const text = rawText.trim();
    if (!text) throw new Refusal('chat_text_empty');
    if ([...text].length > CHAT_TEXT_MAX) throw new Refusal('chat_text_too_long');
    const now = this.now();
    const recent = (this.sentAt.get(memberId) ?? []).filter((t) => t > now - CHAT_BURST_WINDOW_MS);
    if (recent.length >= CHAT_BURST) {
      this.sentAt.set(memberId, recent);
      throw new Refusal('chat_too_fast');
    }
    this.sentAt.set(memberId, [...recent, now]);
    const message = this.post(room, senderName, text, now);
    this.markRead(memberId, room);
    return message;
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
