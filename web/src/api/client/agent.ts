import { agentEndpoints } from '../catalogue/agent';
import type { Endpoint } from '../catalogue/endpoint';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';
import { readPage, type Page } from './paging';
import {
  readBet,
  readLedgerRow,
  readMoneyTotals,
  readPlayTotals,
  type BetRow,
  type LedgerRow,
  type MoneyTotals,
  type PageQuery,
  type PeriodQuery,
  type PlayTotals,
} from './records';

export type ContractType = 'DIVIDEND' | 'DAILY_SALARY' | 'HOUR_SALARY' | 'REALTIME_SALARY';

export interface AgentAnnouncement {
  id: string;
  title: string;
  content: string;
  publishedAt: string;
}

export interface TeamOverview {
  teamSize: number;
  directCount: number;
  agentCount: number;
  newMembers: number;
  activeMembers: number;
  teamBalance: number;
  play: PlayTotals;
  money: MoneyTotals;
}

export interface Downline {
  account: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  balance: number;
  teamSize: number;
  registeredAt: string;
}

export interface TeamProfitLossRow {
  account: string;
  play: PlayTotals;
  money: MoneyTotals;
}

export interface Contract {
  contractId: string;
  type: ContractType;
  agent: string;
  member: string;
  /** Percent. */
  ratio: number;
  minBetAmount: number;
  minActiveMembers: number;
  status: 'ACTIVE' | 'ENDED';
  startedAt: string;
  endedAt: string | null;
  endReason: string | null;
}

export interface ContractRequest {
  requestId: string;
  kind: 'NEW' | 'TERMINATION';
  type: ContractType;
  agent: string;
  member: string;
  ratio: number;
  minBetAmount: number;
  minActiveMembers: number;
  contractId: string | null;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  createdAt: string;
}

export interface ContractRecord {
  recordId: string;
  contractId: string;
  type: ContractType;
  periodStart: string;
  periodEnd: string;
  effectiveBets: number;
  profitLoss: number;
  activeUsers: number;
  ratio: number;
  amount: number;
  status: 'PAID' | 'NOT_QUALIFIED';
}

/** Requests waiting for the member's answer and contracts held, per type (platform keys). */
export interface Consolidated {
  pending: Record<ContractType, ContractRequest[]>;
  held: Record<ContractType, Contract | null>;
}

export interface ContractOffer {
  downline: string;
  type: ContractType;
  ratio: number;
  minBetAmount?: number;
  minActiveMembers?: number;
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readDownline(value: unknown): Downline {
  const v = asObject(value);
  return {
    account: asString(v.account),
    nickname: asString(v.nickname),
    type: asNumber(v.type),
    isAgent: truthy(v.isAgent),
    balance: asNumber(v.balance),
    teamSize: asNumber(v.teamSize),
    registeredAt: asString(v.registeredAt),
  };
}

function readContract(value: unknown): Contract {
  const v = asObject(value);
  return {
    contractId: asString(v.contractId),
    type: asString(v.type) as ContractType,
    agent: asString(v.agent),
    member: asString(v.member),
    ratio: asNumber(v.ratio),
    minBetAmount: asNumber(v.minBetAmount),
    minActiveMembers: asNumber(v.minActiveMembers),
    status: v.status === 'ENDED' ? 'ENDED' : 'ACTIVE',
    startedAt: asString(v.startedAt),
    endedAt: nullableString(v.endedAt),
    endReason: nullableString(v.endReason),
  };
}

function readRequest(value: unknown): ContractRequest {
  const v = asObject(value);
  return {
    requestId: asString(v.requestId),
    kind: v.kind === 'TERMINATION' ? 'TERMINATION' : 'NEW',
    type: asString(v.type) as ContractType,
    agent: asString(v.agent),
    member: asString(v.member),
    ratio: asNumber(v.ratio),
    minBetAmount: asNumber(v.minBetAmount),
    minActiveMembers: asNumber(v.minActiveMembers),
    contractId: nullableString(v.contractId),
    status: asString(v.status, 'PENDING') as ContractRequest['status'],
    createdAt: asString(v.createdAt),
  };
}

function readRecord(value: unknown): ContractRecord {
  const v = asObject(value);
  return {
    recordId: asString(v.recordId),
    contractId: asString(v.contractId),
    type: asString(v.type) as ContractType,
    periodStart: asString(v.periodStart),
    periodEnd: asString(v.periodEnd),
    effectiveBets: asNumber(v.effectiveBets),
    profitLoss: asNumber(v.profitLoss),
    activeUsers: asNumber(v.activeUsers),
    ratio: asNumber(v.ratio),
    amount: asNumber(v.amount),
    status: v.status === 'NOT_QUALIFIED' ? 'NOT_QUALIFIED' : 'PAID',
  };
}

/** The platform's keys in the consolidated answer, per contract type. */
const CONSOLIDATED_KEYS: Record<ContractType, { pending: string; held: string }> = {
  DIVIDEND: { pending: 'divtypereq', held: 'divinfo' },
  DAILY_SALARY: { pending: 'dailysalreqtype', held: 'dailysalinfo' },
  HOUR_SALARY: { pending: 'contracthoursalreq', held: 'contracthoursalinfo' },
  REALTIME_SALARY: { pending: 'realtimesalreqtype', held: 'realtimesalinfo' },
};

/** The member's answer goes to the platform's call for that contract type. */
const PROCESS_ENDPOINT: Record<ContractType, Endpoint> = {
  DIVIDEND: agentEndpoints.processDividendReq,
  DAILY_SALARY: agentEndpoints.processDailySalary,
  HOUR_SALARY: agentEndpoints.processContractHourSalary,
  REALTIME_SALARY: agentEndpoints.processRealTimeSalaryContract,
};

/** The agent centre (agents only, else `error_not_agent`) and contract requests. */
export class AgentApi {
  constructor(private readonly transport: Transport) {}

  async announcements(): Promise<AgentAnnouncement[]> {
    const v = asObject(await this.transport.send(agentEndpoints.agentAnnouncements));
    return asArray<Json>(v.list).map((a) => ({
      id: asString(a.id),
      title: asString(a.title),
      content: asString(a.content),
      publishedAt: asString(a.publishedAt),
    }));
  }

  async teamOverview(query: PeriodQuery = {}): Promise<TeamOverview> {
    const v = asObject(await this.transport.send(agentEndpoints.teamOverview, { ...query }));
    return {
      teamSize: asNumber(v.teamSize),
      directCount: asNumber(v.directCount),
      agentCount: asNumber(v.agentCount),
      newMembers: asNumber(v.newMembers),
      activeMembers: asNumber(v.activeMembers),
      teamBalance: asNumber(v.teamBalance),
      play: readPlayTotals(v),
      money: readMoneyTotals(v),
    };
  }

  async registerDownline(input: {
    username: string;
    password: string;
    accountType: 'MEMBER' | 'AGENT';
  }): Promise<Downline> {
    return readDownline(await this.transport.send(agentEndpoints.registerDownline, input));
  }

  /** Direct downlines of the agent, or of `account` in its team. */
  async downlines(query: PageQuery & { account?: string }): Promise<Page<Downline>> {
    return readPage(
      await this.transport.send(agentEndpoints.downlineList, { ...query }),
      readDownline,
    );
  }

  async teamBettingRecords(
    query: PeriodQuery & PageQuery & { account?: string; gameType?: string },
  ): Promise<Page<BetRow> & { totals: PlayTotals }> {
    const value = await this.transport.send(agentEndpoints.teamBettingRecords, { ...query });
    return { ...readPage(value, readBet), totals: readPlayTotals(asObject(value).totals) };
  }

  async teamProfitLoss(
    query: PeriodQuery = {},
  ): Promise<{ list: TeamProfitLossRow[]; totals: PlayTotals }> {
    const v = asObject(await this.transport.send(agentEndpoints.teamProfitLoss, { ...query }));
    return {
      list: asArray<unknown>(v.list).map((row) => ({
        account: asString(asObject(row).account),
        play: readPlayTotals(row),
        money: readMoneyTotals(row),
      })),
      totals: readPlayTotals(v.totals),
    };
  }

  async revenueReport(
    query: PeriodQuery & PageQuery,
  ): Promise<Page<LedgerRow> & { dividend: number; salary: number; totalIncome: number }> {
    const value = await this.transport.send(agentEndpoints.revenueReport, { ...query });
    const v = asObject(value);
    return {
      ...readPage(value, readLedgerRow),
      dividend: asNumber(v.dividend),
      salary: asNumber(v.salary),
      totalIncome: asNumber(v.totalIncome),
    };
  }

  async downlineTransactions(
    query: PeriodQuery & PageQuery & { account?: string; kind?: string },
  ): Promise<Page<LedgerRow>> {
    return readPage(
      await this.transport.send(agentEndpoints.downlineTransactions, { ...query }),
      readLedgerRow,
    );
  }

  /** Contracts the member holds, those it has given, and the requests it has sent. */
  async contracts(): Promise<{
    held: Contract[];
    offered: Contract[];
    requests: ContractRequest[];
  }> {
    const v = asObject(await this.transport.send(agentEndpoints.contractList));
    return {
      held: asArray<unknown>(v.held).map(readContract),
      offered: asArray<unknown>(v.offered).map(readContract),
      requests: asArray<unknown>(v.requests).map(readRequest),
    };
  }

  /** Dividend records, daily wages, hourly and real-time salary, by contract type. */
  async contractRecords(query: PageQuery & { type: ContractType }): Promise<Page<ContractRecord>> {
    return readPage(
      await this.transport.send(agentEndpoints.contractRecords, { ...query }),
      readRecord,
    );
  }

  async offerContract(offer: ContractOffer): Promise<ContractRequest> {
    return readRequest(await this.transport.send(agentEndpoints.offerContract, { ...offer }));
  }

  async terminateContract(contractId: string): Promise<ContractRequest> {
    return readRequest(await this.transport.send(agentEndpoints.terminateContract, { contractId }));
  }

  async consolidated(): Promise<Consolidated> {
    const v = asObject(await this.transport.send(agentEndpoints.consolidated));
    const pending = {} as Consolidated['pending'];
    const held = {} as Consolidated['held'];
    for (const [type, keys] of Object.entries(CONSOLIDATED_KEYS) as [
      ContractType,
      { pending: string; held: string },
    ][]) {
      pending[type] = asArray<unknown>(v[keys.pending]).map(readRequest);
      held[type] = v[keys.held] ? readContract(v[keys.held]) : null;
    }
    return { pending, held };
  }

  /**
   * The member's answer to a contract request. Accepting a new contract ends any downline
   * contract whose ratio is above it (spec §4); those come back in `endedDownlineContracts`.
   */
  async answerContractRequest(
    type: ContractType,
    requestId: string,
    action: 'ACCEPT' | 'REJECT',
  ): Promise<{ request: ContractRequest; endedDownlineContracts: Contract[] }> {
    const v = asObject(await this.transport.send(PROCESS_ENDPOINT[type], { requestId, action }));
    return {
      request: readRequest(v.request),
      endedDownlineContracts: asArray<unknown>(v.endedDownlineContracts).map(readContract),
    };
  }
}
