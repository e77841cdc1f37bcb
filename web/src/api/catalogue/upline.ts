import { endpoint } from './endpoint';

/**
 * Money along the agent tree: a member to the direct upline, an agent to a direct downline.
 * Both carry the member's password, so both are encrypted as the platform's clients send them.
 */
export const uplineEndpoints = {
  upLineTransfer: endpoint({
    name: 'upLineTransfer',
    path: '/wps/member/transferUpline',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: true,
  }),
  transferToDownline: endpoint({
    name: 'transferToDownline',
    path: '/wps/agent/transferDownline',
    method: 'PUT',
    modId: '',
    token: true,
    encrypt: true,
  }),
} as const;
