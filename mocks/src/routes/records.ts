import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import type { Period, PlayTotals } from '../state/agentReports.js';
import type { BetRecord } from '../state/bets.js';
import { GAME_CATEGORIES } from '../state/seed/games.js';
import {
  BONUS_CATEGORIES,
  BONUS_CATEGORY_OF_KIND,
  codeTypeOf,
  daysPeriod,
  MemberRecords,
  MONEY_CODE_TYPES,
  PNL_PARTS,
  type MoneyCodeType,
} from '../state/memberRecords.js';
import { DAY_MS } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import type { LedgerEntry } from '../state/wallet.js';
import { answer, money, paginate, readInput } from './ours.js';

/** The platform pages these reports with `page` (from 1) and `size`. */
const pagingFields = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** Report windows in epoch milliseconds, end exclusive; the last 30 days when absent. */
const msWindowFields = {
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** `ODSFE2_MemPNL(Det)` take Bangkok calendar days, both included. */
const dayWindowFields = {
  startDate: z.string().regex(DAY),
  endDate: z.string().regex(DAY),
};

const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

const betsQuery = z.object({
  ...msWindowFields,
  ...pagingFields,
  gameCategory: z.enum(GAME_CATEGORIES).optional(),
  status: z.enum(BET_STATUSES).optional(),
});
const betDetailQuery = z.object({ orderNo: z.string().min(1).max(40) });
const transQuery = z.object({
  ...msWindowFields,
  ...pagingFields,
  codeTypes: z.string().optional(),
});
const pnlQuery = z.object(dayWindowFields);
const pnlDetQuery = z.object({
  ...dayWindowFields,
  ...pagingFields,
  gameCategory: z.enum(GAME_CATEGORIES).optional(),
});
const bonusQuery = z.object({
  ...msWindowFields,
  ...pagingFields,
  category: z.enum(BONUS_CATEGORIES).optional(),
});

/** Codes the points history is asked with: none at all (the points client), or `POINTS`. */
function asksForPoints(codeTypes: string | undefined): boolean {
  return codeTypes === undefined || codeTypes === '' || codeTypes === 'POINTS';
}

function readCodeTypes(codeTypes: string): Set<MoneyCodeType> | null | 'all' {
  const asked = codeTypes.split(',').map((c) => c.trim().toUpperCase());
  if (asked.includes('ALL')) return 'all';
  const known = asked.filter((c): c is MoneyCodeType =>
    (MONEY_CODE_TYPES as readonly string[]).includes(c),
  );
  return known.length === asked.length ? new Set(known) : null;
}

function windowOf(
  input: { startTime?: number | undefined; endTime?: number | undefined },
  now: number,
): Period {
  const to = input.endTime ?? now + 1;
  return { from: input.startTime ?? to - 30 * DAY_MS, to };
}

/** A settled bet as the platform's betting record shows it; money in major units. */
export function betRecordView(b: BetRecord) {
  return {
    orderNo: b.id,
    gameName: b.gameName,
    gameCode: b.gameCode,
    gameCategory: b.gameType,
    vendor: b.vassalage,
    betAmount: money(b.stake),
    // Every stand-in bet is settled and none is voided, so all of the stake counts as valid.
    validBetAmount: money(b.stake),
    winAmount: money(b.win),
    profitAndLoss: money(b.win - b.stake),
    betTimeInTimestamp: b.placedAt,
    settleTimeInTimestamp: b.placedAt,
    status: 'SETTLED',
  };
}

function betTotalsView(t: PlayTotals) {
  return {
    totalHands: t.betCount,
    betAmount: money(t.stakeMinor),
    validBetting: money(t.stakeMinor),
    winAmount: money(t.winMinor),
    netProfit: money(t.profitMinor),
  };
}

function movementView(r: LedgerEntry) {
  return {
    txTime: r.at,
    amount: money(r.deltaMinor),
    balanceAfter: money(r.balanceAfterMinor),
    codeType: codeTypeOf(r.kind),
    kind: r.kind,
    reference: r.reference,
    remark: r.note ?? '',
  };
}

/**
 * The member's own records: the betting record (lottery on the platform's `ODSFE2_lottMemBet`,
 * other products on ours), wallet movements (`ODSFE2_MemTransDet`), profit and loss
 * (`ODSFE2_MemPNL`, `ODSFE2_MemPNLDet`) and bonus details (ours).
 */
export function recordsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const records = new MemberRecords({
    bets: () => store.bets.all(),
    entries: (memberId) => store.wallet.entries(memberId),
  });

  function betsAnswer(bets: BetRecord[], page: number, size: number) {
    const { list, total } = paginate(bets, page, size);
    const totals = betTotalsView(
      bets.reduce(
        (t, b) => ({
          betCount: t.betCount + 1,
          stakeMinor: t.stakeMinor + b.stake,
          winMinor: t.winMinor + b.win,
          profitMinor: t.profitMinor + b.win - b.stake,
        }),
        { betCount: 0, stakeMinor: 0, winMinor: 0, profitMinor: 0 },
      ),
    );
    return { list: list.map(betRecordView), total, ...totals };
  }

  function bettingRecord(lotteryOnly: boolean) {
    return (req: Request, res: Response) => {
      const input = readInput(betsQuery, req, res);
      if (!input) return;
      // The stand-in settles every bet as it is played: nothing is open or voided.
      const bets =
        input.status && input.status !== 'SETTLED'
          ? []
          : records.bets(signedInMember(res), windowOf(input, store.now()), {
              gameCategory: input.gameCategory,
              lotteryOnly,
            });
      answer(res, () => betsAnswer(bets, input.page, input.size));
    };
  }

  router.get('/wps/relay/ODSFE2_lottMemBet', signedIn, bettingRecord(true));
  router.get('/wps/relay/ODSFE2_getBettingRecords', signedIn, bettingRecord(false));

  router.get('/wps/relay/ODSFE2_lottBetRecordsDetail', signedIn, (req, res) => {
    const input = readInput(betDetailQuery, req, res);
    if (!input) return;
    const bet = records.bet(signedInMember(res), input.orderNo);
    if (!bet) return void res.json(fail('record_not_found'));
    answer(res, () => betRecordView(bet));
  });

  router.get('/wps/relay/ODSFE2_MemTransDet', signedIn, (req, res, next) => {
    // The points history shares this call; its answer stays with the points routes.
    if (asksForPoints(typeof req.query.codeTypes === 'string' ? req.query.codeTypes : undefined))
      return next();
    const input = readInput(transQuery, req, res);
    if (!input) return;
    const codeTypes = readCodeTypes(input.codeTypes ?? '');
    if (codeTypes === null) return void res.json(fail('request_param_err'));
    const rows = records.movements(
      signedInMember(res),
      windowOf(input, store.now()),
      codeTypes === 'all' ? undefined : codeTypes,
    );
    answer(res, () => {
      const { list, total } = paginate(rows, input.page, input.size);
      return { list: list.map(movementView), total };
    });
  });

  router.get('/wps/relay/ODSFE2_MemPNL', signedIn, (req, res) => {
    const input = readInput(pnlQuery, req, res);
    if (!input) return;
    if (input.startDate > input.endDate) return void res.json(fail('request_param_err'));
    const pl = records.profitLoss(signedInMember(res), daysPeriod(input.startDate, input.endDate));
    answer(res, () => ({
      ...betTotalsView(pl.play),
      ...Object.fromEntries(PNL_PARTS.map((p) => [p, money(pl.flow.parts[p])])),
      otherAmount: money(pl.flow.otherMinor),
      profitAndLoss: money(pl.netMinor),
      depositAmount: money(pl.flow.depositMinor),
      withdrawAmount: money(pl.flow.withdrawalMinor),
      balanceStart: money(pl.balanceStartMinor),
      balanceEnd: money(pl.balanceEndMinor),
      days: pl.days.map((d) => ({
        date: d.day,
        betAmount: money(d.play.stakeMinor),
        winAmount: money(d.play.winMinor),
        profitAndLoss: money(d.netMinor),
      })),
    }));
  });

  router.get('/wps/relay/ODSFE2_MemPNLDet', signedIn, (req, res) => {
    const input = readInput(pnlDetQuery, req, res);
    if (!input) return;
    if (input.startDate > input.endDate) return void res.json(fail('request_param_err'));
    const rows = records.byCategory(
      signedInMember(res),
      daysPeriod(input.startDate, input.endDate),
      input.gameCategory,
    );
    answer(res, () => {
      const { list, total } = paginate(rows, input.page, input.size);
      return {
        list: list.map((r) => ({
          gameCategory: r.category,
          totalHands: r.play.betCount,
          betAmount: money(r.play.stakeMinor),
          validBetAmount: money(r.play.stakeMinor),
          winAmount: money(r.play.winMinor),
          profitAndLoss: money(r.play.profitMinor),
        })),
        total,
      };
    });
  });

  router.get('/wps/relay/ODSFE2_getBonusDetails', signedIn, (req, res) => {
    const input = readInput(bonusQuery, req, res);
    if (!input) return;
    const member = signedInMember(res);
    const period = windowOf(input, store.now());
    const all = records.bonuses(member, period);
    const rows = input.category
      ? all.filter((r) => BONUS_CATEGORY_OF_KIND[r.kind] === input.category)
      : all;
    answer(res, () => {
      const { list, total } = paginate(rows, input.page, input.size);
      return {
        list: list.map((r) => ({
          txTime: r.at,
          amount: money(r.deltaMinor),
          category: BONUS_CATEGORY_OF_KIND[r.kind] ?? 'PROMOTION',
          reference: r.reference,
          remark: r.note ?? '',
        })),
        total,
        totalAmount: money(rows.reduce((sum, r) => sum + r.deltaMinor, 0)),
        // Per category over the whole period, whatever the category filter.
        totals: BONUS_CATEGORIES.map((category) => ({
          category,
          amount: money(
            all
              .filter((r) => BONUS_CATEGORY_OF_KIND[r.kind] === category)
              .reduce((sum, r) => sum + r.deltaMinor, 0),
          ),
        })),
      };
    });
  });

  return router;
}
