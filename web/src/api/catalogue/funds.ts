import { endpoint } from './endpoint';

/**
 * Money out of the member's wallet. `merchantWallet`, `walletTransfer`,
 * `getPaymentConfirmationList` and `processC2CTransaction` are the platform's own calls; the
 * others are ours (see docs/OUR-ENDPOINTS.md). Deposits live in `deposit.ts`.
 */
export const fundsEndpoints = {
  merchantWallet: endpoint({
    name: 'merchantWallet',
    path: '/wps/relay/GCS_merchantWallet',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  walletTransfer: endpoint({
    name: 'walletTransfer',
    path: '/wps/relay/GCS_walletTransfer',
    method: 'POST',
    modId: 'FUNDTRANS3',
    token: true,
    encrypt: false,
  }),
  transferTargets: endpoint({
    name: 'transferTargets',
    path: '/wps/relay/MCSFE_getTransferTargets',
    method: 'GET',
    modId: 'FUNDTRANS3',
    token: true,
    encrypt: false,
    ours: true,
  }),
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
