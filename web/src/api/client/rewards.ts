import { rewardsEndpoints } from '../catalogue/rewards';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';
import { readPage, type Page } from './paging';

export interface Reward {
  rewardId: string;
  title: string;
  amount: number;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  expiresAt: string | null;
  claimedAt: string | null;
}

export interface RebateLine {
  gameType: string;
  stake: number;
  /** Percent of stake. */
  rate: number;
  amount: number;
}

export interface ManualRebate {
  since: string | null;
  list: RebateLine[];
  totalAmount: number;
  claimedThisPeriod: boolean;
  nextClaimAt: string | null;
}

export type RedEnvelopeStatus = 'OPENABLE' | 'OPENED' | 'NOT_ELIGIBLE' | 'UPCOMING' | 'CLOSED';

export interface RedEnvelope {
  envelopeId: string;
  title: string;
  amount: number;
  minDeposit: number;
  opensAt: string;
  closesAt: string;
  status: RedEnvelopeStatus;
}

export interface ReferralInfo {
  code: string;
  link: string;
  invitedCount: number;
}

export interface InvitedFriend {
  /** Masked by the platform. */
  account: string;
  registeredAt: string;
  hasDeposited: boolean;
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readReward(value: unknown): Reward {
  const v = asObject(value);
  return {
    rewardId: asString(v.rewardId),
    title: asString(v.title),
    amount: asNumber(v.amount),
    status: asString(v.status, 'CLAIMABLE') as Reward['status'],
    expiresAt: nullableString(v.expiresAt),
    claimedAt: nullableString(v.claimedAt),
  };
}

/** Reward centre, manual rebate, red envelopes, raffle and invite friends. */
export class RewardsApi {
  constructor(private readonly transport: Transport) {}

  async rewardCenter(): Promise<{ list: Reward[]; claimableCount: number }> {
    const v = asObject(await this.transport.send(rewardsEndpoints.rewardCenter));
    return {
      list: asArray<unknown>(v.list).map(readReward),
      claimableCount: asNumber(v.claimableCount),
    };
  }

  async claimReward(rewardId: string): Promise<Reward & { balance: number }> {
    const value = await this.transport.send(rewardsEndpoints.claimReward, { rewardId });
    return { ...readReward(value), balance: asNumber(asObject(value).balance) };
  }

  /** Spends one raffle ticket; the prize is drawn by the platform. */
  async drawRaffle(
    promotionId?: number,
  ): Promise<{ prizeName: string; prizeAmount: number; ticketsLeft: number; balance: number }> {
    const v = asObject(
      await this.transport.send(
        rewardsEndpoints.rafflePromotion,
        promotionId === undefined ? {} : { promotionId },
      ),
    );
    const prize = asObject(v.prize ?? {});
    return {
      prizeName: asString(prize.name),
      prizeAmount: asNumber(prize.amount),
      ticketsLeft: asNumber(v.ticketsLeft),
      balance: asNumber(v.balance),
    };
  }

  /** Rebate rates (percent of stake) per product type. */
  async rebateRates(): Promise<{ productType: string; rate: number }[]> {
    const v = asObject(await this.transport.send(rewardsEndpoints.getRebate));
    return asArray<Json>(v.list).map((r) => ({
      productType: asString(r.productType),
      rate: asNumber(r.rate),
    }));
  }

  async manualRebate(): Promise<ManualRebate> {
    const v = asObject(await this.transport.send(rewardsEndpoints.manualRebate));
    return {
      since: nullableString(v.since),
      list: asArray<Json>(v.list).map((l) => ({
        gameType: asString(l.gameType),
        stake: asNumber(l.stake),
        rate: asNumber(l.rate),
        amount: asNumber(l.amount),
      })),
      totalAmount: asNumber(v.totalAmount),
      claimedThisPeriod: truthy(v.claimedThisPeriod),
      nextClaimAt: nullableString(v.nextClaimAt),
    };
  }

  async claimManualRebate(): Promise<{ amount: number; balance: number }> {
    const v = asObject(await this.transport.send(rewardsEndpoints.claimManualRebate, {}));
    return { amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }

  async redEnvelopes(): Promise<RedEnvelope[]> {
    const v = asObject(await this.transport.send(rewardsEndpoints.redEnvelopes));
    return asArray<Json>(v.list).map((e) => ({
      envelopeId: asString(e.envelopeId),
      title: asString(e.title),
      amount: asNumber(e.amount),
      minDeposit: asNumber(e.minDeposit),
      opensAt: asString(e.opensAt),
      closesAt: asString(e.closesAt),
      status: asString(e.status, 'CLOSED') as RedEnvelopeStatus,
    }));
  }

  async openRedEnvelope(envelopeId: string): Promise<{ amount: number; balance: number }> {
    const v = asObject(await this.transport.send(rewardsEndpoints.openRedEnvelope, { envelopeId }));
    return { amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }

  async referralInfo(): Promise<ReferralInfo> {
    const v = asObject(await this.transport.send(rewardsEndpoints.referralInfo));
    return {
      code: asString(v.code),
      link: asString(v.link),
      invitedCount: asNumber(v.invitedCount),
    };
  }

  async invitedFriends(page: { pageNo: number; pageSize: number }): Promise<Page<InvitedFriend>> {
    return readPage(await this.transport.send(rewardsEndpoints.referralList, page), (item) => {
      const f = asObject(item);
      return {
        account: asString(f.account),
        registeredAt: asString(f.registeredAt),
        hasDeposited: truthy(f.hasDeposited),
      };
    });
  }
}
