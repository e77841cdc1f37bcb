import { inboxEndpoints } from '../catalogue/inbox';
import type { Transport } from '../transport';
import type { InboxMessage, InboxPage } from '../types';
import { asArray, asNumber, asObject, asString, truthy } from './decode';

export class InboxApi {
  constructor(private readonly transport: Transport) {}

  /** Unread platform messages; the platform answers a bare number or `{ count }`. */
  async getUnreadCount(): Promise<number> {
    const value = await this.transport.send(inboxEndpoints.unreadMessage);
    if (typeof value === 'number' || typeof value === 'string') return asNumber(value);
    return asNumber(asObject(value).count);
  }

  async getInbox(pageNo = 1, pageSize = 10): Promise<InboxPage> {
    const value = asObject(
      await this.transport.send(inboxEndpoints.getInbox, { pageNo, pageSize }),
    );
    return {
      messages: asArray<unknown>(value.list).map(toMessage),
      pageNo: asNumber(value.pageNo, pageNo),
      totalPages: asNumber(value.totalPages),
      total: asNumber(value.total),
    };
  }

  /** Marks messages read; resolves with the unread count that remains. */
  async markRead(ids: readonly string[]): Promise<number> {
    const value = asObject(
      await this.transport.send(inboxEndpoints.markInboxRead, { ids: [...ids] }),
    );
    return asNumber(value.unreadCount);
  }
}

function toMessage(raw: unknown): InboxMessage {
  const m = asObject(raw);
  return {
    id: asString(m.id),
    title: asString(m.title),
    content: asString(m.content),
    createdAt: asString(m.createdAt),
    read: truthy(m.read),
  };
}
