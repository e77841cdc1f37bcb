import { passwordEndpoints } from '../catalogue/password';
import type { Transport } from '../transport';
import type { SecurityConfig, SliderPass } from '../types';
import { asNumber, asObject, truthy } from './decode';
import { perTransport } from './perTransport';
import { sliderFields } from './session';

/** Changing and resetting passwords, and the member's security settings. */
export class PasswordApi {
  constructor(private readonly transport: Transport) {}

  async changePassword(
    oldPassword: string,
    newPassword: string,
    confirmNewPassword: string,
  ): Promise<void> {
    await this.transport.send(passwordEndpoints.changePwd, {
      oldPassword,
      newPassword,
      confirmNewPassword,
    });
  }

  /** Asks for a reset e-mail (a form post, as the platform's clients send it). */
  async forgetPassword(username: string, email: string): Promise<void> {
    await this.transport.send(passwordEndpoints.forgetPwd, {
      username: username.trim(),
      email: email.trim(),
    });
  }

  /** Sends a password-reset SMS code; resolves with its lifetime in minutes. */
  async requestResetCode(
    mobileNum: string,
    countryDialingCode: string,
    slider?: SliderPass,
  ): Promise<number> {
    const value = asObject(
      await this.transport.send(passwordEndpoints.findPasswordByPhone, {
        mobileNum: mobileNum.trim(),
        countryDialingCode,
        ...sliderFields(slider),
      }),
    );
    return asNumber(value.expiredMinutes, 1);
  }

  /** Sets a new password with the SMS code; the caller then signs in with it. */
  async setPasswordByPhone(
    mobileNum: string,
    verificationCode: string,
    newPassword: string,
  ): Promise<void> {
    await this.transport.send(passwordEndpoints.setPasswordByPhone, {
      newPassword,
      mobileNum: mobileNum.trim(),
      verificationCode: verificationCode.trim(),
    });
  }

  async getSecurityConfig(): Promise<SecurityConfig> {
    const v = asObject(await this.transport.send(passwordEndpoints.securityConfig));
    return {
      mobileBound: truthy(v.mobileBound),
      emailBound: truthy(v.emailBound),
      payeeNameSet: truthy(v.payeeNameSet),
      authenticatorBound: truthy(v.authenticatorBound),
      passwordExpired: truthy(v.passwordExpired),
      loginVerification: truthy(v.loginVerification),
    };
  }
}

/** The root's one PasswordApi: the sign-in forms and the sign-in flow's store share it. */
export const passwordApiOf = perTransport((transport) => new PasswordApi(transport));
