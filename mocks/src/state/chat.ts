import type { Publish } from './publish.js';
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
/** A member who opened a room hears its messages live for this long after their last visit. */
const PRESENCE_MS = 2 * 60 * 60 * 1000;

/** The event the stand-in pushes to each member present in a room when a message arrives. */
export const CHAT_MESSAGE_EVENT = 'chat:message';

/**
 * Chat rooms (the CBS service): messages per room, what each member has read, who is present
 * to hear new messages, and a per-member flood guard. Text is kept exactly as typed: the browser
 * renders it as text, never as markup.
 */
export class ChatRooms {
  private readonly messages: ChatMessage[] = [];
  private readonly readUpTo = new Map<string, number>();
  private readonly presentUntil = new Map<string, number>();
  private readonly sentAt = new Map<string, number[]>();
  private nextId = 1;

  constructor(
    private readonly now: () => number,
    private readonly publish: Publish = () => undefined,
  ) {}

  clear(): void {
    this.messages.length = 0;
    this.readUpTo.clear();
    this.presentUntil.clear();
    this.sentAt.clear();
    this.nextId = 1;
  }

  /** A message from the house (seeding, announcements): no flood guard, nobody told. */
  post(room: string, from: string, text: string, at = this.now()): ChatMessage {
    const message = { id: String(this.nextId++), room, from, text, at };
    this.messages.push(message);
    return message;
  }

  /** The room's latest messages; opening the room reads it and makes the member present. */
  open(memberId: string, room: string): ChatMessage[] {
    this.markRead(memberId, room);
    this.presentUntil.set(key(memberId, room), this.now() + PRESENCE_MS);
    return this.messages.filter((m) => m.room === room).slice(-CHAT_HISTORY_SIZE);
  }

  /**
   * A member's message: refused when empty, too long or too fast; otherwise kept and pushed to
   * everyone present in the room (the sender included, so every open window agrees).
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
    this.presentUntil.set(key(memberId, room), now + PRESENCE_MS);
    // The payload has the fields of the chat calls' answers (`group`, `sender`), as browsers read them.
    const payload = { id: message.id, group: room, sender: senderName, text, at: now };
    for (const listener of this.presentIn(room)) {
      this.publish(listener, CHAT_MESSAGE_EVENT, payload);
    }
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

  private presentIn(room: string): string[] {
    const now = this.now();
    const members: string[] = [];
    for (const [k, until] of this.presentUntil) {
      const [memberId, r] = k.split('\u0000');
      if (r === room && until > now && memberId) members.push(memberId);
    }
    return members;
  }
}

function key(memberId: string, room: string): string {
  return `${memberId}\u0000${room}`;
}
