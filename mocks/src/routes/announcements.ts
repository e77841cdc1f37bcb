import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireToken, resolveToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import type { Member } from '../state/accounts.js';
import { localised, type Execution, type Promotion } from '../state/announcements.js';
import { Promotions, REMARK_MAX } from '../state/promotions.js';
import { startOfBangkokDay } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { ART_BASE, languageOf } from './gameViews.js';
import { answer, readInput } from './ours.js';
import { bannerArt } from '../art/artwork.js';
import { sendSvg } from './artwork.js';

const noticeQuery = z.object({
  types: z.string().default('B,PL,PU,PR'),
  execution: z.enum(['A', 'B', 'F']).default('B'),
  groupName: z.string().optional(),
});

/** One ticket of the daily lucky draw for each 100.00 staked since midnight (Bangkok). */
const RAFFLE_TICKET_STAKE = 100_00;
const RAFFLE_PROMOTION_ID = 304;
const SIGN_UP_PROMOTION_ID = 303;
const applyBody = z.object({
  promotionId: z.coerce.number().int().positive().default(SIGN_UP_PROMOTION_ID),
  remark: z.string().trim().max(REMARK_MAX).default(''),
});

/**
 * Banners, notices, popups and promotions as configured by the operator, and the member's
 * promotion requests. The same call serves the anonymous home (`announcements`) and the
 * signed-in notice list (`notice`); popups for members (A, F) need the session.
 */
export function announcementsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const promotions = new Promotions({
    now: store.now,
    announcements: store.announcements,
    rewards: store.rewards,
    push: store.notify,
  });

  /** A promotion as the visitor (member null) or member sees it, with its status. */
  function promotionView(p: Promotion, language: string, member: Member | null = null) {
    const claim = member ? store.announcements.claimOf(member.id, p.id) : undefined;
    const status = promotions.statusOf(p, member);
    return {
      id: p.id,
      title: localised(p.title, language),
      content: localised(p.content, language),
      promotionType: p.category,
      imageUrl: `${ART_BASE}/promotions/${p.id}.svg`,
      startTime: new Date(p.startsAt).toISOString(),
      endTime: new Date(p.endsAt).toISOString(),
      prize: p.prizeMinor / 100,
      status,
      rewardId: status === 'ISSUED' ? (promotions.rewardOf(member as Member, p.id)?.id ?? '') : '',
      remark: claim?.remark ?? '',
      reason: claim?.reason ?? '',
    };
  }

  router.get(`${ART_BASE}/promotions/:file`, (req, res) => {
    const promotion = store.announcements.promotions.find(
      (p) => p.id === Number(req.params.file.replace(/\.svg$/, '')),
    );
    if (!promotion) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    sendSvg(
      res,
      bannerArt({
        key: `promotion${promotion.id}`,
        title: promotion.title.EN,
        caption: promotion.category,
        width: 960,
        height: 320,
      }),
    );
  });

  router.get('/wps/relay/MCSFE_getListAnnouncements', (req: Request, res: Response) => {
    const parsed = noticeQuery.safeParse(req.query);
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    const q = parsed.data;
    const member = resolveToken(store, req)?.member;
    if (req.get('authorization') && !member) {
      res.status(401).json(fail('please_login_first'));
      return;
    }
    if (q.execution !== 'B' && !member) {
      res.status(401).json(fail('please_login_first'));
      return;
    }
    const types = new Set(q.types.split(',').map((t) => t.trim().toUpperCase()));
    const language = languageOf(req);
    const a = store.announcements;
    res.json(
      ok({
        banners: types.has('B')
          ? a.banners
              .filter((b) => !q.groupName || b.groupName === q.groupName)
              .sort((x, y) => x.sort - y.sort)
              .map((b) => ({
                id: b.id,
                groupName: b.groupName,
                title: localised(b.title, language),
                url: `${ART_BASE}/banners/${b.id}.svg`,
                linkageType: b.linkageType,
                linkage: b.linkage,
                sort: b.sort,
              }))
          : [],
        player: types.has('PL')
          ? [...a.notices]
              .sort((x, y) => y.publishedAt - x.publishedAt)
              .map((n) => ({
                id: n.id,
                title: localised(n.title, language),
                content: localised(n.content, language),
                timestamp: n.publishedAt,
              }))
          : [],
        popup:
          types.has('PU') || types.has('H')
            ? a.popupsFor(q.execution as Execution).map((p) => ({
                id: p.id,
                title: localised(p.title, language),
                content: localised(p.content, language),
                promotionType: p.promotionType,
                execution: p.execution,
              }))
            : [],
        promotion: types.has('PR')
          ? a.promotionsFor(!!member).map((p) => promotionView(p, language))
          : [],
      }),
    );
  });

  router.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', (req, res) => {
    const language = languageOf(req);
    res.json(
      ok({ list: store.announcements.promotionsFor(false).map((p) => promotionView(p, language)) }),
    );
  });

  router.get('/wps/relay/MCSFE_getAvailablePromotions', signedIn, (req, res) => {
    const language = languageOf(req);
    const member = signedInMember(res);
    const requested = new Set(store.announcements.claimsOf(member.id).map((c) => c.promotionId));
    const list = store.announcements
      .promotionsFor(true)
      .map((p) => ({ ...promotionView(p, language, member), requested: requested.has(p.id) }));
    // What the member can act on now: join, claim a prize, or claim an issued one.
    const actionable = new Set(['JOIN_NOW', 'CLAIM_PRIZE', 'ISSUED']);
    res.json(ok({ list, count: list.filter((p) => actionable.has(p.status)).length }));
  });

  router.get('/wps/relay/MCS2_getPromotionClaimList', signedIn, (req, res) => {
    const language = languageOf(req);
    const claims = store.announcements.claimsOf(signedInMember(res).id).reverse();
    res.json(
      ok({
        list: claims.map((c) => {
          const promotion = store.announcements.promotions.find((p) => p.id === c.promotionId);
          return {
            id: c.id,
            promotionId: c.promotionId,
            title: promotion ? localised(promotion.title, language) : '',
            status: promotion ? promotions.statusOf(promotion, signedInMember(res)) : c.status,
            remark: c.remark,
            reason: c.reason,
            requestedAt: new Date(c.requestedAt).toISOString(),
          };
        }),
      }),
    );
  });

  router.get('/wps/relay/MCSFE_getRafflePromotionStatus', signedIn, (_req, res) => {
    const member = signedInMember(res);
    const since = startOfBangkokDay(store.now());
    const staked = store.bets
      .forMember(member.id)
      .filter((b) => b.placedAt >= since)
      .reduce((sum, b) => sum + b.stake, 0);
    // Tickets already spent on draws today are no longer available.
    const { earned, used } = store.rewards.raffleTickets(member);
    res.json(
      ok({
        promotionId: RAFFLE_PROMOTION_ID,
        stakeToday: staked / 100,
        tickets: Math.max(0, earned - used),
        ticketsUsed: used,
        stakeToNextTicket: (RAFFLE_TICKET_STAKE - (staked % RAFFLE_TICKET_STAKE)) / 100,
      }),
    );
  });

  router.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', (req, res) => {
    const language = languageOf(req);
    res.json(
      ok({
        list: store.announcements
          .categories()
          .map((c) => ({ code: c.code, name: localised(c.name, language) })),
      }),
    );
  });

  // Joins or applies for a promotion (the sign-up reward when none is named).
  router.post('/wps/relay/MCSFE_signUpRequestReward', signedIn, express.json(), (req, res) => {
    const input = readInput(applyBody, req, res);
    if (!input) return;
    answer(res, () => {
      const member = signedInMember(res);
      const claim = promotions.apply(member, input.promotionId, input.remark);
      return {
        id: claim.id,
        promotionId: claim.promotionId,
        status: promotions.statusOf(promotions.find(claim.promotionId), member),
        requestedAt: new Date(claim.requestedAt).toISOString(),
      };
    });
  });

  return router;
}
