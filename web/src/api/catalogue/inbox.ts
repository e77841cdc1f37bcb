import { endpoint } from './endpoint';

/**
 * Platform messages to the member (the CSP service). Marking messages read was not
 * recovered, so `markInboxRead` is ours.
 */
export const inboxEndpoints = {
  unreadMessage: endpoint({
    name: 'unreadMessage',
    path: '/wps/relay/CSP_unreadCount',
    method: 'GET',
    modId: 'INBOX3',
    token: true,
    encrypt: false,
  }),
  getInbox: endpoint({
    name: 'getInbox',
    path: '/wps/relay/CSP_getInbox',
    method: 'GET',
    modId: 'INBOX3',
    token: true,
    encrypt: false,
  }),
  markInboxRead: endpoint({
    name: 'markInboxRead',
    path: '/wps/relay/CSP_markRead',
    method: 'POST',
    modId: 'INBOX3',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
