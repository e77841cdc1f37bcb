import { randomBytes } from 'node:crypto';
import { isAgentType, MemberType, type Accounts, type Member } from './accounts.js';
import type { PlatformPush } from './platformPush.js';
import { Refusal } from './refusal.js';
import { WalletRefusal, type Wallet } from './wallet.js';

/**
 * What an agent does to its team apart from contracts: rebate settings within its own quota,
 * affiliate links and who registered through each, last sign-ins, and money moved to or from a
 * downline. Reports are derived elsewhere (`agentReports.ts`); this holds only what is not.
 */

/** Rebate products, as the platform groups its quota (`getAgentQuotaGroupByProduct`). */
export const REBATE_PRODUCTS = ['LOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];
/** Percent per product, at most one decimal. */
export type Rebates = Record<RebateProduct, number>;

/** What a top agent holds when nobody set it otherwise. */
export const TOP_AGENT_REBATES: Rebates = {
  LOTT: 8,
  RNG: 1.2,
  LIVE: 1,
  SPORTS: 1,
  FISH: 1,
  PVP: 1,
};

const PASSWORD_ATTEMPTS = 5;
const PASSWORD_LOCK_MS = 15 * 60 * 1000;

const NO_REBATES: Rebates = { LOTT: 0, RNG: 0, LIVE: 0, SPORTS: 0, FISH: 0, PVP: 0 };

export interface AffiliateLink {
  id: string;
  agentId: string;
  code: string;
  /** What an account opened through the link becomes. */
  accountType: 'MEMBER' | 'AGENT';
  rebates: Rebates;
  createdAt: number;
  /** Accounts opened through the link, oldest first. */
  registeredIds: string[];
}

export interface TeamDeps {
  now: () => number;
  accounts: Accounts;
  wallet: Wallet;
  /** Money taken back from a downline is pushed to both ends, as the platform does. */
  push: Pick<PlatformPush, 'agentTransfer'>;
}

export class TeamState {
  private readonly rebates = new Map<string, Rebates>();
  private readonly links = new Map<string, AffiliateLink>();
  private readonly signIns = new Map<string, number>();
  private readonly wrongPasswords = new Map<string, { count: number; since: number }>();
  private nextLink = 1;

  constructor(private readonly deps: TeamDeps) {}

  reset(): void {
    this.rebates.clear();
    this.links.clear();
    this.signIns.clear();
    this.wrongPasswords.clear();
    this.nextLink = 1;
  }

  // --- rebates -------------------------------------------------------------------------

  /** A member's rebate settings; a top agent without settings holds the site's full quota. */
  rebatesOf(member: Member): Rebates {
    const set = this.rebates.get(member.id);
    if (set) return { ...set };
    const topAgent = member.uplineId === null && isAgentType(member.type);
    return { ...(topAgent ? TOP_AGENT_REBATES : NO_REBATES) };
  }

  setRebates(member: Member, rebates: Rebates): void {
    this.rebates.set(member.id, { ...rebates });
  }

  /**
   * Rebates an agent may give: each product within its own and, for an existing downline, not
   * below what that downline already gave its own downlines (their quota would go negative).
   */
  checkRebates(agent: Member, wanted: Partial<Rebates>, downline?: Member): Rebates {
    const own = this.rebatesOf(agent);
    const floor = downline ? this.highestGivenBy(downline) : NO_REBATES;
    const result = downline ? this.rebatesOf(downline) : { ...NO_REBATES };
    for (const product of REBATE_PRODUCTS) {
      const value = wanted[product];
      if (value === undefined) continue;
      if (!Number.isFinite(value) || value < 0 || Math.round(value * 10) !== value * 10) {
        throw new Refusal('rebate_invalid');
      }
      if (value > own[product]) throw new Refusal('rebate_above_quota', product);
      if (value < floor[product]) throw new Refusal('rebate_below_downline', product);
      result[product] = value;
    }
    return result;
  }

  private highestGivenBy(member: Member): Rebates {
    const highest = { ...NO_REBATES };
    for (const d of this.deps.accounts.downlines(member.id)) {
      const r = this.rebatesOf(d);
      for (const p of REBATE_PRODUCTS) highest[p] = Math.max(highest[p], r[p]);
    }
    return highest;
  }

  // --- affiliate links -----------------------------------------------------------------

  createLink(agent: Member, accountType: 'MEMBER' | 'AGENT', rebates: Partial<Rebates>) {
    const link: AffiliateLink = {
      id: String(this.nextLink++),
      agentId: agent.id,
      code: this.unusedCode(),
      accountType,
      rebates: this.checkRebates(agent, rebates),
      createdAt: this.deps.now(),
      registeredIds: [],
    };
    this.links.set(link.id, link);
    return link;
  }

  linksOf(agentId: string): AffiliateLink[] {
    return [...this.links.values()]
      .filter((l) => l.agentId === agentId)
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  }

  link(agentId: string, id: string): AffiliateLink {
    const link = this.links.get(id);
    if (!link || link.agentId !== agentId) throw new Refusal('affiliate_url_not_found');
    return link;
  }

  deleteLink(agentId: string, id: string): void {
    this.link(agentId, id);
    this.links.delete(id);
  }

  linkByCode(code: string): AffiliateLink | undefined {
    const wanted = code.trim().toUpperCase();
    for (const l of this.links.values()) if (l.code === wanted) return l;
    return undefined;
  }

  /** Called when an account is opened with a link's code: it joins as the link says. */
  joinedThrough(link: AffiliateLink, member: Member): void {
    link.registeredIds.push(member.id);
    if (link.accountType === 'AGENT') member.type = MemberType.SubAgent;
    this.rebates.set(member.id, { ...link.rebates });
  }

  private unusedCode(): string {
    for (;;) {
      const code = `L${randomBytes(4).toString('hex').toUpperCase()}`;
      if (!this.linkByCode(code) && !this.deps.accounts.byAffiliateCode(code)) return code;
    }
  }

  // --- sign-ins ------------------------------------------------------------------------

  noteSignIn(memberId: string, at = this.deps.now()): void {
    this.signIns.set(memberId, at);
  }

  lastSignIn(memberId: string): number | null {
    return this.signIns.get(memberId) ?? null;
  }

  // --- money between an agent and a downline --------------------------------------------

  /**
   * The agent's own password guards money leaving or reaching it; five wrong answers in a
   * quarter of an hour lock the transfers until the quarter is over, so it cannot be guessed.
   */
  checkPassword(agent: Member, password: string): void {
    const now = this.deps.now();
    const record = this.wrongPasswords.get(agent.id);
    const live = record && now - record.since < PASSWORD_LOCK_MS ? record : undefined;
    if (live && live.count >= PASSWORD_ATTEMPTS) throw new Refusal('password_attempts_exceeded');
    if (this.deps.accounts.checkPassword(agent, password)) {
      this.wrongPasswords.delete(agent.id);
      return;
    }
    this.wrongPasswords.set(agent.id, {
      count: (live?.count ?? 0) + 1,
      since: live?.since ?? now,
    });
    throw new Refusal('password_error');
  }

  /**
   * Takes money back from a downline: both sides move once under the request id, or neither
   * does (the downline's balance is checked first, and the agent's side cannot fail).
   */
  collect(
    agent: Member,
    downline: Member,
    amountMinor: number,
    requestId: string,
  ): { agentBalanceMinor: number; downlineBalanceMinor: number } {
    const wallet = this.deps.wallet;
    const ref = `team-collect:${agent.id}:${requestId}`;
    try {
      wallet.post({
        memberId: downline.id,
        deltaMinor: -amountMinor,
        kind: 'transfer_out',
        reference: `${ref}:out`,
        note: agent.account,
      });
    } catch (error) {
      if (error instanceof WalletRefusal) throw new Refusal(error.reason);
      throw error;
    }
    wallet.post({
      memberId: agent.id,
      deltaMinor: amountMinor,
      kind: 'transfer_in',
      reference: `${ref}:in`,
      note: downline.account,
    });
    this.deps.push.agentTransfer('DOWNLINE_TO_AGENT', {
      sender: downline,
      receiver: agent,
      amountMinor,
      time: this.deps.now(),
    });
    return {
      agentBalanceMinor: wallet.balanceMinor(agent.id),
      downlineBalanceMinor: wallet.balanceMinor(downline.id),
    };
  }
}
