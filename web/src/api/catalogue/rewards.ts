import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

function ours(name: string, path: string, method: HttpMethod, modId = ''): Endpoint {
  return endpoint({ name, path, method, modId, token: true, encrypt: false, ours: true });
}

/**
 * Reward centre, manual rebate, red envelopes, the raffle draw and invite friends.
 * `rafflePromotion` and `getRebate` are the platform's own calls (the stand-in also accepts the
 * library's `MCSFE_claimRafflePromotion`); the rest are ours (see docs/OUR-ENDPOINTS.md).
 */
export const rewardsEndpoints = {
  rewardCenter: ours('rewardCenter', '/wps/relay/MCSFE_getRewardCenter', 'GET', 'REWCEN3'),
  claimReward: ours('claimReward', '/wps/relay/MCSFE_claimReward', 'POST', 'REWCEN3'),
  rafflePromotion: endpoint({
    name: 'rafflePromotion',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    method: 'POST',
    modId: 'REWCEN3',
    token: true,
    encrypt: false,
  }),
  getRebate: endpoint({
    name: 'getRebate',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  manualRebate: ours('manualRebate', '/wps/relay/MCSFE_getManualRebate', 'GET', 'MANPLAYREB3'),
  claimManualRebate: ours(
    'claimManualRebate',
    '/wps/relay/MCSFE_claimManualRebate',
    'POST',
    'MANPLAYREB3',
  ),
  redEnvelopes: ours('redEnvelopes', '/wps/relay/PROMOFE_getRedEnvelopes', 'GET'),
  openRedEnvelope: ours('openRedEnvelope', '/wps/relay/PROMOFE_openRedEnvelope', 'POST'),
  referralInfo: ours('referralInfo', '/wps/relay/MCSFE_getReferralInfo', 'GET'),
  referralList: ours('referralList', '/wps/relay/MCSFE_getReferralList', 'GET'),
} as const;
