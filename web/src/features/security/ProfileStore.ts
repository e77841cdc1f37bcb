import { makeAutoObservable, runInAction } from 'mobx';
import {
  PROFILE_FIELDS,
  ProfileApi,
  type AuthenticatorOffer,
  type PlayerProfile,
  type ProfileDetails,
} from '../../api/client/profile';
import { ApiError, errorKey } from '../../api/errors';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

/** What each form of the page is doing: idle, sending, done, or refused with a message key. */
export interface FormState {
  busy: boolean;
  errorKey: string | null;
  done: boolean;
}

const idle = (): FormState => ({ busy: false, errorKey: null, done: false });

export type ProfileForm = 'details' | 'nickname' | 'payee' | 'mobile' | 'email' | 'authenticator';

const MOBILE = /^\d{8,12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The security centre's profile: load, edit the details, nickname and payee name, bind a
 * mobile or e-mail with a code, and bind or remove the authenticator app.
 */
export class ProfileStore {
  readonly profile = new Loadable<PlayerProfile>();
  forms: Record<ProfileForm, FormState> = {
    details: idle(),
    nickname: idle(),
    payee: idle(),
    mobile: idle(),
    email: idle(),
    authenticator: idle(),
  };
  readonly authenticator = new Loadable<AuthenticatorOffer>();

  constructor(private readonly api: ProfileApi) {
    makeAutoObservable<ProfileStore, 'api'>(this, {
      api: false,
      profile: false,
      authenticator: false,
    });
  }

  load(): Promise<void> {
    return this.profile.load(() => this.api.getProfile());
  }

  /** Sends only the fields that changed; nothing changed is not an error, just nothing sent. */
  async saveDetails(edited: ProfileDetails): Promise<boolean> {
    const current = this.profile.value?.details;
    const changes: Partial<ProfileDetails> = {};
    for (const field of PROFILE_FIELDS) {
      const value = edited[field].trim();
      if (!current || value !== current[field]) changes[field] = value;
    }
    if (changes.birthday !== undefined && changes.birthday !== '' && !DATE.test(changes.birthday)) {
      return this.refuse('details', 'birthday_invalid');
    }
    if (Object.keys(changes).length === 0) return this.finish('details');
    return this.run('details', () => this.api.updateDetails(changes));
  }

  async saveNickname(nickname: string): Promise<boolean> {
    const value = nickname.trim();
    if (value.length === 0 || value.length > 20) return this.refuse('nickname', 'nickname_invalid');
    return this.run('nickname', () => this.api.setNickname(value));
  }

  async savePayeeName(name: string): Promise<boolean> {
    const value = name.trim().replace(/\s+/g, ' ');
    if (value.length < 2) return this.refuse('payee', 'real_name_invalid');
    return this.run('payee', () => this.api.setPayeeName(value));
  }

  /** Sends a code to the mobile; answers the code's lifetime in minutes for the countdown. */
  async sendMobileCode(mobile: string, countryDialingCode: string): Promise<number> {
    const digits = mobile.replace(/\D/g, '');
    if (!MOBILE.test(digits)) throw new ApiError('server', 'mobile_invalid');
    return this.api.sendMobileCode({ mobileNum: digits, countryDialingCode });
  }

  async bindMobile(mobile: string, countryDialingCode: string, code: string): Promise<boolean> {
    const digits = mobile.replace(/\D/g, '');
    if (!MOBILE.test(digits)) return this.refuse('mobile', 'mobile_invalid');
    if (!/^\d{4,8}$/.test(code.trim())) return this.refuse('mobile', 'verification_code_error');
    return this.run('mobile', () =>
      this.api.bindMobile({
        mobileNum: digits,
        countryDialingCode,
        verificationCode: code.trim(),
      }),
    );
  }

  async sendEmailCode(email: string): Promise<number> {
    if (!EMAIL.test(email.trim())) throw new ApiError('server', 'email_invalid');
    return this.api.sendEmailCode(email.trim());
  }

  async bindEmail(email: string, code: string): Promise<boolean> {
    if (!EMAIL.test(email.trim())) return this.refuse('email', 'email_invalid');
    if (!/^\d{4,8}$/.test(code.trim())) return this.refuse('email', 'verification_code_error');
    return this.run('email', () =>
      this.api.bindEmail({ email: email.trim(), verificationCode: code.trim() }),
    );
  }

  loadAuthenticator(): Promise<void> {
    return this.authenticator.load(() => this.api.authenticator());
  }

  async bindAuthenticator(code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code.trim()))
      return this.refuse('authenticator', 'verification_code_error');
    const done = await this.run('authenticator', () => this.api.bindAuthenticator(code.trim()));
    if (done) await this.loadAuthenticator();
    return done;
  }

  async unbindAuthenticator(code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code.trim()))
      return this.refuse('authenticator', 'verification_code_error');
    const done = await this.run('authenticator', () => this.api.unbindAuthenticator(code.trim()));
    if (done) await this.loadAuthenticator();
    return done;
  }

  resetForm(form: ProfileForm): void {
    this.forms[form] = idle();
  }

  private refuse(form: ProfileForm, key: string): boolean {
    this.forms[form] = { busy: false, errorKey: key, done: false };
    return false;
  }

  private finish(form: ProfileForm): boolean {
    this.forms[form] = { busy: false, errorKey: null, done: true };
    return true;
  }

  /** Runs one change, then reads the profile again so the page shows what the platform kept. */
  private async run(form: ProfileForm, change: () => Promise<void>): Promise<boolean> {
    if (this.forms[form].busy) return false;
    this.forms[form] = { busy: true, errorKey: null, done: false };
    try {
      await change();
      const profile = await this.api.getProfile();
      runInAction(() => {
        this.profile.set(profile);
        this.forms[form] = { busy: false, errorKey: null, done: true };
      });
      return true;
    } catch (error) {
      runInAction(
        () => (this.forms[form] = { busy: false, errorKey: errorKey(error), done: false }),
      );
      return false;
    }
  }
}

export const createProfileStore = (root: RootStore) =>
  new ProfileStore(new ProfileApi(root.api.transport));
