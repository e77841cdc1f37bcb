import { makeAutoObservable, runInAction } from 'mobx';
import { RewardsApi, type RedEnvelope } from '../../api/client/rewards';
import { errorKey } from '../../api/errors';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

export interface EnvelopeOutcome {
  envelopeId: string;
  ok: boolean;
  key: string;
  amount?: number;
}

/**
 * Red envelopes (the platform's claim tickets): each with the member's status (openable,
 * opened, not eligible with the reason, upcoming, closed), opened once. The amount is what the
 * platform paid; the wallet balance moves by the member's socket. A deposit that arrives can
 * make an envelope openable, so the list is asked again then (and after the socket was away).
 */
export class RedEnvelopesStore {
  phase: 'loading' | 'ready' | 'failed' = 'loading';
  loadErrorKey: string | null = null;
  envelopes: RedEnvelope[] = [];
  opening: string | null = null;
  outcome: EnvelopeOutcome | null = null;

  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly api: RewardsApi,
    events: MemberEvents,
  ) {
    makeAutoObservable<RedEnvelopesStore, 'api' | 'unsubscribe'>(this, {
      api: false,
      unsubscribe: false,
    });
    this.unsubscribe = [
      events.subscribe(MemberEvent.DepositArrived, () => void this.load()),
      events.subscribe(SESSION_RESYNC, () => void this.load()),
    ];
  }

  dispose(): void {
    for (const stop of this.unsubscribe) stop();
  }

  get openableCount(): number {
    return this.envelopes.filter((e) => e.status === 'OPENABLE').length;
  }

  async load(): Promise<void> {
    if (this.phase !== 'ready') this.phase = 'loading';
    try {
      const envelopes = await this.api.redEnvelopes();
      runInAction(() => {
        this.envelopes = envelopes;
        this.phase = 'ready';
        this.loadErrorKey = null;
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'failed';
        this.loadErrorKey = errorKey(error);
      });
    }
  }

  async open(envelopeId: string): Promise<void> {
    if (this.opening !== null) return;
    this.opening = envelopeId;
    this.outcome = null;
    let outcome: EnvelopeOutcome;
    try {
      const done = await this.api.openRedEnvelope(envelopeId);
      outcome = { envelopeId, ok: true, key: 're_opened_amount', amount: done.amount };
    } catch (error) {
      outcome = { envelopeId, ok: false, key: errorKey(error) };
    }
    // The outcome shows with the list read again, never beside the envelope still unopened.
    await this.load();
    runInAction(() => {
      this.outcome = outcome;
      this.opening = null;
    });
  }
}

export const createRedEnvelopesStore = (root: RootStore) =>
  new RedEnvelopesStore(new RewardsApi(root.api.transport), root.memberEvents);
