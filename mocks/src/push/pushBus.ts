import { randomUUID } from 'node:crypto';

/**
 * A message on the platform's `/topic/user/<customerId>` (../shared/spec/upstream-push-notes.md):
 * JSON `{ type, sendId?, popup?, title?, message?, data?, content? }`. `sendId` is acknowledged by
 * the client through `/wps/relay/CSP_receiveLog`.
 */
export interface MemberPush {
  type: string;
  sendId?: string;
  popup?: boolean;
  title?: string;
  message?: string;
  data?: unknown;
  content?: string;
}

/** A message on `/user/topic/member-site` (v2): delivery and taps reported through EMFE. */
export interface MemberSitePush {
  messageType: string;
  websocketDeliveryId: string;
  title?: string;
  body?: string;
  notificationRedirection?: string;
  redirectionExternalLink?: string;
  redirectPromotionId?: string;
  [field: string]: unknown;
}

export type PushDelivery =
  | { topic: 'user'; memberId: string; body: MemberPush }
  | { topic: 'member-site'; memberId: string; body: MemberSitePush };

export type PushListener = (delivery: PushDelivery) => void;

/**
 * In-process fan-out from the stand-in's rules (a deposit credited, a mail sent, …) to its push
 * host (`mocks/src/push/`), which sends each delivery to the STOMP subscriptions of that member.
 * Holds no history, as the platform's topics hold none: a gateway that reconnects tells its
 * browsers to read again instead.
 */
export class PushBus {
  private readonly listeners = new Set<PushListener>();

  /** Publishes on the member's user topic; a `sendId` is added unless the caller gave one. */
  toMember(memberId: string, body: MemberPush): void {
    this.emit({ topic: 'user', memberId, body: { sendId: randomUUID(), ...body } });
  }

  /** Publishes on the member's member-site topic (v2 endpoint). */
  toMemberSite(
    memberId: string,
    body: Omit<MemberSitePush, 'websocketDeliveryId'> & { websocketDeliveryId?: string },
  ): void {
    this.emit({
      topic: 'member-site',
      memberId,
      // `Omit` over the index signature drops the named fields from the spread's type.
      body: {
        ...body,
        websocketDeliveryId: body.websocketDeliveryId ?? randomUUID(),
      } as MemberSitePush,
    });
  }

  /** Returns the function that unsubscribes. */
  subscribe(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private emit(delivery: PushDelivery): void {
    for (const listener of [...this.listeners]) listener(delivery);
  }
}
