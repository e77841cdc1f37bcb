import { sessionEndpoints } from '../catalogue/session';
import { ApiError } from '../errors';
import type { Transport } from '../transport';
import type {
  LoginRequest,
  LoginResult,
  SecondFactor,
  SignedIn,
  SliderChallenge,
  SliderPass,
  SocialProvider,
  VerificationMethod,
} from '../types';
import { asNumber, asObject, asString, asStringArray, truthy } from './decode';
import { asPhoneAuthError } from './phoneAuthErrors';

/** The platform's answer when the password was right but the IP is new. */
export const VERIFICATION_REQUIRED = 'login_verification_required';

const METHODS: readonly VerificationMethod[] = ['sms', 'email', 'payeeName', 'totp'];

/** The slider answer as the platform's calls carry it (Geetest's field names); none, none. */
export function sliderFields(pass: SliderPass | undefined): Record<string, string> {
  if (!pass) return {};
  return {
    geetest_challenge: pass.challenge,
    geetest_validate: pass.validate,
    geetest_seccode: pass.seccode,
  };
}

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
        : request.type === 'phoneAuth'
          ? {
              // The platform's SMS sign-in, with the service's token in place of its own code.
              type: 'sms',
              mobileNum: request.mobileNum.trim(),
              countryDialingCode: request.countryDialingCode,
              firebaseChannel: 'sms',
              firebaseIdToken: request.idToken,
            }
          : request.type === 'afterReset'
            ? {
                // As the platform's reset flow sends it: the mobile number as the username.
                username: request.mobileNum.trim(),
                password: request.password,
                type: '',
                ...sliderFields(request.slider),
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
      const pending = verificationRequired(error);
      if (pending) return pending;
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
  async requestLoginCode(
    mobileNum: string,
    countryDialingCode: string,
    slider?: SliderPass,
  ): Promise<number> {
    const value = asObject(
      await this.transport.send(sessionEndpoints.loginCode, {
        mobileNum: mobileNum.trim(),
        countryDialingCode,
        ...sliderFields(slider),
      }),
    );
    return asNumber(value.expiredMinutes, 1);
  }

  /** The stand-in provider's consent: an identity token for `name` at `provider`. */
  async authorizeWithStandInProvider(provider: SocialProvider, name: string): Promise<string> {
    const v = asObject(
      await this.transport.send(sessionEndpoints.socialAuthorize, { provider, name: name.trim() }),
    );
    const idToken = asString(v.idToken);
    if (!idToken) throw new ApiError('bad-response', 'system_error');
    return idToken;
  }

  /** Signs in with a social provider's identity token; a new IP may still ask for a factor. */
  async socialLogin(provider: SocialProvider, idToken: string): Promise<LoginResult> {
    try {
      return {
        kind: 'signed-in',
        ...signedIn(await this.transport.send(sessionEndpoints.socialLogin, { provider, idToken })),
      };
    } catch (error) {
      const pending = verificationRequired(error);
      if (pending) return pending;
      throw error;
    }
  }

  /**
   * Asks the phone-auth service to text a code to `+<dialing code><number>`; resolves with the
   * verification to confirm. Refusals carry the phone-auth catalogue's message keys.
   */
  async phoneAuthSendCode(mobileNum: string, countryDialingCode: string): Promise<string> {
    try {
      const v = asObject(
        await this.transport.send(sessionEndpoints.phoneAuthSendCode, {
          phoneNumber: `+${countryDialingCode}${mobileNum.trim()}`,
        }),
      );
      const verificationId = asString(v.verificationId);
      if (!verificationId) throw new ApiError('bad-response', 'system_error');
      return verificationId;
    } catch (error) {
      throw asPhoneAuthError(error);
    }
  }

  /** Confirms the texted code with the phone-auth service; resolves with its identity token. */
  async phoneAuthVerify(verificationId: string, code: string): Promise<string> {
    try {
      const v = asObject(
        await this.transport.send(sessionEndpoints.phoneAuthVerify, {
          verificationId,
          code: code.trim(),
        }),
      );
      const idToken = asString(v.idToken);
      if (!idToken) throw new ApiError('bad-response', 'system_error');
      return idToken;
    } catch (error) {
      throw asPhoneAuthError(error);
    }
  }

  /** A new slider challenge (GEETEST3), to answer before a call the slider protects. */
  async getSliderChallenge(): Promise<SliderChallenge> {
    const v = asObject(await this.transport.send(sessionEndpoints.captchaGeetest));
    const challenge = asString(v.challenge);
    const gap = asNumber(v.gap, Number.NaN);
    if (!challenge || !Number.isFinite(gap)) throw new ApiError('bad-response', 'system_error');
    return { challenge, gap };
  }

  /** The captcha image as a `data:` URL ready for an `<img>`. */
  async getCaptcha(): Promise<string> {
    const value = await this.transport.send(sessionEndpoints.captcha);
    const base64 = asString(value);
    if (!base64) throw new ApiError('bad-response', 'system_error');
    return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
  }
}

/** The second factors on offer when the platform answers that the IP is new, else null. */
function verificationRequired(error: unknown): LoginResult | null {
  if (!(error instanceof ApiError) || error.messageKey !== VERIFICATION_REQUIRED) return null;
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

/**
 * A successful sign-in. The platform's answer carries the session token, which the gateway keeps
 * and takes out before the page sees the answer: the page reads only what the answer says about
 * the account.
 */
function signedIn(raw: unknown): SignedIn {
  const v = asObject(raw);
  return {
    firstTimeLogin: truthy(v.firstTimeLogin),
    passwordExpired: truthy(v.passwordExpired),
  };
}
