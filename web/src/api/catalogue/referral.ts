import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

function referral(name: string, method: HttpMethod, ours = false): Endpoint {
  return endpoint({
    name,
    path: `/wps/relay/MCSFE_${name}`,
    method,
    modId: '',
    token: true,
    encrypt: false,
    ...(ours ? { ours: true } : {}),
  });
}

/**
 * Invite friends (`referral`). The platform's claim of invite earnings was not recovered, so
 * `claimInvitationRewards` is ours (docs/OUR-ENDPOINTS.md).
 */
export const referralEndpoints = {
  getReferralDetails: referral('getReferralDetails', 'GET'),
  getReferralList: referral('getReferralList', 'GET'),
  getReferralRules: referral('getReferralRules', 'GET'),
  getEarningsEstimate: referral('getEarningsEstimate', 'GET'),
  getInvitationClaimReport: referral('getInvitationClaimReport', 'GET'),
  claimInvitationRewards: referral('claimInvitationRewards', 'POST', true),
} as const;
