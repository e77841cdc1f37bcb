import { endpoint } from './endpoint';

/**
 * Withdrawals and their receipt confirmation. `getPaymentConfirmationList` and
 * `processC2CTransaction` are the platform's own calls; the others are ours (see
 * docs/OUR-ENDPOINTS.md). Deposits live in `deposit.ts`, wallet moves in `wallets.ts`.
 */
export const fundsEndpoints = {
  requestWithdrawal: endpoint({
    name: 'requestWithdrawal',
    // The platform's `passwordCheck` prefix marks calls on which it checks a password.
    path: '/wps/relay/passwordCheck/GCS_requestWithdrawal',
    method: 'POST',
    modId: '',
    token: true,
    // Encrypted like every platform call that carries a password.
    encrypt: true,
    ours: true,
  }),
  withdrawalList: endpoint({
    name: 'withdrawalList',
    path: '/wps/relay/GCS_getWithdrawalList',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  getPaymentConfirmationList: endpoint({
    name: 'getPaymentConfirmationList',
    path: '/wps/relay/MCSFE_getPaymentConfirmationList',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  processC2CTransaction: endpoint({
    name: 'processC2CTransaction',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
} as const;
