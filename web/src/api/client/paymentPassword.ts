import { paymentPasswordEndpoints } from '../catalogue/paymentPassword';
import type { Transport } from '../transport';
import { truthy } from './decode';

/** The payment (withdrawal) password: six digits, apart from the sign-in password. */
export class PaymentPasswordApi {
  constructor(private readonly transport: Transport) {}

  async isSet(): Promise<boolean> {
    return truthy(await this.transport.send(paymentPasswordEndpoints.hasWithdrawalPassword));
  }

  /** First setting, proved with the sign-in password (encrypted). */
  async set(input: {
    password: string;
    paymentPassword: string;
    confirmPaymentPassword: string;
  }): Promise<void> {
    await this.transport.send(paymentPasswordEndpoints.setWithdrawPassword, { ...input });
  }

  async change(input: {
    oldPassword: string;
    newPassword: string;
    confirmNewPassword: string;
  }): Promise<void> {
    await this.transport.send(paymentPasswordEndpoints.changeWithdrawPassword, { ...input });
  }

  /** With the SMS code sent to the member's own mobile (`api.withdraw.sendSmsCode`). */
  async reset(input: {
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string;
  }): Promise<void> {
    await this.transport.send(paymentPasswordEndpoints.forgetFundsPassword, { ...input });
  }
}
