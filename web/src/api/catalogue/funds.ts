import { endpoint } from './endpoint';

/**
 * Money in and out of the member's wallet. `merchantWallet` and `walletTransfer` are the
 * platform's own calls; deposits were not recovered, so they are ours (see
 * docs/OUR-ENDPOINTS.md). Withdrawals and their confirmation: `withdraw.ts`.
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
} as const;
