import { endpoint } from './endpoint';

/**
 * Passwords: change while signed in, reset by e-mail (a form post, as the platform does) or
 * by SMS code, and the member's security settings.
 */
export const passwordEndpoints = {
  changePwd: endpoint({
    name: 'changePwd',
    path: '/wps/member/password',
    method: 'POST',
    modId: 'PASS3',
    token: true,
    encrypt: true,
  }),
  forgetPwd: endpoint({
    name: 'forgetPwd',
    path: '/wps/member/password/email',
    method: 'POST',
    modId: 'COMM3',
    token: false,
    encrypt: false,
    bodyType: 'form',
  }),
  findPasswordByPhone: endpoint({
    name: 'findPasswordByPhone',
    path: '/wps/member/password/sms',
    method: 'POST',
    modId: 'PWRESETSMS3',
    token: false,
    encrypt: false,
  }),
  setPasswordByPhone: endpoint({
    name: 'setPasswordByPhone',
    path: '/wps/member/password/verification',
    method: 'POST',
    modId: 'CHNGPASSVERIF3',
    token: false,
    encrypt: true,
  }),
  securityConfig: endpoint({
    name: 'securityConfig',
    path: '/wps/v2/member/securityConfig',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
} as const;
