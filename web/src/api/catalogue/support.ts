import { endpoint } from './endpoint';

/**
 * Help centre, feedback, customer-service script and the chat service (CBS).
 */
export const supportEndpoints = {
  getHelp: endpoint({
    name: 'getHelp',
    path: '/wps/system/helpCenter',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  feedback: endpoint({
    name: 'feedback',
    // The member centre's table (upstream-endpoints-centres-notes.md) sends POST with the image
    // files; the stand-in also takes the site table's PUT.
    path: '/wps/feedback',
    method: 'POST',
    modId: 'FEEDBACK3',
    token: false,
    encrypt: false,
  }),
  getCustomerServiceScript: endpoint({
    name: 'getCustomerServiceScript',
    path: '/wps/relay/WPSCORE_getCustomerServiceScript',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  getModelList: endpoint({
    name: 'getModelList',
    path: '/wps/relay/CBS_modelList',
    method: 'GET',
    modId: 'CBS3',
    token: false,
    encrypt: false,
  }),
  launchChat: endpoint({
    name: 'launchChat',
    path: '/wps/relay/CBS_launchChat',
    method: 'GET',
    modId: 'CBS3',
    token: false,
    encrypt: false,
  }),
  chatMessage: endpoint({
    name: 'chatMessage',
    path: '/wps/relay/CBS_unreadCount',
    method: 'GET',
    modId: 'CBS3',
    token: true,
    encrypt: false,
  }),
  chatPermission: endpoint({
    name: 'chatPermission',
    path: '/wps/relay/CBS_groupPermission',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  chatHistory: endpoint({
    name: 'chatHistory',
    path: '/wps/relay/CBS_roomHistory',
    method: 'GET',
    modId: 'CBS3',
    token: true,
    encrypt: false,
    ours: true,
  }),
  chatSend: endpoint({
    name: 'chatSend',
    path: '/wps/relay/CBS_sendMessage',
    method: 'POST',
    modId: 'CBS3',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
