import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import type { Member } from '../state/accounts.js';
import {
  INCOME_KINDS,
  inPeriod,
  moneyTotals,
  playTotals,
  type MoneyTotals,
  type Period,
  type PlayTotals,
} from '../state/agentReports.js';
import { Refusal } from '../state/refusal.js';
import { BANGKOK_OFFSET_MS, DAY_MS, startOfBangkokDay } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { TeamIndex } from '../state/teamIndex.js';
import {
  answer,
  betView,
  ledgerView,
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

const scopedQuery = z.object({
  ...periodFields,
  ...pageFields,
  /** One member of the team; the whole team when omitted. */
  account: z.string().trim().min(1).optional(),
  gameType: z.string().optional(),
  kind: z.string().optional(),
});
const detailQuery = z.object({ ...periodFields, account: z.string().trim().min(1) });
/** A site day (Asia/Bangkok, UTC+7) as `YYYY-MM-DD`, from the instant it starts. */
const siteDate = (dayStart: number) =>
  new Date(dayStart + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function addPlay(a: PlayTotals, b: PlayTotals): PlayTotals {
  return {
    betCount: a.betCount + b.betCount,
    stakeMinor: a.stakeMinor + b.stakeMinor,
    winMinor: a.winMinor + b.winMinor,
    profitMinor: a.profitMinor + b.profitMinor,
  };
}

function addMoney(a: MoneyTotals, b: MoneyTotals): MoneyTotals {
  return {
    depositMinor: a.depositMinor + b.depositMinor,
    withdrawalMinor: a.withdrawalMinor + b.withdrawalMinor,
    bonusMinor: a.bonusMinor + b.bonusMinor,
  };
}

/**
 * The agent's four team reports: team betting, team profit and loss with per-member detail and
 * a daily series, the agent's income, and the team's account movements. Totals are summed over
 * every row of the query (not one page), so they equal the sum of the rows a user pages through.
 */
export function teamReportsRoutes(store: MockStore): Router {
  const router = Router();
  const agentOnly: RequestHandler = (_req, res, next) => {
    if (!refuseNonAgent(signedInMember(res), res)) next();
  };
  const agent = [requireToken(store), agentOnly];
  const reports = store.agentReports;

  /** The team, or the one member named; refuses an account outside the team. */
  function scope(me: Member, account?: string): Member[] {
    const index = new TeamIndex(store, me);
    if (!account) return index.members();
    const m = store.accounts.byAccount(account);
    if (!m || !index.contains(m.id)) throw new Refusal('downline_not_found');
    return [m];
  }

  // Ours: the platform's team histories are per product (`ODSFE2_LottOrders` and others whose
  // paths were not recovered); this one call covers every product.
  router.get('/wps/relay/ODSFE2_getTeamBettingRecords', ...agent, (req, res) => {
    const input = readInput(scopedQuery, req, res);
    if (!input) return;
    answer(res, () => {
      const bets = reports
        .teamBets(scope(signedInMember(res), input.account), periodOf(input, store.now()))
        .filter((b) => !input.gameType || b.gameType === input.gameType);
      return {
        ...paginate(bets.map(betView), input.pageNo, input.pageSize),
        totals: playView(playTotals(bets)),
      };
    });
  });

  router.get('/wps/relay/ODSFE2_getTeamPNLV3', ...agent, (req, res) => {
    const input = readInput(scopedQuery, req, res);
    if (!input) return;
    answer(res, () => {
      const period = periodOf(input, store.now());
      const members = scope(signedInMember(res), input.account);
      // One pass over the bets and the ledger, grouped by member: a 5,000-member team would
      // otherwise scan both once per member.
      const ids = new Set(members.map((m) => m.id));
      const betsBy = groupBy(
        store.bets.all().filter((b) => ids.has(b.memberId) && inPeriod(b.placedAt, period)),
        (b) => b.memberId,
      );
      const ledgerBy = groupBy(
        store.wallet.allEntries().filter((r) => ids.has(r.memberId) && inPeriod(r.at, period)),
        (r) => r.memberId,
      );
      const rows = members
        .map((member) => ({
          member,
          play: playTotals(betsBy.get(member.id) ?? []),
          money: moneyTotals(ledgerBy.get(member.id) ?? []),
        }))
        .filter(
          (r) => r.play.betCount > 0 || r.money.depositMinor > 0 || r.money.withdrawalMinor > 0,
        )
        .sort(
          (a, b) =>
            a.play.profitMinor - b.play.profitMinor ||
            a.member.account.localeCompare(b.member.account),
        );
      const play = rows.reduce((t, r) => addPlay(t, r.play), playTotals([]));
      const moneyIn = rows.reduce((t, r) => addMoney(t, r.money), moneyTotals([]));
      const bets = [...betsBy.values()].flat();
      const daily: { date: string; stake: number; win: number; profit: number }[] = [];
      for (let day = startOfBangkokDay(period.from); day < period.to; day += DAY_MS) {
        const t = playTotals(
          bets.filter((b) => inPeriod(b.placedAt, { from: day, to: day + DAY_MS })),
        );
        daily.push({
          date: siteDate(day),
          stake: money(t.stakeMinor),
          win: money(t.winMinor),
          profit: money(t.profitMinor),
        });
      }
      const page = paginate(rows, input.pageNo, input.pageSize);
      return {
        ...page,
        list: page.list.map((r) => ({
          account: r.member.account,
          ...playView(r.play),
          ...moneyView(r.money),
        })),
        totals: { ...playView(play), ...moneyView(moneyIn) },
        daily,
      };
    });
  });

  router.get('/wps/relay/ODSFE2_getTeamPNLV2Detail', ...agent, (req, res) => {
    const input = readInput(detailQuery, req, res);
    if (!input) return;
    answer(res, () => {
      const [member] = scope(signedInMember(res), input.account);
      if (!member) throw new Refusal('downline_not_found');
      const p = reports.profitLoss(member, periodOf(input, store.now()) satisfies Period);
      return {
        account: member.account,
        list: p.byCategory.map((c) => ({ gameType: c.gameType, ...playView(c) })),
        totals: playView(p.totals),
        ...moneyView(p.money),
      };
    });
  });

  // Not tied to the page by code: the notes name `ODSFE2_AgentProfDet` as the likely call.
  router.get('/wps/relay/ODSFE2_AgentProfDet', ...agent, (req, res) => {
    const input = readInput(scopedQuery, req, res);
    if (!input) return;
    const rows = reports.ledgerOf(signedInMember(res), periodOf(input, store.now()), INCOME_KINDS);
    const sum = (kind: string) =>
      money(rows.filter((r) => r.kind === kind).reduce((t, r) => t + r.deltaMinor, 0));
    answer(res, () => ({
      ...paginate(
        rows.map((r) => ledgerView(r)),
        input.pageNo,
        input.pageSize,
      ),
      totals: {
        dividend: sum('dividend'),
        salary: sum('salary'),
        totalIncome: money(rows.reduce((t, r) => t + r.deltaMinor, 0)),
      },
    }));
  });

  // The older REST call, the only one tied to account details (notes: "not tied").
  router.get('/wps/report/downlineTransaction', ...agent, (req, res) => {
    const input = readInput(scopedQuery, req, res);
    if (!input) return;
    answer(res, () => {
      const kinds = input.kind ? new Set(input.kind.split(',')) : undefined;
      const rows = reports.teamLedger(
        scope(signedInMember(res), input.account),
        periodOf(input, store.now()),
        kinds,
      );
      const credit = rows.filter((x) => x.row.deltaMinor > 0);
      const debit = rows.filter((x) => x.row.deltaMinor < 0);
      return {
        ...paginate(
          rows.map((x) => ledgerView(x.row, x.member)),
          input.pageNo,
          input.pageSize,
        ),
        totals: {
          credit: money(credit.reduce((t, x) => t + x.row.deltaMinor, 0)),
          debit: money(-debit.reduce((t, x) => t + x.row.deltaMinor, 0)),
          net: money(rows.reduce((t, x) => t + x.row.deltaMinor, 0)),
        },
      };
    });
  });

  return router;
}
