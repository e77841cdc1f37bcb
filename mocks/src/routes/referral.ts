import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import type { MockStore } from '../state/store.js';
import { maskAccount } from './games.js';
import { answer, iso, money, paginate, readInput } from './ours.js';

const listQuery = z.object({
  status: z.enum(['ALL', 'DEPOSITED', 'REGISTERED']).default('ALL'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(7),
});
const reportQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** Invite friends (the member centre's `referral`). */
export function referralRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const earnings = store.referralEarnings;

  router.get('/wps/relay/MCSFE_getReferralDetails', signedIn, (_req, res) => {
    const member = signedInMember(res);
    const code = store.referrals.codeOf(member);
    answer(res, () => ({
      referralCode: code,
      referralLink: `https://${store.settings.mainDomain}/register?referralCode=${encodeURIComponent(code)}`,
      totalInvitations: store.referrals.invitedBy(member).length,
    }));
  });

  router.get('/wps/relay/MCSFE_getReferralRules', signedIn, (_req, res) => {
    answer(res, () => ({
      content: earnings.terms.rules,
      rewardPerFriend: money(earnings.terms.rewardPerFriendMinor),
    }));
  });

  router.get('/wps/relay/MCSFE_getReferralList', signedIn, (req, res) => {
    const input = readInput(listQuery, req, res);
    if (!input) return;
    const rows = earnings
      .friendsOf(signedInMember(res))
      .filter((f) =>
        input.status === 'ALL' ? true : (input.status === 'DEPOSITED') === f.hasDeposited,
      )
      .map((f) => ({
        account: maskAccount(f.member.account),
        registerTime: iso(f.member.createdAt),
        deposited: f.hasDeposited,
        rewardClaimed: f.claimed,
      }));
    answer(res, () => paginate(rows, input.page, input.size));
  });

  router.get('/wps/relay/MCSFE_getEarningsEstimate', signedIn, (_req, res) => {
    const e = earnings.estimate(signedInMember(res));
    answer(res, () => ({
      totalInvitations: e.invited,
      qualifiedInvitations: e.qualified,
      claimable: money(e.claimableMinor),
      totalClaimed: money(e.claimedMinor),
    }));
  });

  router.get('/wps/relay/MCSFE_getInvitationClaimReport', signedIn, (req, res) => {
    const input = readInput(reportQuery, req, res);
    if (!input) return;
    const rows = earnings.claims(signedInMember(res)).map((c) => ({
      claimId: c.reference,
      friend: maskAccount(c.note ?? ''),
      amount: money(c.deltaMinor),
      claimTime: iso(c.at),
    }));
    answer(res, () => paginate(rows, input.page, input.size));
  });

  // Ours: the platform's claim call for invite earnings was not recovered.
  router.post('/wps/relay/MCSFE_claimInvitationRewards', signedIn, (_req, res) => {
    answer(res, () => {
      const claimed = earnings.claim(signedInMember(res));
      return { amount: money(claimed.claimedMinor), balance: money(claimed.balanceAfterMinor) };
    });
  });

  return router;
}
