import { makeAutoObservable, runInAction } from 'mobx';
import { readChatLine, SupportApi, type ChatLine } from '../../api/client/support';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

/** The stand-in's limit (mocks/src/state/chat.ts): longer messages are refused, never cut. */
export const CHAT_TEXT_MAX = 200;
/** The window keeps this many messages; older ones scroll away as in the platform's room. */
const KEEP = 200;

/**
 * The chat room (spec §1, §2 popups): rooms the member may join, history on opening, messages
 * pushed over the site's socket, sending with the room's limits, unread counts of the other
 * rooms. Message text is data: the screen shows it as text, never as markup.
 */
export class ChatRoomStore {
  state: LoadState = 'idle';
  errorKey: string | null = null;
  groups: string[] = [];
  room: string | null = null;
  messages: ChatLine[] = [];
  /** New messages in rooms other than the one on screen, by room. */
  unread: Record<string, number> = {};
  draft = '';
  sending = false;
  /** The last refusal of a message or a room switch, shown under the message box. */
  chat: { errorKey: string | null } = { errorKey: null };
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly api: SupportApi,
    events: MemberEvents,
  ) {
    makeAutoObservable<ChatRoomStore, 'api' | 'unsubscribe'>(this, {
      api: false,
      unsubscribe: false,
    });
    this.unsubscribe = [
      events.subscribe(MemberEvent.ChatMessage, (payload) => this.receive(readChatLine(payload))),
      // After a reconnect the socket may have missed messages: read the room again.
      events.subscribe(SESSION_RESYNC, () => {
        if (this.room) void this.open(this.room);
      }),
    ];
  }

  get draftLength(): number {
    return [...this.draft].length;
  }

  get draftTooLong(): boolean {
    return this.draftLength > CHAT_TEXT_MAX;
  }

  get canSend(): boolean {
    return !this.sending && this.draft.trim().length > 0 && !this.draftTooLong;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const permission = await this.api.getChatPermission();
      runInAction(() => {
        this.groups = permission.canChat ? permission.groups : [];
      });
      const first = this.room && this.groups.includes(this.room) ? this.room : this.groups[0];
      if (first) await this.open(first);
      runInAction(() => (this.state = 'ready'));
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  async open(group: string): Promise<void> {
    const lines = await this.api.getChatHistory(group);
    runInAction(() => {
      this.room = group;
      this.messages = lines.slice(-KEEP);
      this.unread = { ...this.unread, [group]: 0 };
      this.chat = { errorKey: null };
    });
  }

  /** Switching rooms: a failure keeps the room on screen and says why. */
  async switchTo(group: string): Promise<void> {
    try {
      await this.open(group);
    } catch (error) {
      runInAction(() => (this.chat = { errorKey: errorKey(error) }));
    }
  }

  setDraft(text: string): void {
    this.draft = text;
    this.chat = { errorKey: null };
  }

  /** Sends the draft; a refusal (too fast, too long) keeps it so nothing typed is lost. */
  async send(): Promise<void> {
    const room = this.room;
    if (!room || !this.canSend) return;
    this.sending = true;
    this.chat = { errorKey: null };
    try {
      const line = await this.api.sendChatMessage(room, this.draft);
      runInAction(() => {
        this.draft = '';
        this.receive(line);
      });
    } catch (error) {
      runInAction(() => (this.chat = { errorKey: errorKey(error) }));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** A message from the socket or our own answer; the same message never shows twice. */
  receive(line: ChatLine): void {
    if (!line.id || !line.group) return;
    if (line.group !== this.room) {
      if (this.groups.includes(line.group)) {
        this.unread = { ...this.unread, [line.group]: (this.unread[line.group] ?? 0) + 1 };
      }
      return;
    }
    if (this.messages.some((m) => m.id === line.id)) return;
    this.messages = [...this.messages, line].slice(-KEEP);
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
  }
}

export const createChatRoomStore = (root: RootStore) =>
  new ChatRoomStore(new SupportApi(root.api.transport), root.memberEvents);
