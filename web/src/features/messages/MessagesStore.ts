import { makeAutoObservable, runInAction } from 'mobx';
import type { MessagesApi, PlatformMessage } from '../../api/client/messages';
import { errorKey } from '../../api/errors';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';

export const MESSAGES_PAGE_SIZE = 10;

export interface MessagesHost {
  /** Keeps the header and menu badges right after a read or a delete. */
  setUnreadMessages(count: number): void;
}

/**
 * Platform messages (`messageV2`): a page of mail, unread first; opening a message marks it
 * read; delete; pages. New mail pushed over the socket reloads the first page.
 */
export class MessagesStore {
  page = 1;
  totalPages = 1;
  list: PlatformMessage[] = [];
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorKey: string | null = null;
  openId: string | null = null;
  actionErrorKey: string | null = null;
  busyId: string | null = null;
  private request = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly api: MessagesApi,
    private readonly host: MessagesHost,
    events: MemberEvents,
  ) {
    makeAutoObservable<MessagesStore, 'api' | 'host' | 'request' | 'unsubscribe'>(this, {
      api: false,
      host: false,
      request: false,
      unsubscribe: false,
    });
    const offs = [
      events.subscribe(MemberEvent.MailNew, () => {
        if (this.page === 1) void this.load(1);
      }),
      // A resync may follow mail that arrived while nothing listened: the page shown is fetched
      // again, whichever it is.
      events.subscribe(SESSION_RESYNC, () => void this.load()),
    ];
    this.unsubscribe = () => offs.forEach((off) => off());
  }

  get open(): PlatformMessage | null {
    return this.list.find((m) => m.inboxId === this.openId) ?? null;
  }

  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.page = page;
    this.state = 'loading';
    this.errorKey = null;
    try {
      const result = await this.api.inbox(page, MESSAGES_PAGE_SIZE);
      if (request !== this.request) return;
      runInAction(() => {
        this.list = result.list;
        this.totalPages = Math.max(1, result.totalPages);
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  /** Opens (or closes) a message; an unread one is marked read on the platform. */
  async toggle(inboxId: string): Promise<void> {
    this.actionErrorKey = null;
    if (this.openId === inboxId) {
      this.openId = null;
      return;
    }
    this.openId = inboxId;
    const message = this.list.find((m) => m.inboxId === inboxId);
    if (!message || message.isRead) return;
    try {
      const unread = await this.api.markRead(inboxId);
      runInAction(() => {
        message.isRead = true;
      });
      this.host.setUnreadMessages(unread);
    } catch (error) {
      runInAction(() => {
        this.actionErrorKey = errorKey(error);
      });
    }
  }

  async remove(inboxId: string): Promise<void> {
    if (this.busyId) return;
    this.busyId = inboxId;
    this.actionErrorKey = null;
    try {
      const unread = await this.api.remove([inboxId]);
      this.host.setUnreadMessages(unread);
      runInAction(() => {
        if (this.openId === inboxId) this.openId = null;
      });
      // The page may now be empty; step back rather than show an empty page.
      const page = this.list.length === 1 && this.page > 1 ? this.page - 1 : this.page;
      await this.load(page);
    } catch (error) {
      runInAction(() => {
        this.actionErrorKey = errorKey(error);
      });
      await this.load();
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }

  dispose(): void {
    this.unsubscribe();
  }
}
