import { endpoint } from './endpoint';

/**
 * Banners, notices, popups and promotions. `announcements` (anonymous home) and `notice`
 * (signed in) are the same call; the library's promotion calls read offers and requests.
 */
export const announcementsEndpoints = {
  announcements: endpoint({
    name: 'announcements',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  notice: endpoint({
    name: 'notice',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  getMerchantAvailablePromotions: endpoint({
    name: 'getMerchantAvailablePromotions',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    method: 'GET',
    modId: 'REWCEN3',
    token: false,
    encrypt: false,
  }),
  getAvailablePromotions: endpoint({
    name: 'getAvailablePromotions',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    method: 'GET',
    modId: 'REWCEN3',
    token: true,
    encrypt: false,
  }),
  promotionClaimList: endpoint({
    name: 'promotionClaimList',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    method: 'GET',
    modId: 'REWCEN3',
    token: true,
    encrypt: false,
  }),
  rafflePromotionStatus: endpoint({
    name: 'rafflePromotionStatus',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus',
    method: 'GET',
    modId: 'REWCEN3',
    token: true,
    encrypt: false,
  }),
  getPromotionAnnouncementCategory: endpoint({
    name: 'getPromotionAnnouncementCategory',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  getSignUpRequestReward: endpoint({
    name: 'getSignUpRequestReward',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
} as const;
