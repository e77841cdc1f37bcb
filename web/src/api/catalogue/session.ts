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
  captchaGeetest: endpoint({
    name: 'captchaGeetest',
    path: '/wps/captcha/geetest',
    method: 'GET',
    modId: 'GEETEST3',
    token: false,
    encrypt: false,
  }),
  /**
   * The local stand-in for a social provider's consent popup (only the stand-in adapter calls
   * it; on a live site the provider's own SDK hands out the identity token).
   */
  socialAuthorize: endpoint({
    name: 'socialAuthorize',
    path: '/wps/relay/IDP_authorize',
    method: 'POST',
    modId: '',
    token: false,
    encrypt: false,
    ours: true,
  }),
  /** Sign-in with a social provider's identity token (facebook, google, line). */
  socialLogin: endpoint({
    name: 'socialLogin',
    path: '/wps/relay/MCS_socialLogin',
    method: 'POST',
    modId: '',
    token: false,
    encrypt: false,
    ours: true,
  }),
  /**
   * The local stand-in for the third-party phone-auth service (module FIREBASESMS3): on a live
   * site the service's own SDK sends the code and checks it.
   */
  phoneAuthSendCode: endpoint({
    name: 'phoneAuthSendCode',
    path: '/wps/relay/PHONEAUTH_sendCode',
    method: 'POST',
    modId: '',
    token: false,
    encrypt: false,
    ours: true,
  }),
  phoneAuthVerify: endpoint({
    name: 'phoneAuthVerify',
    path: '/wps/relay/PHONEAUTH_verify',
    method: 'POST',
    modId: '',
    token: false,
    encrypt: false,
    ours: true,
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
