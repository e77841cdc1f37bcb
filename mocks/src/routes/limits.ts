import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import {
  COOL_OFF_DURATIONS,
  EXCLUSION_DURATIONS,
  LIMIT_PERIODS,
  type CoolOffDuration,
} from '../state/limits.js';
import { MemberType } from '../state/accounts.js';
import { Refusal } from '../state/refusal.js';
import { windowOf } from '../state/siteCalendar.js';
import type { MockStore } from '../state/store.js';
import { toMajor } from '../state/wallet.js';
import { strictAmount } from './deposit.js';
import { answer, iso, readInput } from './ours.js';

const limitBody = z.object({
  period: z.enum(LIMIT_PERIODS as ['DAY', 'WEEK', 'MONTH']),
  /** Absent, null or '' removes the limit (a loosening, so it waits 24 hours). */
  amount: z.unknown().pipe(
    z.unknown().transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const parsed = strictAmount.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }),
  ),
});
const coolOffBody = z.object({
  duration: z.enum(Object.keys(COOL_OFF_DURATIONS) as [CoolOffDuration, ...CoolOffDuration[]]),
});
const exclusionBody = z.object({ duration: z.enum(EXCLUSION_DURATIONS) });

/** Player limits (ours: docs/OUR-ENDPOINTS.md): deposit limits, cool-off, self-exclusion. */
export function limitsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const limits = store.limits;

  function view(memberId: string) {
    const current = limits.of(memberId);
    const now = store.now();
    return {
      depositLimits: LIMIT_PERIODS.map((period) => {
        const l = current.deposit[period];
        const window = windowOf(period, now);
        return {
          period,
          amount: l.amountMinor === null ? null : toMajor(l.amountMinor),
          pending: l.pending
            ? {
                amount: l.pending.amountMinor === null ? null : toMajor(l.pending.amountMinor),
                appliesAt: iso(l.pending.appliesAt),
              }
            : null,
          used: toMajor(store.deposits.depositedBetween(memberId, window.from, window.to)),
          resetsAt: iso(window.to),
        };
      }),
      coolOffUntil:
        current.coolOffUntil !== null && current.coolOffUntil > now
          ? iso(current.coolOffUntil)
          : null,
      selfExcludedUntil:
        current.excludedUntil !== null && current.excludedUntil > now
          ? iso(current.excludedUntil)
          : null,
    };
  }

  function realAccount(type: number) {
    if (type === MemberType.Trial) throw new Refusal('in_need_true_account');
  }

  router.get('/wps/relay/MCSFE_getPlayerLimits', signedIn, (_req, res) => {
    answer(res, () => view(signedInMember(res).id));
  });

  router.post('/wps/relay/MCSFE_setDepositLimit', signedIn, (req, res) => {
    const input = readInput(limitBody, req, res);
    if (!input) return;
    answer(res, () => {
      const member = signedInMember(res);
      realAccount(member.type);
      limits.setDepositLimit(member.id, input.period, input.amount);
      return view(member.id);
    });
  });

  router.post('/wps/relay/MCSFE_startCoolOff', signedIn, (req, res) => {
    const input = readInput(coolOffBody, req, res);
    if (!input) return;
    answer(res, () => {
      const member = signedInMember(res);
      realAccount(member.type);
      return { until: iso(limits.startCoolOff(member, input.duration)) };
    });
  });

  router.post('/wps/relay/MCSFE_selfExclude', signedIn, (req, res) => {
    const input = readInput(exclusionBody, req, res);
    if (!input) return;
    answer(res, () => {
      const member = signedInMember(res);
      realAccount(member.type);
      return { until: iso(limits.selfExclude(member, input.duration)) };
    });
  });

  return router;
}
