import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { BONUS_KINDS, playTotals } from '../state/agentReports.js';
import type { MockStore } from '../state/store.js';
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
} from './ours.js';

const bettingQuery = z.object({ ...periodFields, ...pageFields, gameType: z.string().optional() });
const historyQuery = z.object({ ...periodFields, ...pageFields, kind: z.string().optional() });
const periodQuery = z.object(periodFields);
const pagedPeriodQuery = z.object({ ...periodFields, ...pageFields });

/** The member's own records: bets, wallet movements, profit and loss, bonuses. */
export function recordsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const reports = store.agentReports;

  router.get('/wps/relay/ODSFE2_getBettingRecords', signedIn, (req, res) => {
    const input = readInput(bettingQuery, req, res);
    if (!input) return;
    const bets = reports.betsOf(signedInMember(res), periodOf(input, store.now()), input.gameType);
    answer(res, () => ({
      ...paginate(bets.map(betView), input.pageNo, input.pageSize),
      totals: playView(playTotals(bets)),
    }));
  });

  router.get('/wps/relay/ODSFE2_getTransactionHistory', signedIn, (req, res) => {
    const input = readInput(historyQuery, req, res);
    if (!input) return;
    const kinds = input.kind ? new Set(input.kind.split(',')) : undefined;
    const rows = reports.ledgerOf(signedInMember(res), periodOf(input, store.now()), kinds);
    answer(res, () =>
      paginate(
        rows.map((r) => ledgerView(r)),
        input.pageNo,
        input.pageSize,
      ),
    );
  });

  router.get('/wps/relay/ODSFE2_getPersonalProfitLoss', signedIn, (req, res) => {
    const input = readInput(periodQuery, req, res);
    if (!input) return;
    const pl = reports.profitLoss(signedInMember(res), periodOf(input, store.now()));
    answer(res, () => ({
      byCategory: pl.byCategory.map((c) => ({ gameType: c.gameType, ...playView(c) })),
      totals: playView(pl.totals),
      ...moneyView(pl.money),
    }));
  });

  router.get('/wps/relay/ODSFE2_getBonusDetails', signedIn, (req, res) => {
    const input = readInput(pagedPeriodQuery, req, res);
    if (!input) return;
    const rows = reports.ledgerOf(signedInMember(res), periodOf(input, store.now()), BONUS_KINDS);
    answer(res, () => ({
      ...paginate(
        rows.map((r) => ledgerView(r)),
        input.pageNo,
        input.pageSize,
      ),
      totalAmount: money(rows.reduce((sum, r) => sum + r.deltaMinor, 0)),
    }));
  });

  return router;
}
