import { endpoint } from './endpoint';

/**
 * Bank cards and e-wallets withdrawals are paid to (security centre and withdraw>bindCard).
 * Binding carries a card number, so it is encrypted as the platform's older client did. The
 * table has no call to choose the default account: `setDefaultWithdrawAccount` is ours.
 */
export const bankCardsEndpoints = {
  getWithdrawAccountInfo: endpoint({
    name: 'getWithdrawAccountInfo',
    path: '/wps/relay/MCSFE_getWithdrawAccountInfo',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  bindConfig: endpoint({
    name: 'bindConfig',
    path: '/wps/v2/member/bankCards/bindConfig',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getBanks: endpoint({
    name: 'getBanks',
    path: '/wps/relay/MCSFE_getBanks',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getWalletTypes: endpoint({
    name: 'getWalletTypes',
    path: '/wps/relay/MCSFE_getWalletTypes',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  bindCardBase: endpoint({
    name: 'bindCardBase',
    path: '/wps/v2/member/bankCards',
    method: 'PUT',
    modId: '',
    token: true,
    encrypt: true,
  }),
  setDefaultWithdrawAccount: endpoint({
    name: 'setDefaultWithdrawAccount',
    path: '/wps/relay/MCSFE_setDefaultWithdrawAccount',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
