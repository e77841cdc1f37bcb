import { endpoint } from './endpoint';

/** The platform's own client sends this module id with every deposit call. */
const DEPOSIT_MODULE = { ModuleId: 'DPSTBAS3' } as const;

/**
 * The deposit screen (`depositv2`) on the platform's paths
 * (shared/spec/upstream-endpoints-centres.tsv). `createDepositTask` carries our `requestId`
 * (docs/OUR-ENDPOINTS.md) so a retried submission is refused rather than paid twice.
 */
export const depositEndpoints = {
  getDepositSettings: endpoint({
    name: 'getDepositSettings',
    path: '/wps/relay/MCSFE_getDepositSettings',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
  getDepositMethods: endpoint({
    name: 'getDepositMethods',
    path: '/wps/relay/MCSFE_getDepositMethods',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
  getFixedAmounts: endpoint({
    name: 'getFixedAmounts',
    path: '/wps/relay/MCSFE_getFixedAmounts',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
  createDepositTask: endpoint({
    name: 'createDepositTask',
    path: '/wps/relay/MCSFE_createDepositTask',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
  getDepositTransactionReport: endpoint({
    name: 'getDepositTransactionReport',
    path: '/wps/relay/MCSFE_getDepositTransactionReport',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
  /**
   * Where and how to pay a waiting order, as its creation answered (the platform's call for the
   * screen; the tables name no field for it, so it takes our `depositId` and answers like
   * `createDepositTask`): a player who comes back to the page finds the account or page again.
   */
  getDepositConfirmationDetail: endpoint({
    name: 'getDepositConfirmationDetail',
    path: '/wps/relay/MCSFE_getDepositConfirmationDetail',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
  cancelC2CDeposit: endpoint({
    name: 'cancelC2CDeposit',
    path: '/wps/relay/MCSFE_cancelC2CDeposit',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    headers: DEPOSIT_MODULE,
  }),
} as const;
