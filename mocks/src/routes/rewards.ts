import express, { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import type { Reward } from '../state/rewards.js';
import type { MockStore } from '../state/store.js';
import { answer, iso, money, pageFields, paginate, readInput } from './ours.js';

const jsonBody = express.json({ limit: '256kb' });
const rewardBody = z.object({ rewardId: z.string().min(1) });
const envelopeBody = z.object({ envelopeId: z.string().min(1) });
const pageQuery = z.object(pageFields);

function rewardView(r: Reward) {
  return {
    rewardId: r.id,
    title: r.title,
    amount: money(r.amountMinor),
    status: r.status,
    expiresAt: iso(r.expiresAt),
    claimedAt: iso(r.claimedAt),
  };
}

/** Hides most of a friend's account name, as invite lists on the platform do. */
function mask(account: string): string {
  return account.length <= 3
    ? `${account[0] ?? ''}**`
    : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** Reward centre, manual rebate, red envelopes, the raffle draw and invite friends. */
export function rewardsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const rewards = store.rewards;

  router.get('/wps/relay/MCSFE_getRewardCenter', signedIn, (_req, res) => {
    const list = rewards.rewardsOf(signedInMember(res).id).map(rewardView);
    answer(res, () => ({
      list,
      claimableCount: list.filter((r) => r.status === 'CLAIMABLE').length,
    }));
  });

  router.post('/wps/relay/MCSFE_claimReward', jsonBody, signedIn, (req, res) => {
    const input = readInput(rewardBody, req, res);
    if (!input) return;
    answer(res, () => {
      const member = signedInMember(res);
      const reward = rewards.claimReward(member, input.rewardId);
      return { ...rewardView(reward), balance: money(store.wallet.balanceMinor(member.id)) };
    });
  });

  router.post(
    ['/wps/relay/MCS2_claimRafflePromotion', '/wps/relay/MCSFE_claimRafflePromotion'],
    jsonBody,
    signedIn,
    (_req, res) => {
      answer(res, () => {
        const draw = rewards.drawRaffle(signedInMember(res));
        return {
          prize: { name: draw.prize.name, amount: money(draw.prize.amountMinor) },
          ticketsLeft: draw.ticketsLeft,
          balance: money(draw.balanceAfterMinor),
        };
      });
    },
  );

  router.get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', signedIn, (_req, res) => {
    answer(res, () => ({
      list: Object.entries(rewards.rebateRates).map(([productType, rate]) => ({
        productType,
        rate,
      })),
    }));
  });

  router.get('/wps/relay/MCSFE_getManualRebate', signedIn, (_req, res) => {
    const s = rewards.rebateSummary(signedInMember(res));
    answer(res, () => ({
      since: iso(s.since),
      list: s.lines.map((l) => ({
        gameType: l.gameType,
        stake: money(l.stakeMinor),
        rate: l.rate,
        amount: money(l.amountMinor),
      })),
      totalAmount: money(s.totalMinor),
      claimedThisPeriod: s.claimedThisPeriod,
      nextClaimAt: iso(s.nextClaimAt),
    }));
  });

  router.post('/wps/relay/MCSFE_claimManualRebate', jsonBody, signedIn, (_req, res) => {
    answer(res, () => {
      const claimed = rewards.claimRebate(signedInMember(res));
      return { amount: money(claimed.totalMinor), balance: money(claimed.balanceAfterMinor) };
    });
  });

  router.get('/wps/relay/PROMOFE_getRedEnvelopes', signedIn, (_req, res) => {
    const member = signedInMember(res);
    answer(res, () => ({
      list: rewards.redEnvelopes.map((e) => ({
        envelopeId: e.id,
        title: e.title,
        amount: money(e.amountMinor),
        minDeposit: money(e.minDepositMinor),
        opensAt: iso(e.opensAt),
        closesAt: iso(e.closesAt),
        status: rewards.envelopeStatus(member, e),
      })),
    }));
  });

  router.post('/wps/relay/PROMOFE_openRedEnvelope', jsonBody, signedIn, (req, res) => {
    const input = readInput(envelopeBody, req, res);
    if (!input) return;
    answer(res, () => {
      const opened = rewards.openEnvelope(signedInMember(res), input.envelopeId);
      return {
        envelopeId: opened.envelope.id,
        amount: money(opened.envelope.amountMinor),
        balance: money(opened.balanceAfterMinor),
      };
    });
  });

  router.get('/wps/relay/MCSFE_getReferralInfo', signedIn, (_req, res) => {
    const member = signedInMember(res);
    const code = store.referrals.codeOf(member);
    answer(res, () => ({
      code,
      link: `https://${store.settings.mainDomain}/register?referralCode=${encodeURIComponent(code)}`,
      invitedCount: store.referrals.invitedBy(member).length,
    }));
  });

  router.get('/wps/relay/MCSFE_getReferralList', signedIn, (req, res) => {
    const input = readInput(pageQuery, req, res);
    if (!input) return;
    const rows = store.referrals.invitedBy(signedInMember(res)).map((f) => ({
      account: mask(f.member.account),
      registeredAt: iso(f.member.createdAt),
      hasDeposited: f.hasDeposited,
    }));
    answer(res, () => paginate(rows, input.pageNo, input.pageSize));
  });

  return router;
}
