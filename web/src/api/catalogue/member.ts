import { endpoint } from './endpoint';

/**
 * The signed-in member: profile, avatar, language and VIP rank progress. The platform's
 * first-login step was not recovered, so `firstLogin` is ours.
 */
export const memberEndpoints = {
  mbInfo: endpoint({
    name: 'mbInfo',
    path: '/wps/member/info',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  icon: endpoint({
    name: 'icon',
    path: '/wps/member/info/icon',
    method: 'GET',
    modId: 'PROFPIC3',
    token: true,
    encrypt: false,
  }),
  updateLanguage: endpoint({
    name: 'updateLanguage',
    path: '/wps/member/language',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  getPlayerAvatar: endpoint({
    name: 'getPlayerAvatar',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getPlayerRankProgress: endpoint({
    name: 'getPlayerRankProgress',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  firstLogin: endpoint({
    name: 'firstLogin',
    path: '/wps/relay/MCSFE_firstLogin',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
