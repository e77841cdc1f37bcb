import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { asPhoneAuthError, phoneAuthMessageKey } from './phoneAuthErrors';

describe('phone-auth error catalogue', () => {
  it.each([
    ['auth/invalid-phone-number', 'phone_auth_invalid_phone'],
    ['auth/missing-phone-number', 'phone_auth_missing_phone'],
    ['auth/too-many-requests', 'sms_retry_later'],
    ['auth/invalid-verification-code', 'phone_auth_invalid_code'],
    ['auth/missing-verification-code', 'phone_auth_invalid_code'],
    ['auth/captcha-check-failed', 'phone_auth_captcha_failed'],
    ['auth/quota-exceeded', 'phone_auth_quota_exceeded'],
    ['auth/operation-not-allowed', 'phone_auth_not_allowed'],
    ['auth/code-expired', 'phone_auth_code_expired'],
    ['auth/popup-closed-by-user', 'social_popup_closed'],
    ['auth/something-new', 'phone_auth_unknown'],
  ])('words %s as %s', (code, key) => {
    expect(phoneAuthMessageKey(code)).toBe(key);
  });

  it('rewords service refusals only, keeping network failures as they are', () => {
    const refused = asPhoneAuthError(new ApiError('server', 'auth/code-expired', 200));
    expect((refused as ApiError).messageKey).toBe('phone_auth_code_expired');
    const offline = new ApiError('network', 'network_error');
    expect(asPhoneAuthError(offline)).toBe(offline);
  });
});
