import { ApiError } from '../errors';

/**
 * The phone-auth error catalogue (spec §8): the third-party service's error codes, worded
 * for players. A code not listed is an unknown error.
 */
const PHONE_AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-phone-number': 'phone_auth_invalid_phone',
  'auth/missing-phone-number': 'phone_auth_missing_phone',
  'auth/too-many-requests': 'sms_retry_later',
  'auth/invalid-verification-code': 'phone_auth_invalid_code',
  'auth/missing-verification-code': 'phone_auth_invalid_code',
  'auth/captcha-check-failed': 'phone_auth_captcha_failed',
  'auth/quota-exceeded': 'phone_auth_quota_exceeded',
  'auth/operation-not-allowed': 'phone_auth_not_allowed',
  'auth/code-expired': 'phone_auth_code_expired',
  'auth/popup-closed-by-user': 'social_popup_closed',
};

export function phoneAuthMessageKey(code: string): string {
  return PHONE_AUTH_MESSAGES[code] ?? 'phone_auth_unknown';
}

/** Rethrows a phone-auth service refusal with its player-facing message key. */
export function asPhoneAuthError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.kind !== 'server') return error;
  return new ApiError(error.kind, phoneAuthMessageKey(error.messageKey), error.status, error.value);
}
