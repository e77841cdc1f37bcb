import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

/** A signed-in agent-centre call on the platform's path (upstream-endpoints-centres.tsv). */
function platform(name: string, path: string, method: HttpMethod, encrypt = false): Endpoint {
  return endpoint({ name, path, method, modId: '', token: true, encrypt });
}

/**
 * The agent's team: notices, overview, downline registration and affiliate links
 * (registerCenter), the downline tree, collecting from a downline, promotion and rebates.
 * Paying a downline is the `upline` group's `transferToDownline`. Methods the table leaves
 * `unknown` follow the older REST client where it had the call, else GET for reads and POST
 * for changes.
 */
export const teamEndpoints = {
  // Not tied to a page by code: only the older client's call exists (centres notes).
  agentAnnouncements: platform('agentAnnouncements', '/wps/agent/announcements', 'GET'),
  teamOverviewSum: platform('teamOverviewSum', '/wps/relay/ODSFE2_getTeamOverviewSum', 'GET'),
  teamOverviewDaily: platform(
    'teamOverviewDaily',
    '/wps/relay/ODSFE2_getTeamOverviewDailyList',
    'GET',
  ),
  checkUsername: endpoint({
    name: 'checkUsername',
    path: '/wps/check/username',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  agentQuota: platform('agentQuota', '/wps/relay/MCSFE_getAgentQuotaGroupByProduct', 'GET'),
  // Carries the new member's password: encrypted, as the older client sent it.
  registerDownline: platform('registerDownline', '/wps/agent/downline', 'POST', true),
  createAffiliateUrl: platform('createAffiliateUrl', '/wps/relay/MCSFE_createAffiliateUrl', 'POST'),
  viewAffiliateUrls: platform('viewAffiliateUrls', '/wps/relay/MCSFE_viewAffiliateUrls', 'GET'),
  deleteAffiliateUrl: platform('deleteAffiliateUrl', '/wps/relay/MCSFE_deleteAffiliateUrl', 'POST'),
  viewRegisteredAffiliates: platform(
    'viewRegisteredAffiliates',
    '/wps/relay/MCSFE_viewRegisteredAffiliates',
    'GET',
  ),
  subordinates: platform('subordinates', '/wps/relay/ODSFE2_getSubordinatev2', 'GET'),
  // Carries the agent's password.
  collectFromDownline: platform(
    'collectFromDownline',
    '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
    'POST',
    true,
  ),
  promoteDownline: platform('promoteDownline', '/wps/agent/promoteDownlineToAgent', 'PUT'),
  updateDownlineRebates: platform(
    'updateDownlineRebates',
    '/wps/agent/updateDownlineRebates',
    'PUT',
  ),
} as const;
