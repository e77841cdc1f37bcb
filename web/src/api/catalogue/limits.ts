import { endpoint } from './endpoint';

/**
 * Player limits (responsible play, decisions §3). The platform's recovered tables have no such
 * calls, so these are ours (docs/OUR-ENDPOINTS.md).
 */
export const limitsEndpoints = {
  getPlayerLimits: endpoint({
    name: 'getPlayerLimits',
    path: '/wps/relay/MCSFE_getPlayerLimits',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  setDepositLimit: endpoint({
    name: 'setDepositLimit',
    path: '/wps/relay/MCSFE_setDepositLimit',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  startCoolOff: endpoint({
    name: 'startCoolOff',
    path: '/wps/relay/MCSFE_startCoolOff',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  selfExclude: endpoint({
    name: 'selfExclude',
    path: '/wps/relay/MCSFE_selfExclude',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
