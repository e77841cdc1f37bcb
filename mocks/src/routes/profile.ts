import { Router, type Response } from 'express';
import QRCode from 'qrcode';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { maskEmail, maskMobile, params, str } from '../http/params.js';
import { PROFILE_FIELDS, type ProfileField } from '../state/profiles.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { TooManyRequests } from '../state/verificationCodes.js';

/** Runs a profile change; a refusal or too many codes becomes the platform's message key. */
async function answer(res: Response, run: () => unknown): Promise<void> {
  try {
    res.json(ok((await run()) ?? null));
  } catch (error) {
    if (error instanceof Refusal) return void res.json(fail(error.key));
    if (error instanceof TooManyRequests) return void res.json(fail('too_many_requests'));
    throw error;
  }
}

/**
 * The security centre's profile calls (spec §3): the player's details, nickname, payee name,
 * mobile and e-mail bound with a code, and the authenticator app.
 */
export function profileRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const profiles = store.profiles;

  router.get('/wps/relay/MCSFE_getPlayerInfo', signedIn, (_req, res) => {
    const m = signedInMember(res);
    res.json(
      ok({
        account: m.account,
        nickname: m.nickname,
        realName: m.payeeName ?? '',
        countryDialingCode: m.countryDialingCode,
        mobile: maskMobile(m.mobile),
        email: maskEmail(m.email),
        authenticatorBound: m.totpSecret !== null,
        ...profiles.of(m),
      }),
    );
  });

  router.post('/wps/member/info', signedIn, (req, res) => {
    const p = params(req);
    const input: Partial<Record<ProfileField, string>> = {};
    for (const field of PROFILE_FIELDS) {
      const value = p[field];
      if (typeof value === 'string') input[field] = value;
      else if (value !== undefined && value !== null)
        return void res.json(fail('request_param_err'));
    }
    void answer(res, () => profiles.update(signedInMember(res), input));
  });

  router.post('/wps/member/info/nickname', signedIn, (req, res) => {
    void answer(res, () => {
      profiles.setNickname(signedInMember(res), str(params(req), 'nickname'));
    });
  });

  router.post('/wps/member/info/payeename', signedIn, (req, res) => {
    void answer(res, () => {
      profiles.setPayeeName(signedInMember(res), str(params(req), 'payeeName'));
    });
  });

  router.post('/wps/v2/verification/sms/send', signedIn, (req, res) => {
    void answer(res, () => profiles.sendMobileCode(str(params(req), 'mobileNum')));
  });

  router.post('/wps/member/info/mobile', signedIn, (req, res) => {
    const p = params(req);
    const member = signedInMember(res);
    void answer(res, () => {
      profiles.bindMobile(member, str(p, 'mobileNum'), str(p, 'verificationCode'), (digits) => {
        const holder = store.accounts.byMobile(digits);
        return holder !== undefined && holder.id !== member.id;
      });
      const dialing = str(p, 'countryDialingCode').replace(/\D/g, '');
      if (dialing) member.countryDialingCode = dialing;
    });
  });

  router.post('/wps/v2/verification/mail/send', signedIn, (req, res) => {
    void answer(res, () => profiles.sendEmailCode(str(params(req), 'email')));
  });

  router.post('/wps/member/info/email', signedIn, (req, res) => {
    const p = params(req);
    void answer(res, () => {
      profiles.bindEmail(signedInMember(res), str(p, 'email'), str(p, 'verificationCode'));
    });
  });

  router.get('/wps/member/ga', signedIn, (_req, res) => {
    void answer(res, async () => {
      const ga = profiles.authenticator(signedInMember(res));
      const qrCode = ga.otpauthUrl ? await QRCode.toDataURL(ga.otpauthUrl, { margin: 1 }) : '';
      return { ...ga, qrCode };
    });
  });

  router.post('/wps/member/ga/bind', signedIn, (req, res) => {
    void answer(res, () =>
      profiles.bindAuthenticator(signedInMember(res), str(params(req), 'code')),
    );
  });

  // Ours: the recovered tables have no call to remove the authenticator.
  router.post('/wps/relay/MCSFE_unbindGoogleAuth', signedIn, (req, res) => {
    void answer(res, () =>
      profiles.unbindAuthenticator(signedInMember(res), str(params(req), 'code')),
    );
  });

  return router;
}
