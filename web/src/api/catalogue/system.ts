import { endpoint } from './endpoint';

/**
 * Site-wide calls that need no sign-in: status, modules, mirrors, location, consolidated
 * settings and the site's text templates (terms, privacy, responsible play).
 */
export const systemEndpoints = {
  permission: endpoint({
    name: 'permission',
    path: '/wps/system/status',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  routers: endpoint({
    name: 'routers',
    path: '/wps/system/domainRoute',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  menu: endpoint({
    name: 'menu',
    path: '/wps/system/whitelabel',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  location: endpoint({
    name: 'location',
    path: '/wps/system/location',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  settings: endpoint({
    name: 'settings',
    path: '/wps/system/settings/consolidated',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  templates: endpoint({
    name: 'templates',
    path: '/wps/system/templates',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  getTemplate: endpoint({
    name: 'getTemplate',
    path: '/wps/system/templates',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  // The site invented its online figure in the browser; ours is counted by the server
  // (decisions §2) and the side panel hides it when the call gives none.
  onlinePlayers: endpoint({
    name: 'onlinePlayers',
    path: '/wps/relay/MCSFE_getOnlinePlayerCount',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
    ours: true,
  }),
} as const;
