import { rewardsEndpoints } from '../catalogue/rewards';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';

export interface Reward {
  rewardId: string;
  title: string;
  amount: number;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  expiresAt: string | null;
  claimedAt: string | null;
}

/** A register (sign-up) promotion the member registered under. */
export interface RegisterPromotion {
  promotionId: number;
  title: string;
  amount: number;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  /** The last moment the member may claim it. */
  claimUntil: string | null;
  claimedAt: string | null;
}

export type RedEnvelopeStatus = 'OPENABLE' | 'OPENED' | 'NOT_ELIGIBLE' | 'UPCOMING' | 'CLOSED';

export interface RedEnvelope {
  /** The platform's claim-ticket id. */
  envelopeId: string;
  title: string;
  amount: number;
  minDeposit: number;
  /** Deposited towards `minDeposit` in the envelope's window. */
  deposited: number;
  opensAt: string;
  closesAt: string;
  status: RedEnvelopeStatus;
  /** Why a NOT_ELIGIBLE envelope is shut (`min_deposit`), else empty. */
  reason: string;
}

export interface PromoCodeUse {
  promoCode: string;
  title: string;
  amount: number;
  claimedAt: string;
}

export interface PrizeWheel {
  enabled: boolean;
  prizes: { name: string; amount: number }[];
  tickets: number;
  ticketStake: number;
  stakeToNextTicket: number;
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

function readRegisterPromotion(value: unknown): RegisterPromotion {
  const v = asObject(value);
  return {
    promotionId: asNumber(v.promotionId),
    title: asString(v.title),
    amount: asNumber(v.amount),
    status: asString(v.status, 'EXPIRED') as RegisterPromotion['status'],
    claimUntil: nullableString(v.claimUntil),
    claimedAt: nullableString(v.claimedAt),
  };
}

/** Reward centre, red envelopes and the raffle. */
export class RewardsApi {
  constructor(private readonly transport: Transport) {}

  /** The rewards waiting and how many can be claimed now (the reward badge's count). */
  async rewardCenter(): Promise<{ list: Reward[]; claimableCount: number }> {
    const v = asObject(await this.transport.send(rewardsEndpoints.getClaimPromotion));
    return {
      list: asArray<unknown>(v.list).map(readReward),
      claimableCount: asNumber(v.claimableCount),
    };
  }

  async claimReward(rewardId: string): Promise<Reward & { balance: number }> {
    const value = await this.transport.send(rewardsEndpoints.claimIssuedPromotion, { rewardId });
    return { ...readReward(value), balance: asNumber(asObject(value).balance) };
  }

  async registerPromotions(): Promise<RegisterPromotion[]> {
    const v = asObject(await this.transport.send(rewardsEndpoints.getRegisterPromotionList));
    return asArray<unknown>(v.list).map(readRegisterPromotion);
  }

  /** Claims a register promotion's bonus; the platform refuses a second claim. */
  async claimRegisterPromotion(
    promotionId: number,
  ): Promise<RegisterPromotion & { balance: number }> {
    const value = await this.transport.send(rewardsEndpoints.claimRegisterPromotion, {
      promotionId,
    });
    return { ...readRegisterPromotion(value), balance: asNumber(asObject(value).balance) };
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

  async redEnvelopes(): Promise<RedEnvelope[]> {
    const v = asObject(await this.transport.send(rewardsEndpoints.getClaimTicketList));
    return asArray<Json>(v.list).map((e) => ({
      envelopeId: asString(e.transactionId),
      title: asString(e.title),
      amount: asNumber(e.amount),
      minDeposit: asNumber(e.minDeposit),
      deposited: asNumber(e.deposited),
      opensAt: asString(e.opensAt),
      closesAt: asString(e.closesAt),
      status: asString(e.status, 'CLOSED') as RedEnvelopeStatus,
      reason: asString(e.reason),
    }));
  }

  async openRedEnvelope(envelopeId: string): Promise<{ amount: number; balance: number }> {
    const v = asObject(
      await this.transport.send(rewardsEndpoints.claimTicket, { transactionId: envelopeId }),
    );
    return { amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }

  async promoCodes(): Promise<{ enabled: boolean; list: PromoCodeUse[] }> {
    const v = asObject(await this.transport.send(rewardsEndpoints.getPromoCode));
    return {
      enabled: truthy(v.enabled),
      list: asArray<Json>(v.list).map((c) => ({
        promoCode: asString(c.promoCode),
        title: asString(c.title),
        amount: asNumber(c.amount),
        claimedAt: asString(c.claimedAt),
      })),
    };
  }

  async claimPromoCode(promoCode: string): Promise<{ title: string; amount: number }> {
    const v = asObject(await this.transport.send(rewardsEndpoints.claimPromoCode, { promoCode }));
    return { title: asString(v.title), amount: asNumber(v.amount) };
  }

  async prizeWheel(): Promise<PrizeWheel> {
    const v = asObject(await this.transport.send(rewardsEndpoints.getPrizeWheelInfo));
    return {
      enabled: truthy(v.enabled),
      prizes: asArray<Json>(v.prizes).map((p) => ({
        name: asString(p.name),
        amount: asNumber(p.amount),
      })),
      tickets: asNumber(v.tickets),
      ticketStake: asNumber(v.ticketStake),
      stakeToNextTicket: asNumber(v.stakeToNextTicket),
    };
  }
}
