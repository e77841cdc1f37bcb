import { registerEndpoints } from '../catalogue/register';
import type { Transport } from '../transport';
import type {
  Country,
  MobileRegisterForm,
  Registered,
  RegisterFieldRule,
  RegisterForm,
  RegisterRules,
  SliderPass,
} from '../types';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';
import { perTransport } from './perTransport';
import { sliderFields } from './session';

/** Opening an account. */
export class RegisterApi {
  constructor(private readonly transport: Transport) {}

  /** Registers by username; the platform signs the new member in (`login: true`). */
  async register(form: RegisterForm): Promise<Registered> {
    return registered(await this.transport.send(registerEndpoints.register, registerPayload(form)));
  }

  /** Registers with the mobile number as the username; needs the registration SMS code. */
  async registerMobile(form: MobileRegisterForm): Promise<Registered> {
    return registered(
      await this.transport.send(
        registerEndpoints.registerMobile,
        registerPayload({ ...form, username: form.mobileNum }),
      ),
    );
  }

  /** Registers with a username the platform makes up; the answer names it. */
  async registerAuto(
    form: Pick<RegisterForm, 'password' | 'confirmPassword' | 'ageConfirmed' | 'affiliateCode'>,
  ): Promise<Registered> {
    return registered(
      await this.transport.send(registerEndpoints.registerAuto, {
        password: form.password,
        confirmPassword: form.confirmPassword,
        ageConfirmed: form.ageConfirmed,
        affiliateCode: form.affiliateCode || undefined,
      }),
    );
  }

  /** Which registration fields show and which are required (`setRegister`). */
  async getSettings(): Promise<RegisterRules> {
    return rules(await this.transport.send(registerEndpoints.setRegister));
  }

  /** The per-field validation rules (`regValidata`, same call as `setRegister`). */
  async getValidation(): Promise<RegisterRules> {
    return rules(await this.transport.send(registerEndpoints.regValidata, {}));
  }

  /** Whether an affiliate (invitation) code is valid; resolves with the agent's account. */
  async checkAffiliate(code: string, domain: string): Promise<string> {
    const value = asObject(
      (await this.transport.send(registerEndpoints.affiliate, { code: code.trim(), domain })) ?? {},
    );
    return asString(value.agentAccount);
  }

  /** Sends the registration SMS code; resolves with its lifetime in minutes. */
  async sendRegisterCode(
    variant: 'username' | 'mobile',
    mobileNo: string,
    countryDialingCode: string,
    slider?: SliderPass,
  ): Promise<number> {
    const endpoint =
      variant === 'username' ? registerEndpoints.usernameRegSMS : registerEndpoints.mobileRegSMS;
    const value = asObject(
      await this.transport.send(endpoint, {
        countryDialingCode,
        mobileNo: mobileNo.trim(),
        ...sliderFields(slider),
      }),
    );
    return asNumber(value.expiredMinutes, 1);
  }

  async getCountries(): Promise<Country[]> {
    return asArray<unknown>(await this.transport.send(registerEndpoints.countryCode)).map((raw) => {
      const c = asObject(raw);
      return {
        countryCode: asString(c.countryCode),
        dialingCode: asString(c.dialingCode),
        name: asString(c.name),
        mobileMin: asNumber(c.mobileMin),
        mobileMax: asNumber(c.mobileMax),
      };
    });
  }
}

function registerPayload(form: RegisterForm): Record<string, unknown> {
  return {
    username: form.username.trim(),
    password: form.password,
    confirmPassword: form.confirmPassword,
    payeeName: form.payeeName?.trim() || undefined,
    email: form.email?.trim() || undefined,
    mobileNum: form.mobileNum?.trim() || undefined,
    countryDialingCode: form.countryDialingCode || undefined,
    verificationCode: form.verificationCode?.trim() || undefined,
    captcha: form.captcha?.trim() || undefined,
    affiliateCode: form.affiliateCode?.trim() || undefined,
    referralCode: form.referralCode?.trim() || undefined,
    // The payment password is a secret like the password: sent as typed, never trimmed.
    paymentPassword: form.paymentPassword || undefined,
    qqNum: form.qqNum?.trim() || undefined,
    line: form.line?.trim() || undefined,
    whatsapp: form.whatsapp?.trim() || undefined,
    facebook: form.facebook?.trim() || undefined,
    wechat: form.wechat?.trim() || undefined,
    idNumber: form.idNumber?.trim() || undefined,
    recommenderId: form.recommenderId?.trim() || undefined,
    ageConfirmed: form.ageConfirmed,
    domain: form.domain || undefined,
    login: true,
    registerUrl: form.registerUrl || undefined,
    registerMethod: 'WEB',
  };
}

/** A new account, signed in: the gateway kept the session token the answer carried (see session.ts). */
function registered(raw: unknown): Registered {
  const v = asObject(raw);
  return {
    account: asString(v.account),
    firstTimeLogin: truthy(v.firstTimeLogin),
    passwordExpired: false,
  };
}

function rules(raw: unknown): RegisterRules {
  const v = asObject(raw);
  const fields: Record<string, RegisterFieldRule> = {};
  for (const [name, rule] of Object.entries(asObject(v.fields ?? {}))) {
    const r = (typeof rule === 'object' && rule !== null ? rule : {}) as Json;
    fields[name] = {
      show: truthy(r.show),
      required: truthy(r.required),
      pattern: asString(r.pattern, '*'),
      min: asNumber(r.min),
      max: asNumber(r.max),
    };
  }
  return { fields, minimumAge: asNumber(v.minimumAge, 18) };
}

/** The root's one RegisterApi: the sign-in forms and the sign-in flow's store share it. */
export const registerApiOf = perTransport((transport) => new RegisterApi(transport));
