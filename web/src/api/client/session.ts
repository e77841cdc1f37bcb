import { sessionEndpoints } from '../catalogue/session';
import { ApiError } from '../errors';
import type { Transport } from '../transport';
import type {
  LoginRequest,
  LoginResult,
  SecondFactor,
  SignedIn,
  VerificationMethod,
} from '../types';
import { asNumber, asObject, asString, asStringArray, truthy } from './decode';

/** The platform's answer when the password was right but the IP is new. */
export const VERIFICATION_REQUIRED = 'login_verification_required';

const METHODS: readonly VerificationMethod[] = ['sms', 'email', 'payeeName', 'totp'];

/** Whether a failed sign-in asks for the image captcha (`value.captcha` on the failure). */
export function captchaRequested(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.value === 'object' &&
    error.value !== null &&
    truthy((error.value as Record<string, unknown>).captcha)
  );
}

/** Signing in and out. */
export class SessionApi {
  constructor(private readonly transport: Transport) {}

  /**
   * Signs in by username and password or by mobile number and SMS code. A new IP answers
   * with the second factors the member can use instead of a token.
   */
  async login(request: LoginRequest): Promise<LoginResult> {
    const payload =
      request.type === 'username'
        ? {
            type: 'username',
            username: request.username.trim(),
            password: request.password,
            captcha: request.captcha?.trim() || undefined,
          }
        : {
            type: 'sms',
            mobileNum: request.mobileNum.trim(),
            countryDialingCode: request.countryDialingCode,
            smsCode: request.smsCode.trim(),
          };
    try {
      return {
        kind: 'signed-in',
        ...signedIn(await this.transport.send(sessionEndpoints.login, payload)),
      };
    } catch (error) {
      if (error instanceof ApiError && error.messageKey === VERIFICATION_REQUIRED) {
        const v = asObject(error.value);
        return {
          kind: 'verification-required',
          ticket: asString(v.ticket),
          methods: asStringArray(v.methods).filter((m): m is VerificationMethod =>
            (METHODS as readonly string[]).includes(m),
          ),
          maskedMobile: asString(v.mobile),
          maskedEmail: asString(v.email),
        };
      }
      throw error;
    }
  }

  /** Sends the second-factor code by SMS or e-mail; resolves with its lifetime in minutes. */
  async sendVerificationCode(ticket: string, method: 'sms' | 'email'): Promise<number> {
    const value = asObject(
      await this.transport.send(sessionEndpoints.loginVerify, { ticket, method, send: true }),
    );
    return asNumber(value.expiredMinutes, 1);
  }

  /** Completes a sign-in from a new IP with one second factor. */
  async verifyLogin(ticket: string, factor: SecondFactor): Promise<SignedIn> {
    const payload =
      factor.method === 'payeeName'
        ? { ticket, method: factor.method, payeeName: factor.payeeName.trim() }
        : { ticket, method: factor.method, code: factor.code.trim() };
    return signedIn(await this.transport.send(sessionEndpoints.loginVerify, payload));
  }

  /** A trial (free play) account: no credentials, only the encrypted-key header. */
  async freePlay(os: string): Promise<SignedIn> {
    return signedIn(await this.transport.send(sessionEndpoints.freePlay, { os, platform: 'W' }));
  }

  async logout(): Promise<void> {
    await this.transport.send(sessionEndpoints.logout);
  }

  /** Sends an SMS sign-in code; resolves with its lifetime in minutes. */
  async requestLoginCode(mobileNum: string, countryDialingCode: string): Promise<number> {
    const value = asObject(
      await this.transport.send(sessionEndpoints.loginCode, {
        mobileNum: mobileNum.trim(),
        countryDialingCode,
      }),
    );
    return asNumber(value.expiredMinutes, 1);
  }

  /** The captcha image as a `data:` URL ready for an `<img>`. */
  async getCaptcha(): Promise<string> {
    const value = await this.transport.send(sessionEndpoints.captcha);
    const base64 = asString(value);
    if (!base64) throw new ApiError('bad-response', 'system_error');
    return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
  }
}

function signedIn(raw: unknown): SignedIn {
  const v = asObject(raw);
  const token = asString(v.token);
  if (!token) throw new ApiError('bad-response', 'system_error');
  return {
    token,
    firstTimeLogin: truthy(v.firstTimeLogin),
    passwordExpired: truthy(v.passwordExpired),
  };
}
