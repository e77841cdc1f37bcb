import { endpoint } from './endpoint';

/**
 * The withdraw screen (shared/spec/upstream-endpoints-centres.tsv, screen `withdraw`): settings,
 * methods, charges, turnover, the encrypted request, its report, and the C2C receipt
 * confirmation. The request carries our `requestId` besides the platform's fields, so a retried
 * submission is refused rather than paid twice (docs/OUR-ENDPOINTS.md).
 */
export const withdrawEndpoints = {
  getWithdrawSettings: endpoint({
    name: 'getWithdrawSettings',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getWithdrawMethods: endpoint({
    name: 'getWithdrawMethods',
    path: '/wps/relay/MCSFE_getWithdrawMethods',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getCalculatedWithdrawCharges: endpoint({
    name: 'getCalculatedWithdrawCharges',
    path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  getTurnoverInfo: endpoint({
    name: 'getTurnoverInfo',
    path: '/wps/relay/MCSFE_getTurnoverInfo',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  withdrawMoney: endpoint({
    name: 'withdrawMoney',
    path: '/wps/v2/transaction/withdraw',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: true,
  }),
  getWithdrawTransactionReport: endpoint({
    name: 'getWithdrawTransactionReport',
    path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  /** A code to the member's own mobile, for a withdrawal or a payment-password reset. */
  smsVerified: endpoint({
    name: 'smsVerified',
    path: '/wps/v2/verification/sms/send-verified',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
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
