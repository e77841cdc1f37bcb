import { isAgentType, type Accounts, type Member } from './accounts.js';
import type { AgentReports, Period } from './agentReports.js';
import type { Scheduler } from './scheduler.js';
import { BANGKOK_OFFSET_MS, DAY_MS } from './siteTime.js';
import { Refusal } from './refusal.js';
import type { Wallet } from './wallet.js';

/**
 * Agent contracts (spec §3, §4, §9): an agent offers a direct downline a dividend or salary
 * contract, or asks to end one; the downline accepts or rejects. Settlement pays each contract
 * holder its ratio of its team's figures minus what its own contracted downlines earn on theirs
 * (the level difference), through the wallet ledger with one reference per contract and period.
 */

export const CONTRACT_TYPES = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOUR_SALARY',
  'REALTIME_SALARY',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export function isContractType(value: unknown): value is ContractType {
  return CONTRACT_TYPES.includes(value as ContractType);
}

/** The most a top-level agent (no contract above it) may offer, in percent. */
export const MAX_RATIO: Record<ContractType, number> = {
  DIVIDEND: 50,
  DAILY_SALARY: 3,
  HOUR_SALARY: 3,
  REALTIME_SALARY: 2,
};

export interface ContractTerms {
  /** Percent: of team loss for a dividend, of team effective bets for a salary. */
  ratio: number;
  /** A team member counts as active with at least this stake in the period. */
  minBetMinor: number;
  /** Nothing is paid for a period with fewer active team members. */
  minActiveMembers: number;
}

export interface Contract {
  id: string;
  type: ContractType;
  agentId: string;
  memberId: string;
  terms: ContractTerms;
  status: 'ACTIVE' | 'ENDED';
  startedAt: number;
  endedAt: number | null;
  endReason: 'TERMINATED' | 'SUPERSEDED' | 'RATIO_ABOVE_UPLINE' | null;
}

export type RequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

export interface ContractRequest {
  id: string;
  kind: 'NEW' | 'TERMINATION';
  type: ContractType;
  agentId: string;
  memberId: string;
  terms: ContractTerms;
  /** The contract a termination request would end. */
  contractId: string | null;
  status: RequestStatus;
  createdAt: number;
  decidedAt: number | null;
}

export interface ContractRecord {
  id: string;
  contractId: string;
  type: ContractType;
  memberId: string;
  periodStart: number;
  periodEnd: number;
  effectiveBetsMinor: number;
  /** The team's loss (stakes minus wins); negative when the team won. */
  profitLossMinor: number;
  activeUsers: number;
  ratio: number;
  amountMinor: number;
  status: 'PAID' | 'NOT_QUALIFIED';
  settledAt: number;
}

export interface ContractsDeps {
  now: () => number;
  accounts: Accounts;
  wallet: Wallet;
  reports: AgentReports;
}

export class ContractsState {
  private contracts: Contract[] = [];
  private requests: ContractRequest[] = [];
  private records: ContractRecord[] = [];
  private nextNumber = 1;

  constructor(private readonly deps: ContractsDeps) {}

  reset(): void {
    this.contracts = [];
    this.requests = [];
    this.records = [];
    this.nextNumber = 1;
  }

  // --- reading --------------------------------------------------------------------------

  /** The member's active contract of a type with its upline, if any. */
  held(memberId: string, type: ContractType): Contract | undefined {
    return this.contracts.find(
      (c) => c.memberId === memberId && c.type === type && c.status === 'ACTIVE',
    );
  }

  heldBy(memberId: string): Contract[] {
    return this.contracts.filter((c) => c.memberId === memberId && c.status === 'ACTIVE');
  }

  offeredBy(agentId: string): Contract[] {
    return this.contracts.filter((c) => c.agentId === agentId && c.status === 'ACTIVE');
  }

  contract(id: string): Contract | undefined {
    return this.contracts.find((c) => c.id === id);
  }

  pendingFor(memberId: string): ContractRequest[] {
    return this.requests.filter((r) => r.memberId === memberId && r.status === 'PENDING');
  }

  sentBy(agentId: string): ContractRequest[] {
    return this.requests.filter((r) => r.agentId === agentId).reverse();
  }

  recordsOf(memberId: string, type: ContractType): ContractRecord[] {
    return this.records.filter((r) => r.memberId === memberId && r.type === type).reverse();
  }

  // --- agent actions --------------------------------------------------------------------

  offer(agent: Member, downlineAccount: string, type: ContractType, terms: ContractTerms) {
    if (!isAgentType(agent.type)) throw new Refusal('error_not_agent');
    const member = this.directDownline(agent, downlineAccount);
    if (!(terms.ratio > 0)) throw new Refusal('contract_ratio_invalid');
    // An agent cannot give away more than it holds itself.
    if (terms.ratio > this.ceiling(agent.id, type)) throw new Refusal('contract_ratio_above_own');
    if (terms.minBetMinor < 0 || terms.minActiveMembers < 0) {
      throw new Refusal('request_param_err');
    }
    this.refusePendingRequest(agent.id, member.id, type);
    const request = this.addRequest({
      kind: 'NEW',
      type,
      agentId: agent.id,
      memberId: member.id,
      terms,
      contractId: null,
    });
    return request;
  }

  /**
   * New terms for a contract the agent gave: a new request naming the contract, which the
   * downline accepts (the new contract replaces the old one) or rejects (the old one stays).
   */
  modify(agent: Member, contractId: string, terms: ContractTerms) {
    const contract = this.contracts.find((c) => c.id === contractId && c.agentId === agent.id);
    if (!contract || contract.status !== 'ACTIVE') throw new Refusal('contract_not_found');
    const member = this.deps.accounts.byId(contract.memberId);
    if (!member) throw new Refusal('contract_not_found');
    const request = this.offer(agent, member.account, contract.type, terms);
    request.contractId = contract.id;
    return request;
  }

  requestTermination(agent: Member, contractId: string) {
    const contract = this.contracts.find((c) => c.id === contractId && c.agentId === agent.id);
    if (!contract || contract.status !== 'ACTIVE') throw new Refusal('contract_not_found');
    this.refusePendingRequest(agent.id, contract.memberId, contract.type);
    const request = this.addRequest({
      kind: 'TERMINATION',
      type: contract.type,
      agentId: agent.id,
      memberId: contract.memberId,
      terms: contract.terms,
      contractId: contract.id,
    });
    return request;
  }

  // --- member actions -------------------------------------------------------------------

  /** The member's answer to a request of the given type (each type has its platform call). */
  process(member: Member, type: ContractType, requestId: string, accept: boolean) {
    const request = this.requests.find(
      (r) => r.id === requestId && r.memberId === member.id && r.type === type,
    );
    if (!request) throw new Refusal('contract_request_not_found');
    if (request.status !== 'PENDING') throw new Refusal('contract_request_processed');
    const now = this.deps.now();
    request.status = accept ? 'ACCEPTED' : 'REJECTED';
    request.decidedAt = now;
    const ended: Contract[] = [];
    if (accept && request.kind === 'TERMINATION') {
      const contract = request.contractId ? this.contract(request.contractId) : undefined;
      if (contract?.status === 'ACTIVE') this.end(contract, 'TERMINATED', now);
    }
    if (accept && request.kind === 'NEW') {
      const previous = this.held(member.id, type);
      if (previous) this.end(previous, 'SUPERSEDED', now);
      this.contracts.push({
        id: this.newId('C'),
        type,
        agentId: request.agentId,
        memberId: member.id,
        terms: request.terms,
        status: 'ACTIVE',
        startedAt: now,
        endedAt: null,
        endReason: null,
      });
      // Spec §4: a downline holding more than the member now holds loses its contract.
      for (const below of this.offeredBy(member.id)) {
        if (below.type === type && below.terms.ratio > request.terms.ratio) {
          this.end(below, 'RATIO_ABOVE_UPLINE', now);
          ended.push(below);
        }
      }
    }
    return { request, ended };
  }

  // --- settlement -----------------------------------------------------------------------

  /**
   * Pays every active contract of a type for one period. Settling the same period again pays
   * nothing more: the ledger reference names the contract and the period.
   */
  settle(type: ContractType, period: Period): ContractRecord[] {
    const settled: ContractRecord[] = [];
    for (const contract of this.contracts.filter((c) => c.type === type && c.status === 'ACTIVE')) {
      const reference = `contract:${contract.id}:${period.from}-${period.to}`;
      if (this.deps.wallet.hasReference(reference)) continue;
      if (this.records.some((r) => r.contractId === contract.id && r.periodStart === period.from)) {
        continue;
      }
      const assessed = this.assess(contract, period);
      if (!assessed) continue;
      const { figures, qualified, amountMinor } = assessed;
      const record: ContractRecord = {
        id: this.newId('R'),
        contractId: contract.id,
        type,
        memberId: contract.memberId,
        periodStart: period.from,
        periodEnd: period.to,
        ...figures,
        ratio: contract.terms.ratio,
        amountMinor,
        status: qualified ? 'PAID' : 'NOT_QUALIFIED',
        settledAt: this.deps.now(),
      };
      if (amountMinor > 0) {
        this.deps.wallet.post({
          memberId: contract.memberId,
          deltaMinor: amountMinor,
          kind: type === 'DIVIDEND' ? 'dividend' : 'salary',
          reference,
          note: `${type} ${new Date(period.from).toISOString()}`,
        });
      }
      this.records.push(record);
      settled.push(record);
    }
    return settled;
  }

  /**
   * Settles the last closed period of every type (spec §9): real-time salary every 5 minutes,
   * daily and hourly salary for the previous day, dividends for the previous half month.
   * Safe to call as often as wanted: a settled period is never paid again.
   */
  settleDue(): ContractRecord[] {
    const now = this.deps.now();
    return CONTRACT_TYPES.flatMap((type) => this.settle(type, lastClosedPeriod(type, now)));
  }

  /** Settles due periods once a minute on the given scheduler; returns the stop function. */
  startAutoSettlement(scheduler: Scheduler, everyMs = 60_000): () => void {
    let cancel = () => {};
    const tick = () => {
      this.settleDue();
      cancel = scheduler.after(everyMs, tick);
    };
    cancel = scheduler.after(everyMs, tick);
    return () => cancel();
  }

  /**
   * What a contract earns for a period (the part after it was agreed): its ratio of its team's
   * figures minus what its own contracted downlines earn on theirs; null when it did not run.
   */
  assess(contract: Contract, period: Period) {
    const covered = coveredBy(contract, period);
    if (!covered) return null;
    const type = contract.type;
    const figures = this.teamFigures(contract.memberId, contract.terms, covered);
    const qualified = figures.activeUsers >= contract.terms.minActiveMembers;
    let amountMinor = 0;
    if (qualified) {
      const below = this.offeredBy(contract.memberId)
        .filter((c) => c.type === type)
        .reduce((sum, c) => {
          const theirs = coveredBy(c, period);
          return theirs
            ? sum + this.gross(type, c.terms, this.teamFigures(c.memberId, c.terms, theirs))
            : sum;
        }, 0);
      amountMinor = Math.max(0, this.gross(type, contract.terms, figures) - below);
    }
    return { figures, qualified, amountMinor };
  }

  /** The period now running and what the contract has earned in it so far (not yet paid). */
  pending(contract: Contract) {
    const period = currentPeriod(contract.type, this.deps.now());
    const assessed = this.assess(contract, period);
    return {
      period,
      figures: assessed?.figures ?? { effectiveBetsMinor: 0, profitLossMinor: 0, activeUsers: 0 },
      amountMinor: assessed?.amountMinor ?? 0,
    };
  }

  /** The latest settled record of a contract, if any period has been settled. */
  lastRecord(contractId: string): ContractRecord | undefined {
    for (let i = this.records.length - 1; i >= 0; i -= 1) {
      if (this.records[i]?.contractId === contractId) return this.records[i];
    }
    return undefined;
  }

  /** The ratio an agent may give at most: its own contract's, or the site's ceiling. */
  ceiling(agentId: string, type: ContractType): number {
    return this.held(agentId, type)?.terms.ratio ?? MAX_RATIO[type];
  }

  /** The contract holder's whole team, itself included, over the period. */
  teamFigures(memberId: string, terms: ContractTerms, period: Period) {
    const holder = this.deps.accounts.byId(memberId);
    if (!holder) return { effectiveBetsMinor: 0, profitLossMinor: 0, activeUsers: 0 };
    const members = [holder, ...this.deps.reports.team(holder)];
    const bets = this.deps.reports.teamBets(members, period);
    const stakeBy = new Map<string, number>();
    let effectiveBetsMinor = 0;
    let winMinor = 0;
    for (const b of bets) {
      effectiveBetsMinor += b.stake;
      winMinor += b.win;
      stakeBy.set(b.memberId, (stakeBy.get(b.memberId) ?? 0) + b.stake);
    }
    const activeUsers = [...stakeBy.values()].filter(
      (stake) => stake >= Math.max(1, terms.minBetMinor),
    ).length;
    return { effectiveBetsMinor, profitLossMinor: effectiveBetsMinor - winMinor, activeUsers };
  }

  private gross(
    type: ContractType,
    terms: ContractTerms,
    figures: { effectiveBetsMinor: number; profitLossMinor: number; activeUsers: number },
  ): number {
    if (figures.activeUsers < terms.minActiveMembers) return 0;
    const base =
      type === 'DIVIDEND' ? Math.max(0, figures.profitLossMinor) : figures.effectiveBetsMinor;
    return Math.floor((base * terms.ratio) / 100);
  }

  private end(contract: Contract, reason: NonNullable<Contract['endReason']>, at: number): void {
    contract.status = 'ENDED';
    contract.endReason = reason;
    contract.endedAt = at;
  }

  private directDownline(agent: Member, account: string): Member {
    const member = this.deps.accounts.byAccount(account);
    if (!member || member.uplineId !== agent.id) throw new Refusal('contract_not_direct_downline');
    return member;
  }

  private refusePendingRequest(agentId: string, memberId: string, type: ContractType): void {
    const pending = this.requests.some(
      (r) =>
        r.agentId === agentId &&
        r.memberId === memberId &&
        r.type === type &&
        r.status === 'PENDING',
    );
    if (pending) throw new Refusal('contract_request_pending');
  }

  private addRequest(
    input: Omit<ContractRequest, 'id' | 'status' | 'createdAt' | 'decidedAt'>,
  ): ContractRequest {
    const request: ContractRequest = {
      ...input,
      id: this.newId('Q'),
      status: 'PENDING',
      createdAt: this.deps.now(),
      decidedAt: null,
    };
    this.requests.push(request);
    return request;
  }

  private newId(prefix: string): string {
    return `${prefix}${String(this.nextNumber++).padStart(6, '0')}`;
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The part of a period a contract covers: from its start (or the period's) to the period end. */
function coveredBy(contract: Contract, period: Period): Period | null {
  const from = Math.max(period.from, contract.startedAt);
  return from < period.to ? { from, to: period.to } : null;
}

/** The most recent period of a contract type that has ended by `now`. */
export function lastClosedPeriod(type: ContractType, now: number): Period {
  if (type === 'REALTIME_SALARY') {
    const to = Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES;
    return { from: to - FIVE_MINUTES, to };
  }
  const local = new Date(now + BANGKOK_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (year: number, month: number, day: number) =>
    Date.UTC(year, month, day) - BANGKOK_OFFSET_MS;
  if (type === 'DIVIDEND') {
    // Half months: the 1st to the 15th, the 16th to the month's end.
    return d >= 16
      ? { from: at(y, m, 1), to: at(y, m, 16) }
      : { from: at(y, m - 1, 16), to: at(y, m, 1) };
  }
  const to = at(y, m, d);
  return { from: to - DAY_MS, to };
}

/** The period of a contract type running at `now`: it starts where the last closed one ended. */
export function currentPeriod(type: ContractType, now: number): Period {
  const from = lastClosedPeriod(type, now).to;
  if (type === 'REALTIME_SALARY') return { from, to: from + FIVE_MINUTES };
  // Sixteen days on from any half-month start lies inside the next half month.
  if (type === 'DIVIDEND') return { from, to: lastClosedPeriod(type, from + 16 * DAY_MS).to };
  return { from, to: from + DAY_MS };
}
