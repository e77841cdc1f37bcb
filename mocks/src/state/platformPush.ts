import { randomUUID } from 'node:crypto';
import type { MemberPush, PushBus } from '../push/pushBus.js';
import { toMajor } from './wallet.js';

/** A v2 member-site message without its delivery id (`/user/topic/member-site`). */
export interface SiteMessage {
  messageType: string;
  title?: string;
  body?: string;
  notificationRedirection?: string;
  redirectionExternalLink?: string;
  redirectPromotionId?: string;
  gameCode?: string;
  vendorCode?: string;
}

/**
 * The platform's own push messages, as the stand-in's rules raise them
 * (`../shared/spec/upstream-push-notes.md`): one method per message type, each building the exact
 * body the platform sends on `/topic/user/<member id>` (or `/user/topic/member-site`). Amounts
 * come in as integer minor units and leave as major units with 2 decimals; times are epoch ms
 * from the store's clock.
 *
 * Nothing is sent while `live()` is false: seeding a scenario is not something members live
 * through. Each method answers the `sendId` (or delivery id) it sent, or null when it sent none,
 * so an operator's dev control can say what went out.
 */
export class PlatformPush {
  constructor(
    private readonly bus: PushBus,
    private readonly live: () => boolean,
  ) {}

  /** A deposit was credited; `firstDeposit` when the member had never been credited one. */
  depositArrived(
    memberId: string,
    d: { amountMinor: number; time: number; firstDeposit: boolean },
  ): string | null {
    return this.toMember(memberId, {
      type: 'DEPOSIT',
      data: {
        amount: toMajor(d.amountMinor),
        time: d.time,
        success: true,
        isFirstDeposit: d.firstDeposit,
      },
    });
  }

  /** The payment provider failed the deposit; `reason` is what the member is told. */
  depositFailed(
    memberId: string,
    d: { amountMinor: number; time: number; reason: string },
  ): string | null {
    return this.toMember(memberId, {
      type: 'DEPOSIT',
      data: { amount: toMajor(d.amountMinor), time: d.time, success: false, isFirstDeposit: false },
      message: d.reason,
    });
  }

  withdrawalApproved(memberId: string, w: { amountMinor: number; time: number }): string | null {
    return this.toMember(memberId, {
      type: 'WITHDRAW',
      data: { amount: toMajor(w.amountMinor), time: w.time, success: true },
    });
  }

  withdrawalRejected(
    memberId: string,
    w: { amountMinor: number; time: number; remarks: string },
  ): string | null {
    return this.toMember(memberId, {
      type: 'WITHDRAW',
      data: { amount: toMajor(w.amountMinor), time: w.time, success: false, remarks: w.remarks },
    });
  }

  /** A withdrawal was paid and waits for the member to confirm receipt. */
  paymentConfirmation(memberId: string): string | null {
    return this.toMember(memberId, { type: 'PAYMENT_CONFIRMATION' });
  }

  inbox(memberId: string, m: { title: string; popup: boolean }): string | null {
    return this.toMember(memberId, { type: 'INBOX', popup: m.popup, title: m.title });
  }

  /**
   * Money moved between an agent and a direct downline: the platform tells both of them, with
   * the same body (usernames as `sender` and `receiver`).
   */
  agentTransfer(
    direction: 'AGENT_TO_DOWNLINE' | 'DOWNLINE_TO_AGENT',
    t: {
      sender: { id: string; account: string };
      receiver: { id: string; account: string };
      amountMinor: number;
      time: number;
    },
  ): void {
    const body: MemberPush = {
      type: `AGENT_TRANSFER_${direction}`,
      data: {
        amount: toMajor(t.amountMinor),
        time: t.time,
        sender: t.sender.account,
        receiver: t.receiver.account,
      },
    };
    this.toMember(t.sender.id, body);
    this.toMember(t.receiver.id, body);
  }

  /** A promotion's prize was granted or paid; `title` is the promotion's name. */
  promotionClaim(memberId: string, p: { title: string; message: string }): string | null {
    return this.toMember(memberId, { type: 'PROMOTION_CLAIM', title: p.title, message: p.message });
  }

  /** A red-envelope rain opened: every member it concerns gets the same raffle id. */
  raffle(memberIds: Iterable<string>, raffleId: string): void {
    for (const memberId of new Set(memberIds)) {
      this.toMember(memberId, { type: 'RAFFLE', data: { raffleId } });
    }
  }

  /**
   * A lottery bet settled as a win: `lottery_win_<game>_<issue>_<amount>`, five fields split on
   * `_`, so any `_` inside a field becomes `-` (the client reads the last field as the amount).
   */
  lotteryWin(
    memberId: string,
    w: { gameCode: string; issue: string; amountMinor: number },
  ): string | null {
    const field = (s: string) => s.replaceAll('_', '-');
    const amount = toMajor(w.amountMinor).toFixed(2);
    return this.toMember(memberId, {
      type: 'I18N',
      content: `lottery_win_${field(w.gameCode)}_${field(w.issue)}_${amount}`,
    });
  }

  onlineMessage(memberId: string, m: { title: string; message: string }): string | null {
    return this.toMember(memberId, { type: 'ONLINE_MSG', title: m.title, message: m.message });
  }

  /** An operator's gift: the client reloads the available promotions and opens the dialog. */
  manualPromo(memberId: string, m: { title: string; message: string }): string | null {
    return this.toMember(memberId, {
      type: 'MANUAL_PROMO',
      popup: true,
      title: m.title,
      message: m.message,
    });
  }

  extraReward(
    memberId: string,
    r: { promotionId: string; promotionName: string; amountMinor: number },
  ): string | null {
    return this.toMember(memberId, {
      type: 'PROMO_EXTRA_REWARD',
      data: {
        promotionId: r.promotionId,
        promotionName: r.promotionName,
        amount: toMajor(r.amountMinor),
      },
    });
  }

  /** A v2 member-site message; answers its `websocketDeliveryId`. */
  siteMessage(memberId: string, body: SiteMessage): string | null {
    if (!this.live()) return null;
    const websocketDeliveryId = randomUUID();
    this.bus.toMemberSite(memberId, { ...body, websocketDeliveryId });
    return websocketDeliveryId;
  }

  /** Any body on the user topic, as given (unknown types included): dev controls only. */
  raw(memberId: string, body: MemberPush): string | null {
    return this.toMember(memberId, body);
  }

  private toMember(memberId: string, body: MemberPush): string | null {
    if (!this.live()) return null;
    const sendId = body.sendId ?? randomUUID();
    this.bus.toMember(memberId, { ...body, sendId });
    return sendId;
  }
}
