import express, { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import {
  RAFFLE_TICKET_STAKE_MINOR,
  type RegisterPromotionView,
  type Reward,
} from '../state/rewards.js';
import type { MockStore } from '../state/store.js';
import { answer, iso, money, readInput } from './ours.js';

const jsonBody = express.json({ limit: '256kb' });
const rewardBody = z.object({ rewardId: z.string().min(1) });
const ticketBody = z.object({ transactionId: z.string().min(1) });
const promoCodeBody = z.object({ promoCode: z.string().trim().min(1).max(32) });
const registerPromotionBody = z.object({ promotionId: z.coerce.number().int().positive() });

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

function registerPromotionView(v: RegisterPromotionView) {
  return {
    promotionId: v.promotion.promotionId,
    title: v.promotion.title,
    amount: money(v.promotion.amountMinor),
    status: v.status,
    claimUntil: iso(v.claimUntil),
    claimedAt: iso(v.claimedAt),
  };
}

/** Reward centre, red envelopes and the raffle draw. */
export function rewardsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const rewards = store.rewards;

  // The reward centre's list of rewards waiting (the platform's promotion claim list).
  router.get('/wps/relay/MCSFE_getClaimPromotion', signedIn, (_req, res) => {
    const list = rewards.rewardsOf(signedInMember(res).id).map(rewardView);
    answer(res, () => ({
      list,
      claimableCount: list.filter((r) => r.status === 'CLAIMABLE').length,
    }));
  });

  router.post(
    ['/wps/relay/MCS2_claimIssuedPromotion', '/wps/relay/MCSFE_claimIssuedPromotion'],
    jsonBody,
    signedIn,
    (req, res) => {
      const input = readInput(rewardBody, req, res);
      if (!input) return;
      answer(res, () => {
        const member = signedInMember(res);
        const reward = rewards.claimReward(member, input.rewardId);
        return { ...rewardView(reward), balance: money(store.wallet.balanceMinor(member.id)) };
      });
    },
  );

  // Register (sign-up) promotions the member registered under, each claimed once.
  router.get('/wps/relay/MCSFE_getRegisterPromotionList', signedIn, (_req, res) => {
    answer(res, () => ({
      list: rewards.registerPromotionsOf(signedInMember(res)).map(registerPromotionView),
    }));
  });

  router.post(
    ['/wps/relay/MCS2_claimRegisterPromotion', '/wps/relay/MCSFE_claimRegisterPromotion'],
    jsonBody,
    signedIn,
    (req, res) => {
      const input = readInput(registerPromotionBody, req, res);
      if (!input) return;
      answer(res, () => {
        const done = rewards.claimRegisterPromotion(signedInMember(res), input.promotionId);
        return { ...registerPromotionView(done.view), balance: money(done.balanceAfterMinor) };
      });
    },
  );

  router.get('/wps/relay/PROMOFE_getPromoCode', signedIn, (_req, res) => {
    const member = signedInMember(res);
    answer(res, () => ({
      enabled: rewards.promoCodes.length > 0,
      list: rewards.redeemedCodes(member.id).map((r) => ({
        promoCode: r.code.code,
        title: r.code.title,
        amount: money(r.code.amountMinor),
        claimedAt: iso(r.at),
      })),
    }));
  });

  router.post('/wps/relay/PROMOFE_claimPromoCode', jsonBody, signedIn, (req, res) => {
    const input = readInput(promoCodeBody, req, res);
    if (!input) return;
    answer(res, () => {
      const done = rewards.redeemPromoCode(signedInMember(res), input.promoCode);
      return {
        promoCode: done.code.code,
        title: done.code.title,
        amount: money(done.code.amountMinor),
        balance: money(done.balanceAfterMinor),
      };
    });
  });

  // The prize wheel: the raffle's prize table and the tickets play has earned today.
  router.get('/wps/relay/PROMOFE_getPrizeWheelInfo', signedIn, (_req, res) => {
    const member = signedInMember(res);
    const { earned, used } = rewards.raffleTickets(member);
    answer(res, () => ({
      enabled: rewards.rafflePrizes.length > 0,
      prizes: rewards.rafflePrizes.map((p) => ({ name: p.name, amount: money(p.amountMinor) })),
      tickets: Math.max(0, earned - used),
      ticketStake: money(RAFFLE_TICKET_STAKE_MINOR),
      stakeToNextTicket: money(
        RAFFLE_TICKET_STAKE_MINOR - (rewards.stakedToday(member) % RAFFLE_TICKET_STAKE_MINOR),
      ),
    }));
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

  // Red envelopes are the platform's claim tickets (type GOLDEN_EGG), opened with claimTicket.
  router.get('/wps/relay/PROMOFE_getClaimTicketList', signedIn, (_req, res) => {
    const member = signedInMember(res);
    answer(res, () => ({
      list: rewards.redEnvelopes.map((e) => {
        const status = rewards.envelopeStatus(member, e);
        return {
          transactionId: e.id,
          type: 'GOLDEN_EGG',
          title: e.title,
          amount: money(e.amountMinor),
          minDeposit: money(e.minDepositMinor),
          deposited: money(Math.min(rewards.envelopeDeposit(member, e), e.minDepositMinor)),
          opensAt: iso(e.opensAt),
          closesAt: iso(e.closesAt),
          status,
          reason: status === 'NOT_ELIGIBLE' ? 'min_deposit' : '',
        };
      }),
    }));
  });

  router.post('/wps/relay/PROMOFE_claimTicket', jsonBody, signedIn, (req, res) => {
    const input = readInput(ticketBody, req, res);
    if (!input) return;
    answer(res, () => {
      const opened = rewards.openEnvelope(signedInMember(res), input.transactionId);
      return {
        transactionId: opened.envelope.id,
        amount: money(opened.envelope.amountMinor),
        balance: money(opened.balanceAfterMinor),
      };
    });
  });

  return router;
}
