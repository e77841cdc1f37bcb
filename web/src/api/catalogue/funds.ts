import { endpoint } from './endpoint';

/**
 * Money in and out of the member's wallet. `getPaymentConfirmationList` and
 * `processC2CTransaction` are the platform's own calls;
 * deposits and withdrawals were not recovered, so they are ours (see docs/OUR-ENDPOINTS.md).
 */
export const fundsEndpoints = {
  depositChannels: endpoint({
    name: 'depositChannels',
    path: '/wps/relay/GCS_getDepositChannels',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  requestDeposit: endpoint({
    name: 'requestDeposit',
    path: '/wps/relay/GCS_requestDeposit',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  depositList: endpoint({
    name: 'depositList',
    path: '/wps/relay/GCS_getDepositList',
    method: 'GET',
    modId: '',
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
