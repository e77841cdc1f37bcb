import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import { BANGKOK_OFFSET_MS, startOfBangkokDay } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { toMinor } from '../state/wallet.js';
import { answer, iso, money, readInput } from './ours.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Bangkok calendar day of an instant, `YYYY-MM-DD` (the platform's `balanceDate`). */
export function bangkokDate(at: number): string {
  return new Date(startOfBangkokDay(at) + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

const rebateQuery = z.object({ balanceDate: z.string().regex(DATE).optional() });
const disburseBody = z.object({
  balanceDate: z.string().regex(DATE),
  rebateAmount: z.record(z.string().max(16), z.unknown()),
});

/** Manual rebate (`MANPLAYREB3`): the rebate earned since the last claim, claimed once a day. */
export function rebateRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  router.get('/wps/relay/ODSFE2_getRebate', signedIn, (req, res) => {
    if (!readInput(rebateQuery, req, res)) return;
    const s = store.rewards.rebateSummary(signedInMember(res));
    answer(res, () => ({
      balanceDate: bangkokDate(store.now()),
      since: iso(s.since),
      list: s.lines.map((l) => ({
        category: l.gameType.toLowerCase(),
        betAmount: money(l.stakeMinor),
        rate: l.rate,
        rebateAmount: money(l.amountMinor),
      })),
      totalRebate: money(s.totalMinor),
      claimed: s.claimedThisPeriod,
      nextClaimTime: iso(s.nextClaimAt),
    }));
  });

  router.post('/wps/relay/ODSFE2_rebateDisburse', signedIn, (req, res) => {
    const input = readInput(disburseBody, req, res);
    if (!input) return;
    const member = signedInMember(res);
    const summary = store.rewards.rebateSummary(member);
    if (summary.claimedThisPeriod) return void res.json(fail('rebate_already_claimed'));
    // The member claims what the screen showed; if play since then changed it, show it again.
    const asked = Object.values(input.rebateAmount).reduce<number>(
      (sum, v) => sum + (toMinor(v) ?? Number.NaN),
      0,
    );
    if (asked !== summary.totalMinor) return void res.json(fail('rebate_amount_changed'));
    answer(res, () => {
      const claimed = store.rewards.claimRebate(member);
      return { amount: money(claimed.totalMinor), balance: money(claimed.balanceAfterMinor) };
    });
  });

  return router;
}
