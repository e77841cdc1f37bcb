import { endpoint } from './endpoint';

/** The member's own records, all ours: the platform's report calls were not recovered. */
export const recordsEndpoints = {
  bettingRecords: endpoint({
    name: 'bettingRecords',
    path: '/wps/relay/ODSFE2_getBettingRecords',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  transactionHistory: endpoint({
    name: 'transactionHistory',
    path: '/wps/relay/ODSFE2_getTransactionHistory',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  personalProfitLoss: endpoint({
    name: 'personalProfitLoss',
    path: '/wps/relay/ODSFE2_getPersonalProfitLoss',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  bonusDetails: endpoint({
    name: 'bonusDetails',
    path: '/wps/relay/ODSFE2_getBonusDetails',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
