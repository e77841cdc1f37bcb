import { inboxEndpoints } from '../catalogue/inbox';
import type { Transport } from '../transport';
import { asNumber, asObject, asString, truthy } from './decode';
import { readPage, type Page } from './paging';

export interface PlatformMessage {
  inboxId: string;
  subject: string;
  /** Rich text from the platform; sanitise before rendering. */
  content: string;
  /** ISO instant. */
  sendTime: string;
  isRead: boolean;
}

function readMessage(raw: unknown): PlatformMessage {
  const m = asObject(raw);
  return {
    inboxId: asString(m.inboxId),
    subject: asString(m.subject),
    content: asString(m.content),
    sendTime: asString(m.sendTime),
    isRead: truthy(m.isRead),
  };
}

/** The messages screen (`messageV2`): pages of mail, read on open, delete. */
export class MessagesApi {
  constructor(private readonly transport: Transport) {}

  /** A page of messages, unread first. */
  async inbox(page: number, size: number): Promise<Page<PlatformMessage>> {
    return readPage(
      await this.transport.send(inboxEndpoints.getInbox, { page, size }),
      readMessage,
    );
  }

  /** Marks one message read; resolves with the unread count that remains. */
  async markRead(inboxId: string): Promise<number> {
    const v = asObject(await this.transport.send(inboxEndpoints.updateInboxRead, { inboxId }));
    return asNumber(v.unreadCount);
  }

  /** Deletes messages; resolves with the unread count that remains. */
  async remove(inboxIds: readonly string[]): Promise<number> {
    const v = asObject(
      await this.transport.send(inboxEndpoints.deleteInbox, { inboxIds: [...inboxIds] }),
    );
    return asNumber(v.unreadCount);
  }
}
