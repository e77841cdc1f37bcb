import { randomUUID } from 'node:crypto';

/** One event for one member, as the upstream event stream carries it. */
export interface MemberEvent {
  /** Unique per event, so gateway replicas can agree on which one delivers it. */
  id: string;
  memberId: string;
  event: string;
  payload: unknown;
}

export type MemberEventListener = (event: MemberEvent) => void;

/**
 * In-process fan-out of member events from the stand-in's rules (a deposit credited, a mail
 * sent, …) to the event stream that gateways subscribe to. Holds no history: a gateway that
 * reconnects tells its browsers to resync instead.
 */
export class MemberEventBus {
  private readonly listeners = new Set<MemberEventListener>();

  publish(memberId: string, event: string, payload: unknown): void {
    const message: MemberEvent = { id: randomUUID(), memberId, event, payload };
    for (const listener of [...this.listeners]) listener(message);
  }

  /** Returns the function that unsubscribes. */
  subscribe(listener: MemberEventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }
}
