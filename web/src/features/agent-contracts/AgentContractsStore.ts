import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AgentApi,
  Contract,
  ContractInfo,
  ContractOffer,
  ContractRecord,
  ContractRequest,
  ContractType,
} from '../../api/client/agent';
import { PagedRecords } from '../../centre/PagedRecords';
import { errorKey } from '../../api/errors';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';

export const CONTRACT_TYPES: readonly ContractType[] = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOUR_SALARY',
  'REALTIME_SALARY',
];

/** One contract type's page: the contract held, those given, requests sent, paid records. */
export class ContractTypeView {
  info: ContractInfo | null = null;
  loading = false;
  errorKey: string | null = null;
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
    makeAutoObservable<ContractTypeView, 'api'>(this, { api: false, records: false });
  }

  /** Requests the member sent that still wait for the downline's answer. */
  get waiting(): ContractRequest[] {
    return this.info?.requests.filter((r) => r.status === 'PENDING') ?? [];
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorKey = null;
    void this.records.setQuery({});
    try {
      const info = await this.api.contractInfo(this.type);
      runInAction(() => {
        this.info = info;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.loading = false;
      });
    }
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

  /** The type whose offer or termination is being sent. */
  sending: ContractType | null = null;
  sendErrorKey: string | null = null;
  /** The request just sent, shown as "waiting for the downline's answer". */
  sent: ContractRequest | null = null;

  pending: ContractRequest[] = [];
  pendingLoading = false;
  pendingErrorKey: string | null = null;
  answering: string | null = null;
  answerErrorKey: string | null = null;
  answered: Answered[] = [];

  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly api: AgentApi,
    events: MemberEvents,
  ) {
    this.views = {
      DIVIDEND: new ContractTypeView(api, 'DIVIDEND'),
      DAILY_SALARY: new ContractTypeView(api, 'DAILY_SALARY'),
      HOUR_SALARY: new ContractTypeView(api, 'HOUR_SALARY'),
      REALTIME_SALARY: new ContractTypeView(api, 'REALTIME_SALARY'),
    };
    makeAutoObservable<AgentContractsStore, 'api' | 'unsubscribe'>(this, {
      api: false,
      views: false,
      unsubscribe: false,
    });
    const requestArrived = () => void this.loadPending();
    this.unsubscribe = [
      events.subscribe(MemberEvent.ContractRequestNew, requestArrived),
      events.subscribe(MemberEvent.ContractRequestTermination, requestArrived),
      events.subscribe(SESSION_RESYNC, () => void this.refreshLoaded()),
    ];
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
    this.sendErrorKey = null;
  }

  /** Requests waiting for the member's answer, per the platform's consolidated call. */
  async loadPending(): Promise<void> {
    this.pendingLoading = true;
    this.pendingErrorKey = null;
    try {
      const c = await this.api.consolidated();
      runInAction(() => {
        this.pending = CONTRACT_TYPES.flatMap((type) => c.pending[type]);
        this.pendingLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.pendingErrorKey = errorKey(error);
        this.pendingLoading = false;
      });
    }
  }

  async answer(request: ContractRequest, accept: boolean): Promise<void> {
    if (this.answering) return;
    this.answering = request.requestId;
    this.answerErrorKey = null;
    try {
      const r = await this.api.answerContractRequest(
        request.type,
        request.requestId,
        accept ? 'ACCEPT' : 'REJECT',
      );
      runInAction(() => {
        this.answered = [...this.answered, { request: r.request, ended: r.endedDownlineContracts }];
        this.pending = this.pending.filter((p) => p.requestId !== request.requestId);
        this.answering = null;
      });
      void this.refreshLoaded();
    } catch (error) {
      runInAction(() => {
        this.answerErrorKey = errorKey(error);
        this.answering = null;
      });
      // A request already answered elsewhere (another tab) is no longer waiting.
      void this.loadPending();
    }
  }

  /** Forgets the answers shown in the dialog once it is closed. */
  closeDialog(): void {
    this.answered = [];
    this.answerErrorKey = null;
  }

  private async send(type: ContractType, call: () => Promise<ContractRequest>) {
    if (this.sending) return false;
    this.sending = type;
    this.sendErrorKey = null;
    this.sent = null;
    try {
      const request = await call();
      runInAction(() => {
        this.sent = request;
        this.sending = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.sendErrorKey = errorKey(error);
        this.sending = null;
      });
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
        .filter((v) => v.info !== null || v.errorKey !== null)
        .map((v) => v.load()),
    );
  }
}
