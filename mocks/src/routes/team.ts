import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail } from '../http/envelope.js';
import { isAgentType, MemberType, type Member } from '../state/accounts.js';
import { inPeriod, moneyTotals, playTotals } from '../state/agentReports.js';
import { Refusal } from '../state/refusal.js';
import { BANGKOK_OFFSET_MS, DAY_MS, startOfBangkokDay } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { REBATE_PRODUCTS, type AffiliateLink, type Rebates } from '../state/team.js';
import {
  amountField,
  answer,
  iso,
  money,
  moneyView,
  pageFields,
  paginate,
  periodFields,
  periodOf,
  playView,
  readInput,
  refuseNonAgent,
} from './ours.js';
import { TeamIndex } from '../state/teamIndex.js';

const rebatesField = z
  .object(Object.fromEntries(REBATE_PRODUCTS.map((p) => [p, z.number().optional()])))
  .partial()
  .default({}) as unknown as z.ZodType<Partial<Rebates>>;
const accountType = z.enum(['MEMBER', 'AGENT']).default('MEMBER');

const periodQuery = z.object(periodFields);
const registerBody = z.object({
  username: z.string().trim(),
  password: z.string(),
  accountType,
  rebates: rebatesField,
});
const subordinateQuery = z.object({
  ...periodFields,
  ...pageFields,
  /** Whose direct downlines; the agent itself when omitted. */
  parent: z.string().trim().min(1).optional(),
  /** Search: members of the team whose account contains this. */
  account: z.string().trim().min(1).optional(),
});
const collectBody = z.object({
  username: z.string().trim().min(1),
  transferAmount: amountField,
  password: z.string().min(1),
  /** Made once per submission by the client: the same one twice moves nothing twice. */
  requestId: z.string().trim().min(8).max(64),
});
const accountBody = z.object({ account: z.string().trim().min(1) });
const rebatesBody = z.object({ account: z.string().trim().min(1), rebates: rebatesField });
const linkBody = z.object({ accountType, rebates: rebatesField });
const linkId = z.object({ affiUrlId: z.coerce.string().min(1) });

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
/** A site day (Asia/Bangkok, UTC+7) as `YYYY-MM-DD`, from the instant it starts. */
const siteDate = (dayStart: number) =>
  new Date(dayStart + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The agent's team on the platform's paths: overview, downline registration and affiliate links
 * (registerCenter), the downline tree with transfers, promotion and rebates
 * (downlineManagmentView), and agent notices.
 */
export function teamRoutes(store: MockStore): Router {
  const router = Router();
  const agentOnly: RequestHandler = (_req, res, next) => {
    if (!refuseNonAgent(signedInMember(res), res)) next();
  };
  const agent = [requireToken(store), agentOnly];
  const team = store.team;

  function memberView(m: Member, index: TeamIndex, period: { from: number; to: number }) {
    const bets = store.agentReports.betsOf(m, period);
    return {
      account: m.account,
      nickname: m.nickname,
      isAgent: isAgentType(m.type),
      balance: money(store.wallet.balanceMinor(m.id)),
      directCount: index.children(m.id).length,
      teamSize: index.below(m.id).length,
      lastLoginTime: iso(store.sessions.lastSignInAt(m.id) ?? team.lastSignIn(m.id)),
      registeredAt: iso(m.createdAt),
      rebates: team.rebatesOf(m),
      ...playView(playTotals(bets)),
      ...moneyView(moneyTotals(store.agentReports.ledgerOf(m, period))),
    };
  }

  function linkView(l: AffiliateLink) {
    return {
      affiUrlId: l.id,
      code: l.code,
      accountType: l.accountType,
      rebates: l.rebates,
      createdAt: iso(l.createdAt),
      registeredCount: l.registeredIds.length,
    };
  }

  /** A member of the signed-in agent's team, by account; refuses anyone else. */
  function inTeam(index: TeamIndex, account: string): Member {
    const m = store.accounts.byAccount(account);
    if (!m || !index.contains(m.id)) throw new Refusal('downline_not_found');
    return m;
  }

  // --- notices and overview -------------------------------------------------------------

  router.get('/wps/agent/announcements', ...agent, (_req, res) => {
    answer(res, () => ({
      list: [...store.agentReports.announcements].sort((a, b) =>
        b.publishedAt.localeCompare(a.publishedAt),
      ),
    }));
  });

  router.get('/wps/relay/ODSFE2_getTeamOverviewSum', ...agent, (req, res) => {
    const input = readInput(periodQuery, req, res);
    if (!input) return;
    const me = signedInMember(res);
    const o = store.agentReports.overview(me, periodOf(input, store.now()));
    const index = new TeamIndex(store, me);
    answer(res, () => ({
      teamSize: o.teamSize,
      directCount: o.directCount,
      agentCount: o.agentCount,
      newMembers: o.newMembers,
      activeMembers: o.activeMembers,
      onlineCount: index.members().filter((m) => store.sessions.isOnline(m.id)).length,
      teamBalance: money(o.teamBalanceMinor),
      ...playView(o.play),
      ...moneyView(o.money),
    }));
  });

  router.get('/wps/relay/ODSFE2_getTeamOverviewDailyList', ...agent, (req, res) => {
    const input = readInput(periodQuery, req, res);
    if (!input) return;
    const period = periodOf(input, store.now());
    const members = new TeamIndex(store, signedInMember(res)).members();
    const ids = new Set(members.map((m) => m.id));
    const days = new Map<string, { from: number; to: number }>();
    for (let day = startOfBangkokDay(period.from); day < period.to; day += DAY_MS) {
      days.set(siteDate(day), { from: day, to: day + DAY_MS });
    }
    const bets = store.bets
      .all()
      .filter((b) => ids.has(b.memberId) && inPeriod(b.placedAt, period));
    const ledger = store.wallet
      .allEntries()
      .filter((r) => ids.has(r.memberId) && inPeriod(r.at, period));
    answer(res, () => ({
      list: [...days].map(([date, day]) => {
        const dayBets = bets.filter((b) => inPeriod(b.placedAt, day));
        return {
          date,
          newMembers: members.filter((m) => inPeriod(m.createdAt, day)).length,
          activeMembers: new Set(dayBets.map((b) => b.memberId)).size,
          ...playView(playTotals(dayBets)),
          ...moneyView(moneyTotals(ledger.filter((r) => inPeriod(r.at, day)))),
        };
      }),
    }));
  });

  // --- registration ---------------------------------------------------------------------

  router.get('/wps/check/username', (req, res) => {
    const input = readInput(z.object({ username: z.string().trim().min(1) }), req, res);
    if (!input) return;
    if (!USERNAME.test(input.username)) return void res.json(fail('username_format_error'));
    answer(res, () => ({ available: !store.accounts.byAccount(input.username) }));
  });

  router.get('/wps/relay/MCSFE_getAgentQuotaGroupByProduct', ...agent, (_req, res) => {
    const own = team.rebatesOf(signedInMember(res));
    answer(res, () => ({
      list: REBATE_PRODUCTS.map((product) => ({ product, quota: own[product] })),
    }));
  });

  router.post('/wps/agent/downline', ...agent, requireEncrypted(), (req, res) => {
    const input = readInput(registerBody, req, res);
    if (!input) return;
    if (!USERNAME.test(input.username)) return void res.json(fail('username_format_error'));
    if (!PASSWORD.test(input.password)) return void res.json(fail('password_format_error'));
    if (store.accounts.byAccount(input.username)) return void res.json(fail('username_exists'));
    const upline = signedInMember(res);
    answer(res, () => {
      const rebates = team.checkRebates(upline, input.rebates);
      const member = store.accounts.add({
        account: input.username,
        password: input.password,
        uplineId: upline.id,
        type: input.accountType === 'AGENT' ? MemberType.SubAgent : MemberType.Member,
        countryCode: upline.countryCode,
        countryDialingCode: upline.countryDialingCode,
        language: upline.language,
        // The agent chose this password, so the downline must replace it at first sign-in.
        passwordExpired: true,
      });
      team.setRebates(member, rebates);
      return memberView(member, new TeamIndex(store, upline), periodOf({}, store.now()));
    });
  });

  // --- affiliate links ------------------------------------------------------------------

  router.post('/wps/relay/MCSFE_createAffiliateUrl', ...agent, (req, res) => {
    const input = readInput(linkBody, req, res);
    if (!input) return;
    answer(res, () =>
      linkView(team.createLink(signedInMember(res), input.accountType, input.rebates)),
    );
  });

  router.get('/wps/relay/MCSFE_viewAffiliateUrls', ...agent, (_req, res) => {
    answer(res, () => ({ list: team.linksOf(signedInMember(res).id).map(linkView) }));
  });

  // The older client deleted with DELETE and a query; the relay call's method was not seen.
  router.all('/wps/relay/MCSFE_deleteAffiliateUrl', ...agent, (req, res) => {
    const input = readInput(linkId, req, res);
    if (!input) return;
    answer(res, () => {
      team.deleteLink(signedInMember(res).id, input.affiUrlId);
      return { deleted: input.affiUrlId };
    });
  });

  router.get('/wps/relay/MCSFE_viewRegisteredAffiliates', ...agent, (req, res) => {
    const input = readInput(linkId, req, res);
    if (!input) return;
    answer(res, () => {
      const link = team.link(signedInMember(res).id, input.affiUrlId);
      return {
        list: link.registeredIds
          .map((id) => store.accounts.byId(id))
          .filter((m): m is Member => m !== undefined)
          .map((m) => ({ account: m.account, registeredAt: iso(m.createdAt) })),
      };
    });
  });

  // --- downline tree --------------------------------------------------------------------

  router.get('/wps/relay/ODSFE2_getSubordinatev2', ...agent, (req, res) => {
    const input = readInput(subordinateQuery, req, res);
    if (!input) return;
    const me = signedInMember(res);
    answer(res, () => {
      const index = new TeamIndex(store, me);
      const parent = input.parent ? inTeam(index, input.parent) : me;
      const search = input.account?.toLowerCase();
      const rows = search
        ? index.members().filter((m) => m.account.toLowerCase().includes(search))
        : index.children(parent.id);
      rows.sort((a, b) => a.account.localeCompare(b.account));
      const page = paginate(rows, input.pageNo, input.pageSize);
      const period = periodOf(input, store.now());
      return {
        ...page,
        list: page.list.map((m) => ({
          ...memberView(m, index, period),
          path: index.pathTo(m.id).map((p) => p.account),
        })),
        path: search ? [] : index.pathTo(parent.id).map((p) => p.account),
      };
    });
  });

  // Paying a downline is `/wps/agent/transferDownline` (walletTransfers.ts); this is the way back,
  // with the same fields.
  router.post(
    '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
    ...agent,
    requireEncrypted(),
    (req, res) => {
      const input = readInput(collectBody, req, res);
      if (!input) return;
      const me = signedInMember(res);
      answer(res, () => {
        const downline = inTeam(new TeamIndex(store, me), input.username);
        if (downline.uplineId !== me.id) throw new Refusal('downline_not_direct');
        team.checkPassword(me, input.password);
        const moved = team.collect(me, downline, input.transferAmount, input.requestId);
        return {
          balance: money(moved.agentBalanceMinor),
          downlineBalance: money(moved.downlineBalanceMinor),
        };
      });
    },
  );

  router.put('/wps/agent/promoteDownlineToAgent', ...agent, (req, res) => {
    const input = readInput(accountBody, req, res);
    if (!input) return;
    const me = signedInMember(res);
    answer(res, () => {
      const index = new TeamIndex(store, me);
      const m = inTeam(index, input.account);
      if (m.uplineId !== me.id) throw new Refusal('downline_not_direct');
      if (isAgentType(m.type)) throw new Refusal('downline_already_agent');
      m.type = MemberType.SubAgent;
      return memberView(m, index, periodOf({}, store.now()));
    });
  });

  router.put('/wps/agent/updateDownlineRebates', ...agent, (req, res) => {
    const input = readInput(rebatesBody, req, res);
    if (!input) return;
    const me = signedInMember(res);
    answer(res, () => {
      const m = inTeam(new TeamIndex(store, me), input.account);
      if (m.uplineId !== me.id) throw new Refusal('downline_not_direct');
      const rebates = team.checkRebates(me, input.rebates, m);
      team.setRebates(m, rebates);
      return { account: m.account, rebates };
    });
  });

  return router;
}
