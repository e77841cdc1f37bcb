import type { Request, Response } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import { isAgentType, type Member } from '../state/accounts.js';
import type { MoneyTotals, Period, PlayTotals } from '../state/agentReports.js';
import type { BetRecord } from '../state/bets.js';
import { Refusal } from '../state/refusal.js';
import { DAY_MS } from '../state/siteTime.js';
import { toMajor, toMinor, type LedgerEntry } from '../state/wallet.js';

/**
 * Shared plumbing of the member- and agent-centre calls we designed (docs/OUR-ENDPOINTS.md):
 * input read with zod, refusals answered as the platform does (HTTP 200, `success: false`,
 * a message key), money on the wire in major units with 2 decimals.
 */

/** A positive wire amount with at most two decimals, as minor units. */
export const amountField = z.unknown().transform((value, ctx) => {
  const minor = toMinor(value);
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
    return z.NEVER;
  }
  return minor;
});

export const pageFields = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Reporting window; both ends ISO instants, end exclusive. Defaults to the last 30 days. */
export const periodFields = {
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};

export function periodOf(
  input: { startTime?: string | undefined; endTime?: string | undefined },
  now: number,
): Period {
  const to = input.endTime ? Date.parse(input.endTime) : now + 1;
  const from = input.startTime ? Date.parse(input.startTime) : to - 30 * DAY_MS;
  return { from, to };
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function paginate<T>(rows: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    list: rows.slice(start, start + pageSize),
    pageNo,
    pageSize,
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
  };
}

export const money = toMajor;

export function iso(at: number | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

/** Reads query (GET/DELETE) or body (others); answers `request_param_err` and returns null. */
export function readInput<S extends z.ZodType>(
  schema: S,
  req: Request,
  res: Response,
): z.infer<S> | null {
  const source: unknown = req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body;
  const parsed = schema.safeParse(source ?? {});
  if (!parsed.success) {
    const key = parsed.error.issues.find((i) => i.message === 'amount_invalid')
      ? 'amount_invalid'
      : 'request_param_err';
    res.json(fail(key));
    return null;
  }
  return parsed.data;
}

/** Runs a state change; a refusal becomes `{ success: false, message: key }`. */
export function answer(res: Response, run: () => unknown): void {
  try {
    res.json(ok(run()));
  } catch (error) {
    if (error instanceof Refusal) {
      res.json(fail(error.key, error.value));
      return;
    }
    throw error;
  }
}

/** Agent-centre calls refuse members that are not agents (spec §6, `error_not_agent`). */
export function refuseNonAgent(member: Member, res: Response): boolean {
  if (isAgentType(member.type)) return false;
  res.json(fail('error_not_agent'));
  return true;
}

export function betView(b: BetRecord) {
  return {
    betId: b.id,
    account: b.account,
    gameName: b.gameName,
    gameType: b.gameType,
    vassalage: b.vassalage,
    stake: money(b.stake),
    win: money(b.win),
    profit: money(b.win - b.stake),
    placedAt: iso(b.placedAt),
  };
}

export function playView(t: PlayTotals) {
  return {
    betCount: t.betCount,
    stake: money(t.stakeMinor),
    win: money(t.winMinor),
    profit: money(t.profitMinor),
  };
}

export function moneyView(t: MoneyTotals) {
  return {
    deposit: money(t.depositMinor),
    withdrawal: money(t.withdrawalMinor),
    bonus: money(t.bonusMinor),
  };
}

export function ledgerView(row: LedgerEntry, member?: Member) {
  return {
    ...(member ? { account: member.account } : {}),
    reference: row.reference,
    kind: row.kind,
    amount: money(row.deltaMinor),
    balanceAfter: money(row.balanceAfterMinor),
    note: row.note ?? '',
    createdAt: iso(row.at),
  };
}
