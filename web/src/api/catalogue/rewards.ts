import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

function platform(name: string, path: string, method: HttpMethod, modId = ''): Endpoint {
  return endpoint({ name, path, method, modId, token: true, encrypt: false });
}

/**
 * Reward centre, red envelopes and the raffle draw. The reward centre, promo codes, prize wheel,
 * raffle and red envelopes (the platform's claim tickets) are the platform's own calls (the
 * stand-in also accepts the library's `MCSFE_` spellings of the claims). Manual rebate and
 * invite friends are `rebate.ts` and `referral.ts`.
 */
export const rewardsEndpoints = {
  getClaimPromotion: platform(
    'getClaimPromotion',
    '/wps/relay/MCSFE_getClaimPromotion',
    'GET',
    'REWCEN3',
  ),
  claimIssuedPromotion: platform(
    'claimIssuedPromotion',
    '/wps/relay/MCS2_claimIssuedPromotion',
    'POST',
    'REWCEN3',
  ),
  getRegisterPromotionList: platform(
    'getRegisterPromotionList',
    '/wps/relay/MCSFE_getRegisterPromotionList',
    'GET',
    'REWCEN3',
  ),
  claimRegisterPromotion: platform(
    'claimRegisterPromotion',
    '/wps/relay/MCS2_claimRegisterPromotion',
    'POST',
    'REWCEN3',
  ),
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
  getClaimTicketList: platform(
    'getClaimTicketList',
    '/wps/relay/PROMOFE_getClaimTicketList',
    'GET',
  ),
  claimTicket: platform('claimTicket', '/wps/relay/PROMOFE_claimTicket', 'POST'),
  getPromoCode: platform('getPromoCode', '/wps/relay/PROMOFE_getPromoCode', 'GET', 'REWCEN3'),
  claimPromoCode: platform(
    'claimPromoCode',
    '/wps/relay/PROMOFE_claimPromoCode',
    'POST',
    'REWCEN3',
  ),
  getPrizeWheelInfo: platform(
    'getPrizeWheelInfo',
    '/wps/relay/PROMOFE_getPrizeWheelInfo',
    'GET',
    'REWCEN3',
  ),
} as const;
