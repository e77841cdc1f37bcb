import { endpoint } from './endpoint';

/**
 * The points mall (site group `integral`). The site calls the `MCS2_` service, the library
 * `MCSFE_`; the site's paths are used here. Redeem and convert are `passwordCheck` calls with an
 * encrypted body carrying the member's password. Methods were not recorded: reads are GET,
 * the two changes POST.
 */
export const pointsEndpoints = {
  pointBalance: endpoint({
    name: 'pointBalance',
    path: '/wps/relay/MCS2_getPointBalance',
    method: 'GET',
    modId: 'PTSYS3',
    token: true,
    encrypt: false,
  }),
  // The table marks it signed-in, but the mall's catalogue is shown to visitors too (spec §1):
  // sent without a token when signed out, with it when signed in, as every call is.
  pointReward: endpoint({
    name: 'pointReward',
    path: '/wps/relay/MCS2_getPointReward',
    method: 'GET',
    modId: 'PTSYS3',
    token: false,
    encrypt: false,
  }),
  redeemPoint: endpoint({
    name: 'redeemPoint',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    method: 'POST',
    modId: 'PTSYS3',
    token: true,
    encrypt: true,
  }),
  redeemPointList: endpoint({
    name: 'redeemPointList',
    path: '/wps/relay/MCS2_getRedeemPointList',
    method: 'GET',
    modId: 'PTSYS3',
    token: true,
    encrypt: false,
  }),
  pointConfig: endpoint({
    name: 'pointConfig',
    path: '/wps/relay/MCS2_getPointConfig',
    method: 'GET',
    modId: 'PTSYS3',
    token: true,
    encrypt: false,
  }),
  convertPoint: endpoint({
    name: 'convertPoint',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    method: 'POST',
    modId: 'PTSYS3',
    token: true,
    encrypt: true,
  }),
  pointRewardConversionType: endpoint({
    name: 'pointRewardConversionType',
    path: '/wps/relay/MCSFE_getPointRewardConversionType',
    method: 'GET',
    modId: 'PTSYS3',
    token: true,
    encrypt: false,
  }),
} as const;
