import { endpoint } from './endpoint';

/**
 * The security centre's profile (spec §3): details, nickname, payee name, mobile and e-mail
 * bound with a code, and the authenticator app, on the platform's paths. The tables have no
 * call to remove the authenticator, so `unbindGoogleAuth` is ours.
 */
export const profileEndpoints = {
  getPlayerInfo: endpoint({
    name: 'getPlayerInfo',
    path: '/wps/relay/MCSFE_getPlayerInfo',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  setPersonalInfo: endpoint({
    name: 'setPersonalInfo',
    path: '/wps/member/info',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  setNickName: endpoint({
    name: 'setNickName',
    path: '/wps/member/info/nickname',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  bindPayee: endpoint({
    name: 'bindPayee',
    path: '/wps/member/info/payeename',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  smsSend: endpoint({
    name: 'smsSend',
    path: '/wps/v2/verification/sms/send',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
  setPersonalInfoMobile: endpoint({
    name: 'setPersonalInfoMobile',
    path: '/wps/member/info/mobile',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  mailSend: endpoint({
    name: 'mailSend',
    path: '/wps/v2/verification/mail/send',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
  bindEmails: endpoint({
    name: 'bindEmails',
    path: '/wps/member/info/email',
    method: 'POST',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  getGaInfo: endpoint({
    name: 'getGaInfo',
    path: '/wps/member/ga',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  setGaInfo: endpoint({
    name: 'setGaInfo',
    path: '/wps/member/ga/bind',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
  }),
  unbindGoogleAuth: endpoint({
    name: 'unbindGoogleAuth',
    path: '/wps/relay/MCSFE_unbindGoogleAuth',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
