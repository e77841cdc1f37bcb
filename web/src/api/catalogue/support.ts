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
    path: '/wps/feedback',
    method: 'PUT',
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
} as const;
