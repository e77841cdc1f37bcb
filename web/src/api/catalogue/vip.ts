import { endpoint } from './endpoint';

/**
 * The VIP club (the member centre's "benefits (VIP)" screen, upstream-endpoints-centres.tsv).
 * Methods were not recorded: all four are reads, sent as GET. Rank progress itself is the member
 * group's `getPlayerRankProgress`, which the security centre reads too.
 */
export const vipEndpoints = {
  getPlayerRankRule: endpoint({
    name: 'getPlayerRankRule',
    path: '/wps/relay/MCSFE_getPlayerRankRule',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getMemberClubBenefit: endpoint({
    name: 'getMemberClubBenefit',
    path: '/wps/relay/MCSFE_getMemberClubBenefit',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getRankSalaryRewardDetail: endpoint({
    name: 'getRankSalaryRewardDetail',
    path: '/wps/relay/PROMOFE_getRankSalaryRewardDetail',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getRankSalaryClaimHistory: endpoint({
    name: 'getRankSalaryClaimHistory',
    path: '/wps/relay/PROMOFE_getRankSalaryClaimHistory',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
} as const;
