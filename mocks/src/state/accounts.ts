import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * Member types as the platform numbers them (spec §6): 1, 2, 41 and 42 are agents, 4 is a trial
 * (free play) account. The platform's number for a plain member was not recovered; the stand-in
 * uses 0, which no other role claims.
 */
export const MemberType = {
  Member: 0,
  Agent: 1,
  SubAgent: 2,
  Trial: 4,
  AgentLevel41: 41,
  AgentLevel42: 42,
  /**
   * An account that is neither a player nor an agent (e.g. the operator's back-office staff):
   * the platform refuses it on the player site with `member_no_enter` (spec §6). The number is
   * the stand-in's own.
   */
  NonMember: 9,
} as const;

const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.has(type);
}

/** Players (trial accounts included) and agents may sign in; any other account may not. */
export function mayEnterPlayerSite(type: number): boolean {
  return type === MemberType.Member || type === MemberType.Trial || isAgentType(type);
}

export interface Member {
  id: string;
  account: string;
  passwordHash: string;
  nickname: string;
  type: number;
  /** The agent directly above this member in the agent tree; null at the top. */
  uplineId: string | null;
  mobile: string | null;
  countryDialingCode: string;
  /** ISO 3166 alpha-2 code shown as the flag in the header. */
  countryCode: string;
  email: string | null;
  payeeName: string | null;
  language: string;
  vipLevel: number;
  /** Deposits that stopped counting toward a rank when a VIP review moved the member down. */
  vipDepositsForfeitedMinor?: number;
  /** IPs this member has signed in from; a new one triggers login verification. */
  knownIps: string[];
  failedLogins: number;
  passwordExpired: boolean;
  /** Set at the member's request (responsible play); refused at login and game launch. */
  selfExcluded: boolean;
  /** True until the client has run its first-login step (`firstLogin`, ours). */
  firstLogin: boolean;
  /** Base32 secret of the member's authenticator app, if one is bound. */
  totpSecret: string | null;
  avatar: string;
  affiliateCode: string | null;
  createdAt: number;
}

export type NewMember = Partial<Omit<Member, 'id' | 'passwordHash' | 'account'>> & {
  account: string;
  /** Either a clear password (hashed here) or an already computed hash (seed data). */
  password?: string;
  passwordHash?: string;
};

/** Members and agents, with the upline tree. Accounts are unique regardless of case. */
export class Accounts {
  private readonly byIdMap = new Map<string, Member>();
  private nextId = 10_000_001;

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.byIdMap.clear();
    this.nextId = 10_000_001;
  }

  add(input: NewMember): Member {
    if (this.byAccount(input.account)) throw new Error(`account ${input.account} already exists`);
    const { password, passwordHash, ...rest } = input;
    const hash = passwordHash ?? (password !== undefined ? hashPassword(password) : null);
    if (!hash) throw new Error('a new member needs a password');
    const member: Member = {
      nickname: input.account,
      type: MemberType.Member,
      uplineId: null,
      mobile: null,
      countryDialingCode: '66',
      countryCode: 'TH',
      email: null,
      payeeName: null,
      language: 'EN',
      vipLevel: 0,
      knownIps: [],
      failedLogins: 0,
      passwordExpired: false,
      selfExcluded: false,
      firstLogin: true,
      totpSecret: null,
      avatar: 'avatar-1',
      affiliateCode: null,
      createdAt: this.now(),
      ...rest,
      id: String(this.nextId++),
      passwordHash: hash,
    };
    this.byIdMap.set(member.id, member);
    return member;
  }

  byId(id: string): Member | undefined {
    return this.byIdMap.get(id);
  }

  byAccount(account: string): Member | undefined {
    const wanted = account.trim().toLowerCase();
    for (const m of this.byIdMap.values()) if (m.account.toLowerCase() === wanted) return m;
    return undefined;
  }

  byMobile(mobile: string): Member | undefined {
    const wanted = normaliseMobile(mobile);
    for (const m of this.byIdMap.values()) {
      if (m.mobile && normaliseMobile(m.mobile) === wanted) return m;
    }
    return undefined;
  }

  byAffiliateCode(code: string): Member | undefined {
    for (const m of this.byIdMap.values()) if (m.affiliateCode === code) return m;
    return undefined;
  }

  /** A generated account name nobody holds yet: the prefix and six digits. */
  unusedName(prefix: string): string {
    for (;;) {
      const account = `${prefix}${randomInt(100_000, 1_000_000)}`;
      if (!this.byAccount(account)) return account;
    }
  }

  /** Direct downlines of an agent. */
  downlines(agentId: string): Member[] {
    return [...this.byIdMap.values()].filter((m) => m.uplineId === agentId);
  }

  all(): Member[] {
    return [...this.byIdMap.values()];
  }

  checkPassword(member: Member, password: string): boolean {
    return verifyPassword(password, member.passwordHash);
  }

  setPassword(member: Member, password: string): void {
    member.passwordHash = hashPassword(password);
    member.passwordExpired = false;
    member.failedLogins = 0;
  }
}

/** Digits only, so "+66 81-234" and "6681234" name the same phone. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\D/g, '');
}
