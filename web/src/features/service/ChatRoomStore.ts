import { makeAutoObservable, runInAction } from 'mobx';
import { SupportApi, type ChatLine } from '../../api/client/support';
import { errorKey } from '../../api/errors';
import { LatestCall } from '../../centre/latest';
import type { LoadState } from '../../centre/Loadable';
import { SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

/** The stand-in's limit (mocks/src/state/chat.ts): longer messages are refused, never cut. */
export const CHAT_TEXT_MAX = 200;
/** The window keeps this many messages; older ones scroll away as in the platform's room. */
const KEEP = 200;
/** How often an open, visible room reads its history again (the platform pushes no chat lines). */
export const CHAT_POLL_MS = 3000;

/** What polling needs of the page: whether it is seen, and word when that changes. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * The chat room (spec §1, §2 popups): rooms the member may join, history on opening and read
 * again every few seconds while the room is open and the page visible (the platform's push
 * channel carries no chat lines, so its own clients poll too), sending with the room's limits.
 * Message text is data: the screen shows it as text, never as markup.
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
  /** Only the newest history read may change the list: a slow answer never undoes a newer one. */
  private readonly reads = new LatestCall();

  constructor(
    private readonly api: SupportApi,
    events: MemberEvents,
  ) {
    makeAutoObservable<ChatRoomStore, 'api' | 'unsubscribe' | 'reads'>(this, {
      api: false,
      unsubscribe: false,
      reads: false,
    });
    this.unsubscribe = [
      // After a reconnect (or a long sleep) read the room again at once.
      events.subscribe(SESSION_RESYNC, () => void this.refresh()),
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
    const isCurrent = this.reads.begin();
    const lines = await this.api.getChatHistory(group);
    if (!isCurrent()) return;
    runInAction(() => {
      this.room = group;
      this.messages = lines.slice(-KEEP);
      this.unread = { ...this.unread, [group]: 0 };
      this.chat = { errorKey: null };
    });
  }

  /**
   * Reads the open room's history again; the draft and the room stay as they are. A failure is
   * left to the next read (a blip should not fill the room with errors).
   */
  async refresh(): Promise<void> {
    const room = this.room;
    if (!room) return;
    const isCurrent = this.reads.begin();
    try {
      const lines = await this.api.getChatHistory(room);
      if (!isCurrent() || this.room !== room) return;
      runInAction(() => (this.messages = lines.slice(-KEEP)));
    } catch {
      // The next tick tries again.
    }
  }

  /**
   * Reads the room every `CHAT_POLL_MS` while the page is visible; hidden, it stops, and
   * visible again it reads at once. Returns the function that stops it (the room closing).
   */
  poll(page: PageVisibility, every = CHAT_POLL_MS): () => void {
    let timer: ReturnType<typeof setInterval> | null = null;
    const stopTimer = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const follow = () => {
      stopTimer();
      if (page.visibilityState !== 'visible') return;
      timer = setInterval(() => void this.refresh(), every);
    };
    const onChange = () => {
      if (page.visibilityState === 'visible') void this.refresh();
      follow();
    };
    follow();
    page.addEventListener('visibilitychange', onChange);
    return () => {
      stopTimer();
      page.removeEventListener('visibilitychange', onChange);
      this.reads.cancel();
    };
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
      // A history read begun before the message was taken would drop it from the screen.
      this.reads.cancel();
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

  /** Our own message as the room answered it; the same message never shows twice. */
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
