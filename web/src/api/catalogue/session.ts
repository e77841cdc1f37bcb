import { endpoint } from './endpoint';

/**
 * Signing in and out: password, SMS-code and free-play sign-in, the second factor for a
 * new IP, and the image captcha a failed sign-in asks for.
 */
export const sessionEndpoints = {
  login: endpoint({
    name: 'login',
    path: '/wps/session/login',
    method: 'POST',
    modId: 'COMM3',
    token: false,
    encrypt: true,
  }),
  loginVerify: endpoint({
    name: 'loginVerify',
    path: '/wps/session/login/verification',
    method: 'POST',
    modId: 'LOGINIPVERF3',
    token: false,
    encrypt: true,
  }),
  logout: endpoint({
    name: 'logout',
    path: '/wps/session/logout',
    method: 'DELETE',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  freePlay: endpoint({
    name: 'freePlay',
    path: '/wps/session/login/freeplay',
    method: 'POST',
    modId: 'FREEPLAY3',
    token: false,
    encrypt: false,
    encryptionHeaderOnly: true,
  }),
  loginCode: endpoint({
    name: 'loginCode',
    path: '/wps/verification/sms/noLogin',
    method: 'POST',
    modId: 'VERIFICATION3',
    token: false,
    encrypt: false,
  }),
  captcha: endpoint({
    name: 'captcha',
    path: '/wps/captcha',
    method: 'GET',
    modId: 'CAPTCHA3',
    token: false,
    encrypt: false,
  }),
} as const;
