import { makeAutoObservable, runInAction } from 'mobx';
import {
  WithdrawApi,
  type ConfirmationAnswer,
  type PaymentConfirmations,
  type Withdrawal,
} from '../../api/client/withdraw';
import { platformKey } from '../../api/errors';
import { Loadable, type LoadState } from '../../centre/Loadable';
import { MemberEvent } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';
import { IMAGE_MAX_COUNT } from '../../centre/imageUpload';

export type ProofProblem = 'proof_invalid_type' | 'proof_too_large' | 'proof_too_many';

export type Outcome = { ok: true } | { ok: false; errorKey: string };

/** A checked proof image, ready to send, with a preview. */
export interface Proof {
  id: number;
  name: string;
  size: number;
  dataUrl: string;
}

/** Reads and checks a file the member picked; the browser side lives in the component. */
export type ProofReader = (
  file: File,
) => Promise<{ ok: true; dataUrl: string } | { ok: false; key: ProofProblem }>;

/**
 * Withdrawals waiting for the member to confirm receipt (spec §4): received, not received with
 * 1 to 3 proof images, all received, forced receipt of a disputed one; silence counts as
 * received after the platform's `autoReceiveMinutes`. Opened by the socket's request anywhere.
 */
export class ConfirmationStore {
  /** The list and the platform's auto-receipt minutes, as last read. */
  readonly lastRead = new Loadable<PaymentConfirmations>(null, platformKey);
  /** Proof images for the withdrawal being answered "not received". */
  proofs: Proof[] = [];
  proofProblem: string | null = null;
  /** Upload progress of the answer being sent, 0 to 1; null when none is. */
  progress: number | null = null;
  busy = false;
  private nextProofId = 1;
  private readonly unsubscribe: (() => void)[];
  private readonly answeredListeners = new Set<() => void>();

  constructor(
    private readonly api: WithdrawApi,
    events: MemberEvents,
  ) {
    makeAutoObservable<
      ConfirmationStore,
      'api' | 'unsubscribe' | 'nextProofId' | 'answeredListeners'
    >(this, {
      api: false,
      lastRead: false,
      unsubscribe: false,
      nextProofId: false,
      answeredListeners: false,
    });
    const refresh = () => void this.refresh();
    this.unsubscribe = [
      events.subscribe(MemberEvent.WithdrawalConfirmationRequest, refresh),
      events.subscribe(MemberEvent.WithdrawalApproved, refresh),
      events.subscribe('session:resync', refresh),
    ];
  }

  get list(): Withdrawal[] {
    return this.lastRead.value?.list ?? [];
  }

  get autoReceiveMinutes(): number | null {
    return this.lastRead.value?.autoReceiveMinutes ?? null;
  }

  get state(): LoadState {
    return this.lastRead.state;
  }

  get errorKey(): string | null {
    return this.lastRead.errorKey;
  }

  get awaiting(): Withdrawal[] {
    return this.list.filter((w) => w.status === 'AWAITING_CONFIRMATION');
  }

  load(): Promise<void> {
    return this.lastRead.load(() => this.api.paymentConfirmations());
  }

  /**
   * After a push or a reconnection: never with an answer asked for before it was heard, and
   * with the list shown kept on screen until the answer.
   */
  refresh(): Promise<void> {
    const heardAt = performance.now();
    return this.lastRead.refresh(() => this.api.paymentConfirmations({ heardAt }));
  }

  /** Adds picked files after checking each by its bytes and size; refused ones are not kept. */
  async addProofs(files: readonly File[], read: ProofReader): Promise<void> {
    this.proofProblem = null;
    for (const file of files) {
      if (this.proofs.length >= IMAGE_MAX_COUNT) {
        runInAction(() => (this.proofProblem = 'proof_too_many'));
        return;
      }
      const checked = await read(file);
      runInAction(() => {
        if (!checked.ok) {
          this.proofProblem = checked.key;
          return;
        }
        this.proofs.push({
          id: this.nextProofId++,
          name: file.name,
          size: file.size,
          dataUrl: checked.dataUrl,
        });
      });
    }
  }

  removeProof(id: number): void {
    this.proofs = this.proofs.filter((p) => p.id !== id);
    this.proofProblem = null;
  }

  clearProofs(): void {
    this.proofs = [];
    this.proofProblem = null;
  }

  received(withdrawalId: string): Promise<Outcome> {
    return this.send({ action: 'RECEIVED', withdrawalId });
  }

  allReceived(): Promise<Outcome> {
    return this.send({ action: 'ALL_RECEIVED' });
  }

  forceReceipt(withdrawalId: string): Promise<Outcome> {
    return this.send({ action: 'FORCE_RECEIPT', withdrawalId });
  }

  notReceived(withdrawalId: string): Promise<Outcome> {
    if (this.proofs.length === 0) return Promise.resolve({ ok: false, errorKey: 'proof_required' });
    return this.send(
      { action: 'NOT_RECEIVED', withdrawalId, proofImages: this.proofs.map((p) => p.dataUrl) },
      true,
    );
  }

  /** Called after every accepted answer (the withdrawals list shows the new statuses). */
  onAnswered(listener: () => void): () => void {
    this.answeredListeners.add(listener);
    return () => this.answeredListeners.delete(listener);
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
    this.answeredListeners.clear();
  }

  private async send(answer: ConfirmationAnswer, upload = false): Promise<Outcome> {
    if (this.busy) return { ok: false, errorKey: 'request_in_progress' };
    this.busy = true;
    this.progress = upload ? 0 : null;
    try {
      await this.api.answerConfirmation(
        answer,
        upload ? (fraction) => runInAction(() => (this.progress = fraction)) : undefined,
      );
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.progress = null;
      });
      return { ok: false, errorKey: platformKey(error) };
    }
    runInAction(() => {
      this.busy = false;
      this.progress = null;
      if (upload) this.proofs = [];
    });
    for (const listener of this.answeredListeners) listener();
    await this.load();
    return { ok: true };
  }
}

export const createConfirmationStore = (root: RootStore) =>
  new ConfirmationStore(new WithdrawApi(root.api.transport), root.memberEvents);
