import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { normaliseMobile, type Member } from './accounts.js';
import { Refusal } from './refusal.js';
import type { VerificationCodes } from './verificationCodes.js';

/**
 * The profile fields of spec §3 that the member edits in the security centre, beside the ones
 * the account already holds (nickname, mobile, e-mail, payee name, authenticator secret).
 */
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

export const NICKNAME_MAX = 20;
export const FIELD_MAX = 100;
/** The birthday must show the member is at least this old (spec §5: "confirm age"). */
export const MIN_AGE_YEARS = 18;
const ISSUER = 'Playhouse';

function emptyDetails(): ProfileDetails {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as ProfileDetails;
}

export class Profiles {
  private readonly details = new Map<string, ProfileDetails>();
  /** Authenticator secrets offered but not yet confirmed with a code. */
  private readonly pendingSecrets = new Map<string, string>();

  constructor(
    private readonly now: () => number,
    private readonly codes: VerificationCodes,
  ) {}

  clear(): void {
    this.details.clear();
    this.pendingSecrets.clear();
  }

  of(member: Member): ProfileDetails {
    return { ...emptyDetails(), ...this.details.get(member.id) };
  }

  /**
   * Saves the fields given; blank clears a field. The birthday, once set, stays: it proves the
   * member's age, so changing it goes through customer service.
   */
  update(member: Member, input: Partial<Record<ProfileField, string>>): ProfileDetails {
    const current = this.of(member);
    const next = { ...current };
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      const trimmed = value.trim();
      if (trimmed.length > FIELD_MAX) throw new Refusal('field_too_long');
      next[field] = trimmed;
    }
    if (next.birthday !== current.birthday) {
      if (current.birthday) throw new Refusal('birthday_already_set');
      this.checkBirthday(next.birthday);
    }
    this.details.set(member.id, next);
    return next;
  }

  setNickname(member: Member, nickname: string): void {
    const value = nickname.trim();
    if (value.length === 0 || value.length > NICKNAME_MAX) throw new Refusal('nickname_invalid');
    member.nickname = value;
  }

  /** The payee (real) name is set once: withdrawals are paid to it. */
  setPayeeName(member: Member, name: string): void {
    if (member.payeeName) throw new Refusal('payee_name_already_set');
    const value = name.trim().replace(/\s+/g, ' ');
    if (!/^\p{L}[\p{L}\p{M} .'-]{1,59}$/u.test(value)) throw new Refusal('real_name_invalid');
    member.payeeName = value;
  }

  sendMobileCode(mobile: string): { expiredMinutes: number } {
    const digits = normaliseMobile(mobile);
    if (!/^\d{8,12}$/.test(digits)) throw new Refusal('mobile_invalid');
    return this.codes.issue(digits, 'bind-mobile');
  }

  bindMobile(member: Member, mobile: string, code: string, taken: (m: string) => boolean): void {
    const digits = normaliseMobile(mobile);
    if (!/^\d{8,12}$/.test(digits)) throw new Refusal('mobile_invalid');
    this.useCode(digits, 'bind-mobile', code);
    if (taken(digits)) throw new Refusal('mobile_already_used');
    member.mobile = digits;
  }

  sendEmailCode(email: string): { expiredMinutes: number } {
    return this.codes.issue(checkEmail(email), 'bind-email');
  }

  bindEmail(member: Member, email: string, code: string): void {
    const address = checkEmail(email);
    this.useCode(address, 'bind-email', code);
    member.email = address;
  }

  /** The member's authenticator state; an unbound member is offered a fresh secret. */
  authenticator(member: Member): { bound: boolean; secret: string; otpauthUrl: string } {
    if (member.totpSecret) return { bound: true, secret: '', otpauthUrl: '' };
    let secret = this.pendingSecrets.get(member.id);
    if (!secret) {
      secret = generateSecret();
      this.pendingSecrets.set(member.id, secret);
    }
    return {
      bound: false,
      secret,
      otpauthUrl: generateURI({ issuer: ISSUER, label: member.account, secret }),
    };
  }

  async bindAuthenticator(member: Member, code: string): Promise<void> {
    if (member.totpSecret) throw new Refusal('authenticator_already_bound');
    const secret = this.pendingSecrets.get(member.id);
    if (!secret || !(await this.totpValid(secret, code))) {
      throw new Refusal('verification_code_error');
    }
    member.totpSecret = secret;
    this.pendingSecrets.delete(member.id);
  }

  async unbindAuthenticator(member: Member, code: string): Promise<void> {
    if (!member.totpSecret) throw new Refusal('authenticator_not_bound');
    if (!(await this.totpValid(member.totpSecret, code))) {
      throw new Refusal('verification_code_error');
    }
    member.totpSecret = null;
  }

  private async totpValid(secret: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code.trim())) return false;
    const result = await verifyTotp({
      secret,
      token: code.trim(),
      epoch: Math.floor(this.now() / 1000),
      epochTolerance: 30,
    });
    return result.valid;
  }

  private useCode(address: string, purpose: 'bind-mobile' | 'bind-email', code: string): void {
    const check = this.codes.check(address, purpose, code);
    if (check === 'expired') throw new Refusal('verification_code_expired');
    if (check !== 'ok') throw new Refusal('verification_code_error');
  }

  private checkBirthday(birthday: string): void {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
    if (!match) throw new Refusal('birthday_invalid');
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      throw new Refusal('birthday_invalid');
    }
    const today = new Date(this.now());
    const adult = new Date(Date.UTC(y + MIN_AGE_YEARS, m - 1, d));
    if (adult.getTime() > today.getTime()) throw new Refusal('birthday_under_age');
  }
}

function checkEmail(email: string): string {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 100) {
    throw new Refusal('email_invalid');
  }
  return address;
}
