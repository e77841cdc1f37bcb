import type { Accounts, Member } from './accounts.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { Refusal } from './refusal.js';

/** A payment password is six digits, as the platform's withdrawal keypad takes. */
export const PAYMENT_PASSWORD = /^\d{6}$/;

/**
 * The member's payment (withdrawal) password, kept apart from the sign-in password and only as
 * a hash. Withdrawals need it; the platform answers `not.exists.payment.password` until one is
 * set and `invalid.payment.pw` for a wrong one.
 */
export class PaymentPasswords {
  private readonly hashes = new Map<string, string>();

  constructor(private readonly accounts: Accounts) {}

  clear(): void {
    this.hashes.clear();
  }

  has(memberId: string): boolean {
    return this.hashes.has(memberId);
  }

  /** First setting: proved with the sign-in password. */
  set(member: Member, input: { loginPassword: string; paymentPassword: string }): void {
    if (this.has(member.id)) throw new Refusal('payment_password_exists');
    if (!this.accounts.checkPassword(member, input.loginPassword)) {
      throw new Refusal('password_error');
    }
    this.store(member, input.paymentPassword);
  }

  change(member: Member, input: { oldPassword: string; newPassword: string }): void {
    this.check(member, input.oldPassword);
    this.store(member, input.newPassword);
  }

  /** After the SMS code to the member's own mobile was checked (the forgotten-password way). */
  reset(member: Member, newPassword: string): void {
    this.store(member, newPassword);
  }

  /** Throws the platform's own keys, so the screens can say what is wrong. */
  check(member: Member, password: string): void {
    const hash = this.hashes.get(member.id);
    if (!hash) throw new Refusal('not.exists.payment.password');
    if (!verifyPassword(password, hash)) throw new Refusal('invalid.payment.pw');
  }

  /** Refuses a new payment password that breaks the rules, before anything is used up. */
  assertAcceptable(member: Member, password: string): void {
    if (!PAYMENT_PASSWORD.test(password)) throw new Refusal('payment_password_format');
    if (this.accounts.checkPassword(member, password)) {
      throw new Refusal('payment_password_same_as_login');
    }
  }

  private store(member: Member, password: string): void {
    this.assertAcceptable(member, password);
    this.hashes.set(member.id, hashPassword(password));
  }
}
