import { endpoint } from './endpoint';

/**
 * The wallet page (`transferFund`): whether the merchant is single-wallet, the balance of the
 * main and every vendor wallet (the consolidated funds answer), moving money between them and
 * returning all of it to the main wallet.
 */
export const walletsEndpoints = {
  merchantWallet: endpoint({
    name: 'merchantWallet',
    path: '/wps/relay/GCS_merchantWallet',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  /** The same call as the agent group's `consolidated`; this group reads its wallet part. */
  consolidatedFunds: endpoint({
    name: 'consolidatedFunds',
    path: '/wps/member/info/funds/consolidated',
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
  walletReturn: endpoint({
    name: 'walletReturn',
    path: '/wps/relay/GCS_walletReturn',
    method: 'POST',
    modId: 'FUNDTRANS3',
    token: true,
    encrypt: false,
  }),
} as const;
