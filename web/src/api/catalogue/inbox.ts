import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

function mail(method: HttpMethod, relay: string, name = relay): Endpoint {
  return endpoint({
    name,
    path: `/wps/relay/EMFE_${relay}`,
    method,
    modId: 'INBOX3',
    token: true,
    encrypt: false,
  });
}

/**
 * Platform messages to the member (the EMFE mail service). The header badge reads only
 * `unreadMessage` (root client); the rest belong to the messages screen's own client.
 */
export const inboxEndpoints = {
  unreadMessage: mail('GET', 'getInboxUnreadCount', 'unreadMessage'),
  getInbox: mail('GET', 'getInbox'),
  updateInboxRead: mail('POST', 'updateInboxRead'),
  deleteInbox: mail('POST', 'deleteInbox'),
} as const;
