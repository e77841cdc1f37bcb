import { endpoint } from './endpoint';

/**
 * The payment (withdrawal) password of the security centre: whether one is set, set it (PUT,
 * encrypted, as the table marks it), change it (POST) and reset a forgotten one with an SMS
 * code to the member's own mobile (`forgetFundsPassword`).
 */
export const paymentPasswordEndpoints = {
  hasWithdrawalPassword: endpoint({
    name: 'hasWithdrawalPassword',
    path: '/wps/member/hasWithdrawalPassword',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  setWithdrawPassword: endpoint({
    name: 'setWithdrawPassword',
    path: '/wps/member/paymentPassword',
    method: 'PUT',
    modId: '',
    token: true,
    encrypt: true,
  }),
  changeWithdrawPassword: endpoint({
    name: 'changeWithdrawPassword',
    path: '/wps/member/paymentPassword',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
  forgetFundsPassword: endpoint({
    name: 'forgetFundsPassword',
    path: '/wps/v2/member/paymentPassword/reset2',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
} as const;
