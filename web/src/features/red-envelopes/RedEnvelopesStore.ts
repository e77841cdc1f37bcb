import { makeAutoObservable, runInAction } from 'mobx';
import { RewardsApi, type RedEnvelope } from '../../api/client/rewards';
import { errorKey } from '../../centre/PagedRecords';
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
 * platform paid; the wallet balance moves by the member's socket.
 */
export class RedEnvelopesStore {
  phase: 'loading' | 'ready' | 'failed' = 'loading';
  loadErrorKey: string | null = null;
  envelopes: RedEnvelope[] = [];
  opening: string | null = null;
  outcome: EnvelopeOutcome | null = null;

  constructor(private readonly api: RewardsApi) {
    makeAutoObservable<RedEnvelopesStore, 'api'>(this, { api: false });
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
    try {
      const done = await this.api.openRedEnvelope(envelopeId);
      runInAction(() => {
        this.outcome = { envelopeId, ok: true, key: 're_opened_amount', amount: done.amount };
      });
    } catch (error) {
      runInAction(() => {
        this.outcome = { envelopeId, ok: false, key: errorKey(error) };
      });
    }
    await this.load();
    runInAction(() => {
      this.opening = null;
    });
  }
}

export const createRedEnvelopesStore = (root: RootStore) =>
  new RedEnvelopesStore(new RewardsApi(root.api.transport));
