import { endpoint } from './endpoint';

/**
 * The member's balance, shown in the header.
 */
export const walletEndpoints = {
  balance: endpoint({
    name: 'balance',
    path: '/wps/v2/wallets/balance',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
} as const;
