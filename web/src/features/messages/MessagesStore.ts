import { makeAutoObservable, runInAction } from 'mobx';
import { MessagesApi, type PlatformMessage } from '../../api/client/messages';
import { errorKey } from '../../api/errors';
import { PagedRecords } from '../../centre/PagedRecords';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

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
  readonly mail: PagedRecords<PlatformMessage, 'inbox'>;
  openId: string | null = null;
  /** Why the last read or delete failed. */
  action: { errorKey: string | null } = { errorKey: null };
  busyId: string | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly api: MessagesApi,
    private readonly host: MessagesHost,
    events: MemberEvents,
  ) {
    this.mail = new PagedRecords(
      (_inbox, page, size) => api.inbox(page, size),
      MESSAGES_PAGE_SIZE,
      {
        mode: 'pages',
      },
    );
    makeAutoObservable<MessagesStore, 'api' | 'host' | 'unsubscribe'>(this, {
      api: false,
      host: false,
      mail: false,
      unsubscribe: false,
    });
    const offs = [
      events.subscribe(MemberEvent.MailNew, () => {
        if (this.mail.page === 1) void this.mail.reload();
      }),
      // A resync may follow mail that arrived while nothing listened: the page shown is fetched
      // again, whichever it is.
      events.subscribe(SESSION_RESYNC, () => void this.mail.reload()),
    ];
    this.unsubscribe = () => offs.forEach((off) => off());
  }

  /** The page of mail shown. */
  get list(): readonly PlatformMessage[] {
    return this.mail.rows;
  }

  get open(): PlatformMessage | null {
    return this.list.find((m) => m.inboxId === this.openId) ?? null;
  }

  load(page = this.mail.page): Promise<void> {
    return this.mail.goTo(page, 'inbox');
  }

  /** Opens (or closes) a message; an unread one is marked read on the platform. */
  async toggle(inboxId: string): Promise<void> {
    this.action.errorKey = null;
    if (this.openId === inboxId) {
      this.openId = null;
      return;
    }
    this.openId = inboxId;
    const message = this.list.find((m) => m.inboxId === inboxId);
    if (!message || message.isRead) return;
    try {
      const unread = await this.api.markRead(inboxId);
      this.mail.replaceRow(
        (m) => m.inboxId === inboxId,
        (m) => ({ ...m, isRead: true }),
      );
      this.host.setUnreadMessages(unread);
    } catch (error) {
      runInAction(() => {
        this.action.errorKey = errorKey(error);
      });
    }
  }

  async remove(inboxId: string): Promise<void> {
    if (this.busyId) return;
    this.busyId = inboxId;
    this.action.errorKey = null;
    try {
      const unread = await this.api.remove([inboxId]);
      this.host.setUnreadMessages(unread);
      runInAction(() => {
        if (this.openId === inboxId) this.openId = null;
      });
      // The page may now be empty; step back rather than show an empty page.
      const { page } = this.mail;
      await this.load(this.list.length === 1 && page > 1 ? page - 1 : page);
    } catch (error) {
      runInAction(() => {
        this.action.errorKey = errorKey(error);
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

export const createMessagesStore = (root: RootStore) =>
  new MessagesStore(
    new MessagesApi(root.api.transport),
    { setUnreadMessages: (count) => root.user.setUnreadMessages(count) },
    root.memberEvents,
  );
