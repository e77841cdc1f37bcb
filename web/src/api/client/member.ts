import { memberEndpoints } from '../catalogue/member';
import type { Transport } from '../transport';
import type { MemberInfo, RankProgress } from '../types';
import { asNumber, asObject, asString, truthy } from './decode';

/** The signed-in member: profile, avatar, language and VIP rank. */
export class MemberApi {
  constructor(private readonly transport: Transport) {}

  async getInfo(): Promise<MemberInfo> {
    const v = asObject(await this.transport.send(memberEndpoints.mbInfo));
    return {
      id: asString(v.id),
      account: asString(v.account),
      nickname: asString(v.nickname),
      type: asNumber(v.type),
      countryCode: asString(v.countryCode),
      countryDialingCode: asString(v.countryDialingCode),
      language: asString(v.language),
      mobile: asString(v.mobile),
      email: asString(v.email),
      hasPayeeName: truthy(v.hasPayeeName),
      vipLevel: asNumber(v.vipLevel),
      vipLabelName: asString(v.vipLabelName),
      hasVip: truthy(v.hasVip),
      avatar: asString(v.avatar),
      uplineAccount: asString(v.uplineAccount),
      passwordExpired: truthy(v.passwordExpired),
      registeredAt: asString(v.registeredAt),
    };
  }

  /** The avatar picture address (`/wps/member/info/icon`). */
  async getIcon(): Promise<string> {
    return asString(asObject(await this.transport.send(memberEndpoints.icon)).url);
  }

  /** The avatar chosen by the member, as an avatar id from the platform's set. */
  async getAvatar(): Promise<string> {
    return asString(asObject(await this.transport.send(memberEndpoints.getPlayerAvatar)).avatar);
  }

  /** Saves the member's language on the platform so messages and e-mails follow it. */
  async updateLanguage(language: string): Promise<void> {
    await this.transport.send(memberEndpoints.updateLanguage, { language });
  }

  /**
   * The first-login step, run when a sign-in reports `firstTimeLogin`; resolves true the one
   * time it welcomes the member (a welcome message lands in the inbox).
   */
  async completeFirstLogin(): Promise<boolean> {
    return truthy(asObject(await this.transport.send(memberEndpoints.firstLogin)).welcomed);
  }

  async getRankProgress(): Promise<RankProgress> {
    const v = asObject(await this.transport.send(memberEndpoints.getPlayerRankProgress));
    const next = v.nextLevel === null || v.nextLevel === undefined ? null : asNumber(v.nextLevel);
    return {
      vipLevel: asNumber(v.vipLevel),
      vipLabelName: asString(v.vipLabelName),
      nextLevel: next,
      nextLabelName: asString(v.nextLabelName),
      depositTotal: asNumber(v.depositTotal),
      depositRequired: asNumber(v.depositRequired),
      progressPercent: asNumber(v.progressPercent),
    };
  }
}
