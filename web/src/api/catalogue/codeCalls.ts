/**
 * The catalogue's one-time code calls, by endpoint name: `send` sends a code (SMS, e-mail, the
 * phone-auth service), `check` checks one, `both` does either by its body. The gateway limits
 * every such call per address and per target (`gateway/src/security/codeCalls.ts`); its test
 * fails when a call named here, or a catalogue call whose path looks like a code call and is not
 * named here, has no limit. Kept beside the catalogue, not in it: the browser never needs it, and
 * the catalogue is part of the home route's critical script.
 */
export const CODE_CALLS: Readonly<Record<string, 'send' | 'check' | 'both'>> = {
  forgetPwd: 'send',
  findPasswordByPhone: 'send',
  setPasswordByPhone: 'check',
  forgetFundsPassword: 'check',
  smsSend: 'send',
  setPersonalInfoMobile: 'check',
  mailSend: 'send',
  bindEmails: 'check',
  setGaInfo: 'check',
  unbindGoogleAuth: 'check',
  register: 'check',
  registerMobile: 'check',
  usernameRegSMS: 'send',
  mobileRegSMS: 'send',
  login: 'check',
  loginVerify: 'both',
  loginCode: 'send',
  phoneAuthSendCode: 'send',
  phoneAuthVerify: 'check',
  withdrawMoney: 'check',
  smsVerified: 'send',
};
