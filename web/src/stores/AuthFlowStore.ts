import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { PasswordApi } from '../api/client/password';
import type { RegisterApi } from '../api/client/register';
import { captchaRequested } from '../api/client/session';
import { ApiError } from '../api/errors';
import type {
  MobileRegisterForm,
  RegisterFieldRule,
  RegisterForm,
  RegisterRules,
  SecondFactor,
  LoginResult,
  SignedIn,
  SliderPass,
  SocialProvider,
  VerificationMethod,
} from '../api/types';
import { formatSiteTime } from '../i18n/time';
import type { SessionStore } from './SessionStore';

/** Where the login popup stands: the credentials, the second factor, or the forced change. */
export type LoginStep = 'credentials' | 'verify' | 'changePassword';

export interface PendingVerification {
  ticket: string;
  methods: VerificationMethod[];
  maskedMobile: string;
  maskedEmail: string;
}

/** The captcha image is refreshed at most once per second, as the platform's clients do. */
export const CAPTCHA_REFRESH_MS = 1000;
const RULES_KEY = 'regValidata';

/** Refusals whose sign-in wording differs from the same key elsewhere (e.g. in the lobby). */
const SIGN_IN_WORDING: Readonly<Record<string, string>> = {
  account_self_excluded: 'login_self_excluded',
  account_cooling_off: 'login_cooling_off',
};

/** The same refusals when the platform says until when the block lasts. */
const SIGN_IN_WORDING_UNTIL: Readonly<Record<string, string>> = {
  account_self_excluded: 'login_self_excluded_until',
  account_cooling_off: 'login_cooling_off',
};

interface SignInRefusal {
  key: string;
  /** Values the message names, e.g. `until` in the site's time (GMT+7). */
  values: Record<string, string> | null;
}

function refusalOf(error: unknown): SignInRefusal {
  if (!(error instanceof ApiError)) return { key: 'unknown_error', values: null };
  const value = error.value as { until?: unknown } | null | undefined;
  const until = typeof value?.until === 'string' ? value.until : null;
  const worded = until ? SIGN_IN_WORDING_UNTIL[error.messageKey] : undefined;
  if (worded && until) {
    return { key: worded, values: { until: `${formatSiteTime(until)} (GMT+7)` } };
  }
  return { key: SIGN_IN_WORDING[error.messageKey] ?? error.messageKey, values: null };
}

function messageKeyOf(error: unknown): string {
  return refusalOf(error).key;
}

/**
 * The sign-in flow behind the login popup: password sign-in with the captcha the platform may
 * ask for, the second factor on a new IP, and the password change forced after an expired one.
 */
export class AuthFlowStore {
  step: LoginStep = 'credentials';
  busy = false;
  /** Message key of the last refusal, shown under the form. */
  errorKey: string | null = null;
  /** Values the refusal's message names (until when a cool-off or exclusion lasts). */
  errorValues: Record<string, string> | null = null;
  captchaShown = false;
  captchaImage: string | null = null;
  verification: PendingVerification | null = null;
  /** The registration validation config, once loaded (cached in session storage). */
  rules: RegisterRules | null = null;
  /** A message for the warning dialog (e.g. `invitation_code_error`), until dismissed. */
  warningKey: string | null = null;
  private lastCaptchaAt = Number.NEGATIVE_INFINITY;
  /**
   * The password just typed, held in memory only while a forced change needs it as the old
   * one, so the player is not asked for it twice; never stored anywhere.
   */
  private typedPassword: string | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly storage: Storage = sessionStorage,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<AuthFlowStore, 'api' | 'session' | 'storage' | 'now' | 'lastCaptchaAt'>(
      this,
      {
        api: false,
        session: false,
        storage: false,
        now: false,
        lastCaptchaAt: false,
      },
    );
  }

  /** Whether the forced change already knows the old password. */
  get oldPasswordKnown(): boolean {
    return this.step === 'changePassword' && this.typedPassword !== null;
  }

  /** Back to an empty credentials form (the popup was closed or reopened). */
  reset(): void {
    if (this.step === 'changePassword') return;
    this.step = 'credentials';
    this.errorKey = null;
    this.errorValues = null;
    this.verification = null;
    this.typedPassword = null;
  }

  /** Signs in by username and password; resolves true once the popup can close. */
  async login(username: string, password: string, captcha?: string): Promise<boolean> {
    this.typedPassword = password;
    return this.run(async () => {
      try {
        const result = await this.api.session.login({
          type: 'username',
          username,
          password,
          captcha: this.captchaShown ? captcha : undefined,
        });
        return await this.settle(result, false);
      } catch (error) {
        if (captchaRequested(error)) {
          runInAction(() => (this.captchaShown = true));
          await this.refreshCaptcha(true);
        }
        throw error;
      }
    });
  }

  /** Signs in by mobile number and SMS code; an SMS sign-in never forces a password change. */
  async loginBySms(mobileNum: string, countryDialingCode: string, smsCode: string) {
    this.typedPassword = null;
    return this.run(async () => {
      const result = await this.api.session.login({
        type: 'sms',
        mobileNum,
        countryDialingCode,
        smsCode,
      });
      if (result.kind === 'verification-required') throw new ApiError('server', 'unknown_error');
      return this.signedIn(result, true);
    });
  }

  /**
   * Signs in with the password just set by phone, as the platform's reset flow does (the mobile
   * number as the username, behind the slider). A new IP still gets its second factor.
   */
  async loginAfterReset(mobileNum: string, password: string, slider?: SliderPass) {
    this.typedPassword = null;
    return this.run(async () => {
      const result = await this.api.session.login({
        type: 'afterReset',
        mobileNum,
        password,
        slider,
      });
      return this.settle(result, true);
    });
  }

  /**
   * Signs in with the identity token a social provider handed out; like an SMS sign-in it
   * never forces a password change (the member may not have one they know).
   */
  async loginBySocial(provider: SocialProvider, idToken: string): Promise<boolean> {
    this.typedPassword = null;
    return this.run(async () => {
      const result = await this.api.session.socialLogin(provider, idToken);
      return this.settle(result, true);
    });
  }

  /** The provider's window was closed before the player allowed the sign-in. */
  socialCancelled(): void {
    this.errorKey = 'social_popup_closed';
    this.errorValues = null;
  }

  /**
   * Signs in by mobile number through the third-party phone-auth service: its code check gives
   * an identity token the platform's SMS sign-in takes in place of its own code.
   */
  async loginByPhoneAuth(
    mobileNum: string,
    countryDialingCode: string,
    verificationId: string,
    code: string,
  ): Promise<boolean> {
    this.typedPassword = null;
    return this.run(async () => {
      const idToken = await this.api.session.phoneAuthVerify(verificationId, code);
      const result = await this.api.session.login({
        type: 'phoneAuth',
        mobileNum,
        countryDialingCode,
        idToken,
      });
      if (result.kind === 'verification-required') throw new ApiError('server', 'unknown_error');
      return this.signedIn(result, true);
    });
  }

  /** One-click trial (free play): a play-money account the platform makes up and signs in. */
  async freePlay(os: string): Promise<boolean> {
    this.typedPassword = null;
    return this.run(async () => this.signedIn(await this.api.session.freePlay(os), true));
  }

  /** Sends the second-factor code; resolves with its lifetime in minutes. */
  async sendVerificationCode(method: 'sms' | 'email'): Promise<number> {
    const ticket = this.verification?.ticket;
    if (!ticket) throw new ApiError('server', 'verification_expired');
    return this.api.session.sendVerificationCode(ticket, method);
  }

  async verify(factor: SecondFactor): Promise<boolean> {
    const ticket = this.verification?.ticket;
    if (!ticket) return false;
    return this.run(async () => this.signedIn(await this.api.session.verifyLogin(ticket, factor)));
  }

  /** A new captcha image, unless one was fetched less than a second ago. */
  async refreshCaptcha(force = false): Promise<void> {
    const now = this.now();
    if (!force && now - this.lastCaptchaAt < CAPTCHA_REFRESH_MS) return;
    this.lastCaptchaAt = now;
    try {
      const image = await this.api.session.getCaptcha();
      runInAction(() => (this.captchaImage = image));
    } catch (error) {
      runInAction(() => {
        this.errorKey = messageKeyOf(error);
        this.errorValues = null;
      });
    }
  }

  /** The rule the platform checks new passwords with. */
  get passwordRule(): RegisterFieldRule | null {
    return this.rules?.fields.password ?? null;
  }

  /** The server's validation config, fetched once per session. */
  async loadRules(): Promise<void> {
    if (this.rules) return;
    const cached = this.storage.getItem(RULES_KEY);
    if (cached) {
      try {
        const rules = JSON.parse(cached) as RegisterRules;
        if (rules.fields) {
          this.rules = rules;
          return;
        }
      } catch {
        // A damaged cache is simply fetched again.
      }
    }
    try {
      const rules = await (await this.registerApi()).getValidation();
      this.storage.setItem(RULES_KEY, JSON.stringify(rules));
      runInAction(() => (this.rules = rules));
    } catch (error) {
      runInAction(() => {
        this.errorKey = messageKeyOf(error);
        this.errorValues = null;
      });
    }
  }

  // The registration and password calls come with the sign-in forms' code (fetched by the time
  // any of these run), not with the home route's `ApiClient`.
  private async registerApi(): Promise<RegisterApi> {
    const { registerApiOf } = await import('../api/client/register');
    return registerApiOf(this.api.transport);
  }

  private async passwordApi(): Promise<PasswordApi> {
    const { passwordApiOf } = await import('../api/client/password');
    return passwordApiOf(this.api.transport);
  }

  dismissWarning(): void {
    this.warningKey = null;
  }

  /**
   * Opens an account and signs it in. An affiliate code is checked first; an invalid one
   * stops the registration with the `invitation_code_error` warning.
   */
  async register(
    form: RegisterForm | MobileRegisterForm,
    variant: 'username' | 'mobile',
  ): Promise<boolean> {
    return this.run(async () => {
      if (form.affiliateCode) {
        try {
          await (await this.registerApi()).checkAffiliate(form.affiliateCode, form.domain ?? '');
        } catch (error) {
          if (!(error instanceof ApiError) || error.kind !== 'server') throw error;
          runInAction(() => (this.warningKey = 'invitation_code_error'));
          return false;
        }
      }
      const register = await this.registerApi();
      const done =
        variant === 'mobile' && form.mobileNum
          ? await register.registerMobile(form as MobileRegisterForm)
          : await register.register(form as RegisterForm);
      this.session.signIn(done.firstTimeLogin);
      return true;
    });
  }

  /** Changes the password; after a forced change the popup may close at last. */
  async changePassword(oldPassword: string, newPassword: string, confirm: string) {
    const old = oldPassword || (this.oldPasswordKnown ? (this.typedPassword ?? '') : '');
    return this.run(async () => {
      await (await this.passwordApi()).changePassword(old, newPassword, confirm);
      runInAction(() => {
        this.step = 'credentials';
        this.typedPassword = null;
      });
      return true;
    });
  }

  /** A sign-in answer: signed in, or false while the second factor it asks for is pending. */
  private async settle(result: LoginResult, bySms: boolean): Promise<boolean> {
    if (result.kind === 'verification-required') {
      const { ticket, methods, maskedMobile, maskedEmail } = result;
      runInAction(() => {
        this.verification = { ticket, methods, maskedMobile, maskedEmail };
        this.step = 'verify';
      });
      return false;
    }
    return this.signedIn(result, bySms);
  }

  private async signedIn(result: SignedIn, bySms = false): Promise<boolean> {
    this.session.signIn(result.firstTimeLogin);
    if (result.firstTimeLogin) {
      // The welcome is a courtesy; a failure must not undo a good sign-in.
      await this.api.member.completeFirstLogin().catch(() => false);
    }
    const mustChange = result.passwordExpired && !bySms;
    runInAction(() => {
      this.verification = null;
      this.captchaShown = false;
      this.captchaImage = null;
      this.step = mustChange ? 'changePassword' : 'credentials';
      if (!mustChange) this.typedPassword = null;
    });
    return !mustChange;
  }

  private async run(task: () => Promise<boolean>): Promise<boolean> {
    this.busy = true;
    this.errorKey = null;
    this.errorValues = null;
    try {
      return await task();
    } catch (error) {
      runInAction(() => {
        const refusal = refusalOf(error);
        this.errorKey = refusal.key;
        this.errorValues = refusal.values;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
