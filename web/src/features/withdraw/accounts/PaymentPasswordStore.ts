import { makeAutoObservable, runInAction } from 'mobx';
import { PaymentPasswordApi } from '../../../api/client/paymentPassword';
import { WithdrawApi } from '../../../api/client/withdraw';
import { platformKey } from '../../../api/errors';
import type { LoadState } from '../../../centre/Loadable';
import type { RootStore } from '../../../stores/RootStore';
import type { Outcome } from './BankCardsStore';

/** Six digits, as the platform's withdrawal keypad takes. */
const PAYMENT_PASSWORD = /^\d{6}$/;

export type PasswordProblem = 'pp_format' | 'pp_mismatch' | 'pp_required' | 'pp_code_required';

/** Checks a new payment password and its confirmation before anything is sent. */
export function newPasswordProblem(password: string, confirm: string): PasswordProblem | null {
  if (!PAYMENT_PASSWORD.test(password)) return 'pp_format';
  if (password !== confirm) return 'pp_mismatch';
  return null;
}

/** Whether the member has a payment password, and setting, changing or resetting it. */
export class PaymentPasswordStore {
  isSet: boolean | null = null;
  state: LoadState = 'idle';
  errorKey: string | null = null;

  constructor(
    private readonly api: PaymentPasswordApi,
    /** The SMS code for a reset goes out through the withdraw group's `smsVerified`. */
    private readonly sms: WithdrawApi,
  ) {
    makeAutoObservable<PaymentPasswordStore, 'api' | 'sms'>(this, { api: false, sms: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const isSet = await this.api.isSet();
      runInAction(() => {
        this.isSet = isSet;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = platformKey(error);
        this.state = 'failed';
      });
    }
  }

  /** Takes whether a password is set, as the gateway read it for the page it rendered. */
  seed(isSet: boolean): void {
    this.isSet = isSet;
    this.state = 'ready';
  }

  ensureLoaded(): Promise<void> {
    return this.state === 'idle' || this.state === 'failed' ? this.load() : Promise.resolve();
  }

  async set(input: { loginPassword: string; password: string; confirm: string }): Promise<Outcome> {
    if (!input.loginPassword) return { ok: false, errorKey: 'pp_required' };
    const problem = newPasswordProblem(input.password, input.confirm);
    if (problem) return { ok: false, errorKey: problem };
    return this.run(() =>
      this.api.set({
        password: input.loginPassword,
        paymentPassword: input.password,
        confirmPaymentPassword: input.confirm,
      }),
    );
  }

  async change(input: { old: string; password: string; confirm: string }): Promise<Outcome> {
    if (!PAYMENT_PASSWORD.test(input.old)) return { ok: false, errorKey: 'pp_format' };
    const problem = newPasswordProblem(input.password, input.confirm);
    if (problem) return { ok: false, errorKey: problem };
    return this.run(() =>
      this.api.change({
        oldPassword: input.old,
        newPassword: input.password,
        confirmNewPassword: input.confirm,
      }),
    );
  }

  /** Sends the reset code to the member's own mobile; resolves with its validity in minutes. */
  async sendResetCode(): Promise<{ ok: true; minutes: number } | { ok: false; errorKey: string }> {
    try {
      const { expiredMinutes } = await this.sms.sendSmsCode('PAYMENT_PASSWORD');
      return { ok: true, minutes: expiredMinutes };
    } catch (error) {
      return { ok: false, errorKey: platformKey(error) };
    }
  }

  async reset(input: { code: string; password: string; confirm: string }): Promise<Outcome> {
    if (!input.code.trim()) return { ok: false, errorKey: 'pp_code_required' };
    const problem = newPasswordProblem(input.password, input.confirm);
    if (problem) return { ok: false, errorKey: problem };
    return this.run(() =>
      this.api.reset({
        verificationCode: input.code.trim(),
        newPassword: input.password,
        confirmNewPassword: input.confirm,
      }),
    );
  }

  private async run(call: () => Promise<void>): Promise<Outcome> {
    try {
      await call();
    } catch (error) {
      return { ok: false, errorKey: platformKey(error) };
    }
    runInAction(() => {
      this.isSet = true;
      this.state = 'ready';
    });
    return { ok: true };
  }
}

export const createPaymentPasswordStore = (root: RootStore) =>
  new PaymentPasswordStore(
    new PaymentPasswordApi(root.api.transport),
    new WithdrawApi(root.api.transport),
  );
