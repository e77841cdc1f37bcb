import { teamEndpoints } from '../catalogue/team';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, asStringArray, truthy } from './decode';
import { readPage, type Page } from './paging';
import {
  readMoneyTotals,
  readPlayTotals,
  type MoneyTotals,
  type PageQuery,
  type PeriodQuery,
  type PlayTotals,
} from './records';

/** Rebate products as the platform groups the agent's quota. */
export const REBATE_PRODUCTS = ['LOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];
/** Percent per product. */
export type Rebates = Record<RebateProduct, number>;
export type AccountType = 'MEMBER' | 'AGENT';

export interface AgentAnnouncement {
  id: string;
  title: string;
  /** Rich text from the back office: sanitise before showing. */
  content: string;
  publishedAt: string;
}

export interface TeamOverview {
  teamSize: number;
  directCount: number;
  agentCount: number;
  newMembers: number;
  activeMembers: number;
  onlineCount: number;
  teamBalance: number;
  play: PlayTotals;
  money: MoneyTotals;
}

export interface TeamDay {
  /** YYYY-MM-DD */
  date: string;
  newMembers: number;
  activeMembers: number;
  play: PlayTotals;
  money: MoneyTotals;
}

export interface Downline {
  account: string;
  nickname: string;
  isAgent: boolean;
  balance: number;
  directCount: number;
  teamSize: number;
  lastLoginTime: string | null;
  registeredAt: string;
  rebates: Rebates;
  play: PlayTotals;
  money: MoneyTotals;
  /** From the agent down to this member (search results). */
  path: string[];
}

export interface AffiliateLink {
  affiUrlId: string;
  code: string;
  accountType: AccountType;
  rebates: Rebates;
  createdAt: string;
  registeredCount: number;
}

export interface SubordinateQuery extends PageQuery, PeriodQuery {
  /** Whose direct downlines; the agent's own when omitted. */
  parent?: string;
  /** Search the whole team by account. */
  account?: string;
}

export function readRebates(value: unknown): Rebates {
  const v = asObject(value ?? {});
  return Object.fromEntries(REBATE_PRODUCTS.map((p) => [p, asNumber(v[p])])) as Rebates;
}

function readDownline(value: unknown): Downline {
  const v = asObject(value);
  return {
    account: asString(v.account),
    nickname: asString(v.nickname),
    isAgent: truthy(v.isAgent),
    balance: asNumber(v.balance),
    directCount: asNumber(v.directCount),
    teamSize: asNumber(v.teamSize),
    lastLoginTime: typeof v.lastLoginTime === 'string' ? v.lastLoginTime : null,
    registeredAt: asString(v.registeredAt),
    rebates: readRebates(v.rebates),
    play: readPlayTotals(v),
    money: readMoneyTotals(v),
    path: asStringArray(v.path),
  };
}

function readLink(value: unknown): AffiliateLink {
  const v = asObject(value);
  return {
    affiUrlId: asString(v.affiUrlId),
    code: asString(v.code),
    accountType: v.accountType === 'AGENT' ? 'AGENT' : 'MEMBER',
    rebates: readRebates(v.rebates),
    createdAt: asString(v.createdAt),
    registeredCount: asNumber(v.registeredCount),
  };
}

/** The agent's team (agents only, else `error_not_agent`). */
export class TeamApi {
  constructor(private readonly transport: Transport) {}

  async announcements(): Promise<AgentAnnouncement[]> {
    const v = asObject(await this.transport.send(teamEndpoints.agentAnnouncements));
    return asArray<unknown>(v.list).map((item) => {
      const a = asObject(item);
      return {
        id: asString(a.id),
        title: asString(a.title),
        content: asString(a.content),
        publishedAt: asString(a.publishedAt),
      };
    });
  }

  async overview(query: PeriodQuery = {}): Promise<TeamOverview> {
    const v = asObject(await this.transport.send(teamEndpoints.teamOverviewSum, { ...query }));
    return {
      teamSize: asNumber(v.teamSize),
      directCount: asNumber(v.directCount),
      agentCount: asNumber(v.agentCount),
      newMembers: asNumber(v.newMembers),
      activeMembers: asNumber(v.activeMembers),
      onlineCount: asNumber(v.onlineCount),
      teamBalance: asNumber(v.teamBalance),
      play: readPlayTotals(v),
      money: readMoneyTotals(v),
    };
  }

  async overviewDaily(query: PeriodQuery = {}): Promise<TeamDay[]> {
    const v = asObject(await this.transport.send(teamEndpoints.teamOverviewDaily, { ...query }));
    return asArray<unknown>(v.list).map((item) => {
      const d = asObject(item);
      return {
        date: asString(d.date),
        newMembers: asNumber(d.newMembers),
        activeMembers: asNumber(d.activeMembers),
        play: readPlayTotals(d),
        money: readMoneyTotals(d),
      };
    });
  }

  /** Whether nobody holds the account name yet. */
  async usernameAvailable(username: string): Promise<boolean> {
    const v = asObject(await this.transport.send(teamEndpoints.checkUsername, { username }));
    return truthy(v.available);
  }

  /** The most the agent may give a downline, per product (its own rebates). */
  async quota(): Promise<Rebates> {
    const v = asObject(await this.transport.send(teamEndpoints.agentQuota));
    const quota = readRebates({});
    for (const item of asArray<unknown>(v.list)) {
      const row = asObject(item);
      const product = asString(row.product) as RebateProduct;
      if ((REBATE_PRODUCTS as readonly string[]).includes(product)) {
        quota[product] = asNumber(row.quota);
      }
    }
    return quota;
  }

  async registerDownline(input: {
    username: string;
    password: string;
    accountType: AccountType;
    rebates: Partial<Rebates>;
  }): Promise<Downline> {
    return readDownline(await this.transport.send(teamEndpoints.registerDownline, { ...input }));
  }

  async createAffiliateUrl(input: {
    accountType: AccountType;
    rebates: Partial<Rebates>;
  }): Promise<AffiliateLink> {
    return readLink(await this.transport.send(teamEndpoints.createAffiliateUrl, { ...input }));
  }

  async affiliateUrls(): Promise<AffiliateLink[]> {
    const v = asObject(await this.transport.send(teamEndpoints.viewAffiliateUrls));
    return asArray<unknown>(v.list).map(readLink);
  }

  async deleteAffiliateUrl(affiUrlId: string): Promise<void> {
    await this.transport.send(teamEndpoints.deleteAffiliateUrl, { affiUrlId });
  }

  /** Accounts opened through one link. */
  async registeredAffiliates(
    affiUrlId: string,
  ): Promise<{ account: string; registeredAt: string }[]> {
    const v = asObject(
      await this.transport.send(teamEndpoints.viewRegisteredAffiliates, { affiUrlId }),
    );
    return asArray<unknown>(v.list).map((item) => {
      const r = asObject(item);
      return { account: asString(r.account), registeredAt: asString(r.registeredAt) };
    });
  }

  /** One level of the tree (or a search), with the path from the agent to that level. */
  async downlines(query: SubordinateQuery): Promise<Page<Downline> & { path: string[] }> {
    const value = await this.transport.send(teamEndpoints.subordinates, { ...query });
    return { ...readPage(value, readDownline), path: asStringArray(asObject(value).path) };
  }

  async collectFromDownline(input: {
    username: string;
    transferAmount: number;
    password: string;
    requestId: string;
  }): Promise<{ balance: number; downlineBalance: number }> {
    const v = asObject(await this.transport.send(teamEndpoints.collectFromDownline, { ...input }));
    return { balance: asNumber(v.balance), downlineBalance: asNumber(v.downlineBalance) };
  }

  async promote(account: string): Promise<Downline> {
    return readDownline(await this.transport.send(teamEndpoints.promoteDownline, { account }));
  }

  async updateRebates(account: string, rebates: Partial<Rebates>): Promise<Rebates> {
    const v = asObject(
      await this.transport.send(teamEndpoints.updateDownlineRebates, { account, rebates }),
    );
    return readRebates(v.rebates);
  }
}
