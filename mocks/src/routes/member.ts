import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { maskEmail, maskMobile, params } from '../http/params.js';
import type { Member } from '../state/accounts.js';
import type { MockStore } from '../state/store.js';
import { vipStanding } from '../state/vip.js';
import { clubProgress } from '../state/vipClub.js';
import { toMajor } from '../state/wallet.js';

/** The platform's language codes are two or three letters (EN, CN, KM, ZHT…), sent uppercase. */
const language = z.object({ language: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/) });

const AVATAR_COLOURS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#8e5572'];

function avatarUrl(member: Member): string {
  return `/wps/static/avatar/${encodeURIComponent(member.avatar)}.svg`;
}

/** The signed-in member's profile, avatar, language and VIP rank. */
export function memberRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  router.get('/wps/member/info', signedIn, (_req, res) => {
    const m = signedInMember(res);
    const vip = vipStanding(m, store.wallet);
    const upline = m.uplineId ? store.accounts.byId(m.uplineId) : undefined;
    res.json(
      ok({
        id: m.id,
        account: m.account,
        nickname: m.nickname,
        type: m.type,
        countryCode: m.countryCode,
        countryDialingCode: m.countryDialingCode,
        language: m.language,
        mobile: maskMobile(m.mobile),
        email: maskEmail(m.email),
        hasPayeeName: m.payeeName !== null,
        vipLevel: vip.level,
        vipLabelName: vip.label,
        hasVip: vip.level > 0,
        avatar: m.avatar,
        uplineAccount: upline?.account ?? '',
        passwordExpired: m.passwordExpired,
        registeredAt: new Date(m.createdAt).toISOString(),
      }),
    );
  });

  router.get('/wps/member/info/icon', signedIn, (_req, res) => {
    res.json(ok({ url: avatarUrl(signedInMember(res)) }));
  });

  router.get('/wps/relay/MCSFE_getPlayerAvatar', signedIn, (_req, res) => {
    const m = signedInMember(res);
    res.json(ok({ avatar: m.avatar, url: avatarUrl(m) }));
  });

  router.get('/wps/static/avatar/:name.svg', (req, res) => {
    const index = Number(/(\d+)$/.exec(req.params.name)?.[1] ?? 1);
    const colour = AVATAR_COLOURS[(index - 1) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
    res
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#fff"/></svg>`,
      );
  });

  router.post('/wps/member/language', signedIn, (req, res) => {
    const parsed = language.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    signedInMember(res).language = parsed.data.language.toUpperCase();
    res.json(ok(null));
  });

  // Ours: the platform's first-login step was not recovered. Welcomes the member once.
  router.post('/wps/relay/MCSFE_firstLogin', signedIn, (_req, res) => {
    const m = signedInMember(res);
    const welcomed = m.firstLogin;
    if (welcomed) {
      m.firstLogin = false;
      store.inbox.send(
        m.id,
        'Welcome to Playhouse',
        '<p>Your account is ready. Set your limits any time in the security centre.</p>',
      );
    }
    res.json(ok({ welcomed }));
  });

  router.get('/wps/relay/MCSFE_getPlayerRankProgress', signedIn, (_req, res) => {
    const vip = vipStanding(signedInMember(res), store.wallet);
    const required = vip.next?.depositMinor ?? vip.depositMinor;
    res.json(
      ok({
        vipLevel: vip.level,
        vipLabelName: vip.label,
        nextLevel: vip.next?.level ?? null,
        nextLabelName: vip.next?.label ?? '',
        depositTotal: toMajor(vip.depositMinor),
        depositRequired: toMajor(required),
        progressPercent: vip.next
          ? Math.min(100, Math.floor((vip.depositMinor / vip.next.depositMinor) * 100))
          : 100,
        ...clubProgress(store, signedInMember(res)),
      }),
    );
  });

  return router;
}
