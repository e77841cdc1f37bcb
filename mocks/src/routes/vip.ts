import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { paginate } from '../state/games.js';
import type { MockStore } from '../state/store.js';
import { VIP_RANKS } from '../state/vip.js';
import {
  clubOf,
  monthOf,
  RANK_SALARY_KIND,
  rankProgress,
  reviewDueRanks,
  VIP_CLUB,
} from '../state/vipClub.js';
import { toMajor } from '../state/wallet.js';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * Reviews the VIP ranks once a month has ended on the stand-in's clock, before any call can
 * read a rank: the platform reviews at the month's end, and the stand-in's clock only moves
 * between calls (real time, or `/__dev/clock` and `/__dev/vip/review`).
 */
export function vipMonthEndReview(store: MockStore): RequestHandler {
  return (_req, _res, next) => {
    reviewDueRanks(store);
    next();
  };
}

/**
 * The VIP club (the member centre's "benefits (VIP)" screen): the rules of every rank, what each
 * gives, and the rank salary with its payments. Rank progress itself is the member group's
 * `MCSFE_getPlayerRankProgress`.
 */
export function vipRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  router.get('/wps/relay/MCSFE_getPlayerRankRule', signedIn, (_req, res) => {
    res.json(
      ok({
        list: VIP_RANKS.map((rank) => {
          const club = clubOf(rank.level);
          return {
            rankLevel: rank.level,
            clubLabel: rank.label,
            depositRequired: toMajor(rank.depositMinor),
            monthlyTurnover: toMajor(club.monthlyTurnoverMinor),
            demoteCondition: club.monthlyTurnoverMinor > 0 ? 'MONTHLY_TURNOVER' : 'NONE',
          };
        }),
      }),
    );
  });

  router.get('/wps/relay/MCSFE_getMemberClubBenefit', signedIn, (_req, res) => {
    res.json(
      ok({
        list: VIP_CLUB.map((club) => ({
          rankLevel: club.level,
          clubLabel: VIP_RANKS[club.level]?.label ?? '',
          rankSalary: toMajor(club.salaryMinor),
          vipSupportRoom: club.supportRoom,
        })),
      }),
    );
  });

  router.get('/wps/relay/PROMOFE_getRankSalaryRewardDetail', signedIn, (_req, res) => {
    const member = signedInMember(res);
    const progress = rankProgress(store, member);
    const month = monthOf(store.now());
    const paid = store.wallet
      .entries(member.id)
      .some((e) => e.kind === RANK_SALARY_KIND && e.reference.endsWith(`:${month.name}`));
    res.json(
      ok({
        rankLevel: progress.standing.level,
        clubLabel: progress.standing.label,
        month: month.name,
        salaryAmount: toMajor(progress.club.salaryMinor),
        monthlyTurnover: {
          actual: toMajor(progress.turnoverMinor),
          expected: toMajor(progress.club.monthlyTurnoverMinor),
        },
        eligible:
          progress.club.salaryMinor > 0 &&
          progress.turnoverMinor >= progress.club.monthlyTurnoverMinor,
        paid,
      }),
    );
  });

  router.get('/wps/relay/PROMOFE_getRankSalaryClaimHistory', signedIn, (req, res) => {
    const q = pageQuery.safeParse(req.query);
    if (!q.success) return void res.json(fail('request_param_err'));
    const rows = store.wallet
      .entries(signedInMember(res).id)
      .filter((e) => e.kind === RANK_SALARY_KIND)
      .reverse();
    const page = paginate(rows, q.data.page, q.data.size);
    res.json(
      ok({
        list: page.items.map((e) => ({
          transactionNo: e.reference,
          claimTime: new Date(e.at).toISOString(),
          clubLabel: e.note ?? '',
          amount: toMajor(e.deltaMinor),
        })),
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        total: page.total,
      }),
    );
  });

  return router;
}
