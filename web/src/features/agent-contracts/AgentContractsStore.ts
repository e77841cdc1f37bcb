import { makeAutoObservable, runInAction } from 'mobx';
import {
  AgentApi,
  type Contract,
  type ContractInfo,
  type ContractOffer,
  type ContractRecord,
  type ContractRequest,
  type ContractType,
} from '../../api/client/agent';
import { errorKey } from '../../api/errors';
import { Loadable } from '../../centre/Loadable';
import { PagedRecords } from '../../centre/PagedRecords';
import { SESSION_RESYNC } from '../../realtime/events';
import type { QueuedDialog } from '../../stores/DialogQueue';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

export const CONTRACT_TYPES: readonly ContractType[] = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOUR_SALARY',
  'REALTIME_SALARY',
];

/** One contract type's page: the contract held, those given, requests sent, paid records. */
export class ContractTypeView {
  /** The contract held, those given and the requests sent. */
  readonly contract = new Loadable<ContractInfo>();
  totalPaid = 0;
  readonly records: PagedRecords<ContractRecord, object>;

  constructor(
    private readonly api: AgentApi,
    readonly type: ContractType,
  ) {
    this.records = new PagedRecords<ContractRecord, object>(async (_query, page, size) => {
      const answer = await api.contractRecords(type, { pageNo: page, pageSize: size });
      runInAction(() => (this.totalPaid = answer.totalAmount));
      return answer;
    }, 20);
    makeAutoObservable<ContractTypeView, 'api'>(this, {
      api: false,
      records: false,
      contract: false,
    });
  }

  /** Requests the member sent that still wait for the downline's answer. */
  get waiting(): ContractRequest[] {
    return this.contract.value?.requests.filter((r) => r.status === 'PENDING') ?? [];
  }

  /**
   * Requests the member sent that the downline turned down, latest answer first: the platform
   * pushes no answer to a contract, so the page tells the agent when it opens.
   */
  get declined(): ContractRequest[] {
    return (this.contract.value?.requests ?? [])
      .filter((r) => r.status === 'REJECTED')
      .sort((a, b) => (b.decidedAt ?? b.createdAt).localeCompare(a.decidedAt ?? a.createdAt));
  }

  load(): Promise<void> {
    void this.records.setQuery({});
    return this.contract.load(() => this.api.contractInfo(this.type));
  }

  /** The page as it stands now, read again with what it shows kept on screen until the answer. */
  refresh(): Promise<void> {
    void this.records.reload();
    return this.contract.refresh(() => this.api.contractInfo(this.type));
  }
}

/** The member's answer to a request and the downline contracts it ended (spec §4). */
export interface Answered {
  request: ContractRequest;
  ended: Contract[];
}

/**
 * Agent contracts (dividends, daily, hourly and real-time salary): each type's page, the
 * agent's offers, changes and terminations, and the contract dialog's requests waiting for the
 * member's answer, which the socket announces.
 */
export class AgentContractsStore {
  readonly views: Record<ContractType, ContractTypeView>;

  /** An offer, change or termination: the type being sent, and the last one's refusal. */
  submission: { type: ContractType | null; errorKey: string | null } = {
    type: null,
    errorKey: null,
  };
  /** The request just sent, shown as "waiting for the downline's answer". */
  sent: ContractRequest | null = null;

  /** Requests waiting for the member's answer, per the platform's consolidated call. */
  readonly requests = new Loadable<ContractRequest[]>();
  /** The member's answer to a request: the request being answered, and the last refusal. */
  reply: { requestId: string | null; errorKey: string | null } = {
    requestId: null,
    errorKey: null,
  };
  answered: Answered[] = [];

  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly api: AgentApi,
    events: MemberEvents,
    /** The site's dialog queue: a request found when a contract page opens asks for the dialog. */
    private readonly dialogs: { request(dialog: QueuedDialog): void } = { request: () => {} },
  ) {
    this.views = {
      DIVIDEND: new ContractTypeView(api, 'DIVIDEND'),
      DAILY_SALARY: new ContractTypeView(api, 'DAILY_SALARY'),
      HOUR_SALARY: new ContractTypeView(api, 'HOUR_SALARY'),
      REALTIME_SALARY: new ContractTypeView(api, 'REALTIME_SALARY'),
    };
    makeAutoObservable<AgentContractsStore, 'api' | 'unsubscribe' | 'dialogs'>(this, {
      api: false,
      dialogs: false,
      views: false,
      requests: false,
      unsubscribe: false,
    });
    // The platform pushes no contract requests: they are read at sign-in and after a resync
    // (the contract opener) and whenever a contract page opens (`checkRequests`).
    this.unsubscribe = [events.subscribe(SESSION_RESYNC, () => void this.refreshLoaded())];
  }

  dispose(): void {
    for (const stop of this.unsubscribe) stop();
  }

  /** Offers a new contract, or new terms to a downline that holds one. */
  async offer(type: ContractType, offer: ContractOffer): Promise<boolean> {
    return this.send(type, () => this.api.offerContract(type, offer));
  }

  /** New terms for a contract the member gave; the downline accepts or rejects them. */
  async modify(
    type: ContractType,
    contract: { contractId: string; member: string },
    offer: ContractOffer,
  ): Promise<boolean> {
    const { downline: _downline, ...terms } = offer;
    return this.send(type, () => this.api.modifyContract(type, contract, terms));
  }

  async terminate(type: ContractType, contractId: string): Promise<boolean> {
    return this.send(type, () => this.api.terminateContract(type, contractId));
  }

  clearSent(): void {
    this.sent = null;
    this.submission.errorKey = null;
  }

  /** The requests waiting for the member's answer, none before the first answer. */
  get pending(): ContractRequest[] {
    return this.requests.value ?? [];
  }

  loadPending(): Promise<void> {
    return this.requests.load(async () => {
      const c = await this.api.consolidated();
      return CONTRACT_TYPES.flatMap((type) => c.pending[type]);
    });
  }

  /** A contract page opened: read the waiting requests, and ask for the dialog if any wait. */
  async checkRequests(): Promise<void> {
    await this.loadPending();
    if (this.pending.length > 0) this.dialogs.request('contract');
  }

  async answer(request: ContractRequest, accept: boolean): Promise<void> {
    if (this.reply.requestId) return;
    this.reply = { requestId: request.requestId, errorKey: null };
    try {
      const r = await this.api.answerContractRequest(
        request.type,
        request.requestId,
        accept ? 'ACCEPT' : 'REJECT',
      );
      runInAction(() => {
        this.answered = [...this.answered, { request: r.request, ended: r.endedDownlineContracts }];
        this.requests.set(this.pending.filter((p) => p.requestId !== request.requestId));
        this.reply = { requestId: null, errorKey: null };
      });
      void this.refreshLoaded();
    } catch (error) {
      runInAction(() => (this.reply = { requestId: null, errorKey: errorKey(error) }));
      // A request already answered elsewhere (another tab) is no longer waiting.
      void this.loadPending();
    }
  }

  /** Forgets the answers shown in the dialog once it is closed. */
  closeDialog(): void {
    this.answered = [];
    this.reply.errorKey = null;
  }

  private async send(type: ContractType, call: () => Promise<ContractRequest>) {
    if (this.submission.type) return false;
    this.submission = { type, errorKey: null };
    this.sent = null;
    try {
      const request = await call();
      runInAction(() => {
        this.sent = request;
        this.submission = { type: null, errorKey: null };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.submission = { type: null, errorKey: errorKey(error) }));
      return false;
    } finally {
      // After a refusal too: it is often a page gone stale (a downline accepted new terms, so
      // the contract acted on has ended), and the member should see what holds now.
      void this.views[type].load();
    }
  }

  /** Pages already opened show what changed (an answer, a reconnection). */
  private async refreshLoaded(): Promise<void> {
    await Promise.all(
      CONTRACT_TYPES.map((type) => this.views[type])
        .filter((v) => v.contract.value !== null || v.contract.errorKey !== null)
        .map((v) => v.refresh()),
    );
  }
}

/** One store for the four contract pages and the contract dialog, made on first use. */
export const createAgentContractsStore = (root: RootStore) =>
  new AgentContractsStore(new AgentApi(root.api.transport), root.memberEvents, root.dialogs);
