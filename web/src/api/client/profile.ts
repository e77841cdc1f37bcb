import { profileEndpoints } from '../catalogue/profile';
import type { Transport } from '../transport';
import { asNumber, asObject, asString, truthy } from './decode';

/** Profile fields of spec §3 the member edits in the security centre, as the platform names them. */
export const CONTACT_FIELDS = [
  'qq',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'zalo',
  'wechat',
] as const;
export const DETAIL_FIELDS = [
  'birthday',
  'placeOfBirth',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'permanentAddress',
  'currentAddress',
] as const;
export const PROFILE_FIELDS = [...CONTACT_FIELDS, ...DETAIL_FIELDS] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileDetails = Record<ProfileField, string>;

export interface PlayerProfile {
  account: string;
  nickname: string;
  /** The payee (real) name; '' until set, and set once. */
  realName: string;
  countryDialingCode: string;
  /** Masked by the platform, e.g. `81***678`; '' when none is bound. */
  mobile: string;
  email: string;
  authenticatorBound: boolean;
  details: ProfileDetails;
}

export interface AuthenticatorOffer {
  bound: boolean;
  /** Base32 secret to type into the app when the QR code cannot be scanned; '' once bound. */
  secret: string;
  /** The QR code as an image data URL, drawn by the platform. */
  qrCode: string;
}

/** The security centre's profile calls. */
export class ProfileApi {
  constructor(private readonly transport: Transport) {}

  async getProfile(): Promise<PlayerProfile> {
    const v = asObject(await this.transport.send(profileEndpoints.getPlayerInfo));
    const details = Object.fromEntries(
      PROFILE_FIELDS.map((f) => [f, asString(v[f])]),
    ) as ProfileDetails;
    return {
      account: asString(v.account),
      nickname: asString(v.nickname),
      realName: asString(v.realName),
      countryDialingCode: asString(v.countryDialingCode),
      mobile: asString(v.mobile),
      email: asString(v.email),
      authenticatorBound: truthy(v.authenticatorBound),
      details,
    };
  }

  /** Saves the given details; the platform answers the details it kept. */
  async updateDetails(changes: Partial<ProfileDetails>): Promise<void> {
    await this.transport.send(profileEndpoints.setPersonalInfo, { ...changes });
  }

  async setNickname(nickname: string): Promise<void> {
    await this.transport.send(profileEndpoints.setNickName, { nickname });
  }

  async setPayeeName(payeeName: string): Promise<void> {
    await this.transport.send(profileEndpoints.bindPayee, { payeeName });
  }

  /** Sends a code to the new mobile; answers how many minutes it stays valid. */
  async sendMobileCode(input: { mobileNum: string; countryDialingCode: string }): Promise<number> {
    const v = asObject(await this.transport.send(profileEndpoints.smsSend, input));
    return asNumber(v.expiredMinutes, 1);
  }

  async bindMobile(input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
  }): Promise<void> {
    await this.transport.send(profileEndpoints.setPersonalInfoMobile, input);
  }

  async sendEmailCode(email: string): Promise<number> {
    const v = asObject(await this.transport.send(profileEndpoints.mailSend, { email }));
    return asNumber(v.expiredMinutes, 1);
  }

  async bindEmail(input: { email: string; verificationCode: string }): Promise<void> {
    await this.transport.send(profileEndpoints.bindEmails, input);
  }

  async authenticator(): Promise<AuthenticatorOffer> {
    const v = asObject(await this.transport.send(profileEndpoints.getGaInfo));
    return { bound: truthy(v.bound), secret: asString(v.secret), qrCode: asString(v.qrCode) };
  }

  async bindAuthenticator(code: string): Promise<void> {
    await this.transport.send(profileEndpoints.setGaInfo, { code });
  }

  async unbindAuthenticator(code: string): Promise<void> {
    await this.transport.send(profileEndpoints.unbindGoogleAuth, { code });
  }
}
