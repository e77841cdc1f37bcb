import { inboxEndpoints } from '../catalogue/inbox';
import type { Transport } from '../transport';
import { asNumber, asObject } from './decode';

/**
 * The unread count behind the header badge: the one mail call the root stores make. The
 * messages screen has its own client (`MessagesApi`), loaded with the screen.
 */
export class InboxApi {
  constructor(private readonly transport: Transport) {}

  /** Unread platform messages; the platform answers a bare number or `{ count }`. */
  async getUnreadCount(): Promise<number> {
    const value = await this.transport.send(inboxEndpoints.unreadMessage);
    if (typeof value === 'number' || typeof value === 'string') return asNumber(value);
    return asNumber(asObject(value).count);
  }
}
