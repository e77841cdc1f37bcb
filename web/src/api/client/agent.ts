import { agentEndpoints } from '../catalogue/agent';
import type { Endpoint } from '../catalogue/endpoint';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString } from './decode';
import { readPage, type Page } from './paging';
import type { PageQuery } from './records';

export type ContractType = 'DIVIDEND' | 'DAILY_SALARY' | 'HOUR_SALARY' | 'REALTIME_SALARY';

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
  /** When the downline answered; null while the request waits. */
  decidedAt: string | null;
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

/** A contract with what it has earned in the running period and what it was last paid. */
export interface ContractStanding extends Contract {
  currentPeriodStart: string;
  currentPeriodEnd: string;
  effectiveBets: number;
  profitLoss: number;
  activeUsers: number;
  /** Earned so far in the running period; paid when the period is settled. */
  pending: number;
  lastSettled: ContractRecord | null;
}

/** One contract type as the member sees it: held from its upline, given to its downlines. */
export interface ContractInfo {
  /** The most the member may give a downline (its own ratio, or the site's ceiling). */
  maxRatio: number;
  held: ContractStanding | null;
  offered: ContractStanding[];
  requests: ContractRequest[];
}

export interface ContractOffer {
  downline: string;
  ratio: number;
  minBetAmount?: number;
  minActiveMembers?: number;
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
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
    decidedAt: nullableString(v.decidedAt),
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

function readStanding(value: unknown): ContractStanding {
  const v = asObject(value);
  return {
    ...readContract(v),
    currentPeriodStart: asString(v.currentPeriodStart),
    currentPeriodEnd: asString(v.currentPeriodEnd),
    effectiveBets: asNumber(v.effectiveBets),
    profitLoss: asNumber(v.profitLoss),
    activeUsers: asNumber(v.activeUsers),
    pending: asNumber(v.pending),
    lastSettled: v.lastSettled ? readRecord(v.lastSettled) : null,
  };
}

/** The platform's calls of each contract type. */
const CONTRACT_CALLS: Record<ContractType, { info: Endpoint; records: Endpoint; offer: Endpoint }> =
  {
    DIVIDEND: {
      info: agentEndpoints.contractDividendInfo,
      records: agentEndpoints.contractDividendRecords,
      offer: agentEndpoints.offerContractDividend,
    },
    DAILY_SALARY: {
      info: agentEndpoints.contractDailySalaryInfo,
      records: agentEndpoints.contractDailySalaryRecords,
      offer: agentEndpoints.offerContractDailySalary,
    },
    HOUR_SALARY: {
      info: agentEndpoints.contractHourSalaryInfo,
      records: agentEndpoints.contractHourSalaryRecords,
      offer: agentEndpoints.offerContractHourSalary,
    },
    REALTIME_SALARY: {
      info: agentEndpoints.contractRealTimeSalaryInfo,
      records: agentEndpoints.contractRealTimeSalaryRecords,
      offer: agentEndpoints.offerContractRealTimeSalary,
    },
  };

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

/** Contracts between an agent and its downlines, and the requests to answer. */
export class AgentApi {
  constructor(private readonly transport: Transport) {}

  /** The contract of a type the member holds, those it has given, and the requests it sent. */
  async contractInfo(type: ContractType): Promise<ContractInfo> {
    const v = asObject(await this.transport.send(CONTRACT_CALLS[type].info));
    return {
      maxRatio: asNumber(v.maxRatio),
      held: v.held ? readStanding(v.held) : null,
      offered: asArray<unknown>(v.offered).map(readStanding),
      requests: asArray<unknown>(v.requests).map(readRequest),
    };
  }

  /** Dividend records, daily wages, hourly or real-time salary: what each period paid. */
  async contractRecords(
    type: ContractType,
    query: PageQuery,
  ): Promise<Page<ContractRecord> & { totalAmount: number }> {
    const value = await this.transport.send(CONTRACT_CALLS[type].records, { ...query });
    return { ...readPage(value, readRecord), totalAmount: asNumber(asObject(value).totalAmount) };
  }

  /** A new contract for a direct downline, or new terms for one that holds a contract. */
  async offerContract(type: ContractType, offer: ContractOffer): Promise<ContractRequest> {
    return readRequest(await this.transport.send(CONTRACT_CALLS[type].offer, { ...offer }));
  }

  /**
   * New terms for a contract the member gave: the platform's dividend call names the contract;
   * a salary's new terms are an offer to the downline that holds it.
   */
  async modifyContract(
    type: ContractType,
    contract: { contractId: string; member: string },
    terms: Omit<ContractOffer, 'downline'>,
  ): Promise<ContractRequest> {
    const value =
      type === 'DIVIDEND'
        ? await this.transport.send(agentEndpoints.modifyContractDividend, {
            contractId: contract.contractId,
            ...terms,
          })
        : await this.transport.send(CONTRACT_CALLS[type].offer, {
            downline: contract.member,
            ...terms,
          });
    return readRequest(value);
  }

  async terminateContract(type: ContractType, contractId: string): Promise<ContractRequest> {
    const call =
      type === 'DIVIDEND'
        ? agentEndpoints.updateContractDividend
        : agentEndpoints.terminateContract;
    return readRequest(await this.transport.send(call, { contractId }));
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
