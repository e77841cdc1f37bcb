import { randomBytes } from 'node:crypto';
import { Router, type Response } from 'express';
import { verify as verifyTotp } from 'otplib';
import { captchaPngBase64 } from '../captcha/render.js';
import { clientIp, requireToken } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail, ok } from '../http/envelope.js';
import { maskEmail, maskMobile, params, str } from '../http/params.js';
import { MemberType, mayEnterPlayerSite, normaliseMobile, type Member } from '../state/accounts.js';
import { blockRefusal } from '../state/limits.js';
import { hashPassword } from '../state/passwords.js';
import { isModuleOn } from '../state/seed/settings.js';
import type { MockStore } from '../state/store.js';
import { sliderAnswerOf } from '../state/sliderChallenges.js';
import {
  isSocialProvider,
  PHONE_AUTH_MODULE,
  SOCIAL_PROVIDERS,
} from '../state/socialIdentities.js';
import { TooManyRequests } from '../state/verificationCodes.js';

/** Failed password attempts after which the account needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Wrong second factors allowed on one pending sign-in before it is dropped. */
const MAX_VERIFY_ATTEMPTS = 5;
/** Play money a free-play (trial) account starts with, minor units. */
export const TRIAL_CREDIT_MINOR = 2_000_00;
/** The platform's slider challenge (Geetest) module. */
export const SLIDER_MODULE = 'GEETEST3';

/**
 * Why a call the slider protects is refused, or null when it may go ahead: with the module on,
 * the call must carry the answer to an open challenge, and a wrong answer spends it.
 */
export function sliderRefusal(store: MockStore, p: Record<string, unknown>): string | null {
  if (!isModuleOn(store.settings.whitelabel, SLIDER_MODULE)) return null;
  const check = store.sliders.check(sliderAnswerOf(p));
  if (check === 'ok') return null;
  return check === 'missing' ? 'slider_check_required' : 'slider_check_failed';
}

/** Sign-in, second factor, free play, sign-out, SMS sign-in codes and the image captcha. */
export function sessionRoutes(store: MockStore): Router {
  const router = Router();
  const moduleOn = (modId: string) => isModuleOn(store.settings.whitelabel, modId);

  /** Issues the token, or asks for a second factor when the IP is new to this member. */
  function finishSignIn(res: Response, member: Member, ip: string, verifyNewIp: boolean) {
    const block = store.limits.blockOf(member);
    if (block) {
      const refusal = blockRefusal(block);
      res.json(fail(refusal.key, refusal.value));
      return;
    }
    if (!mayEnterPlayerSite(member.type)) {
      res.json(fail('member_no_enter'));
      return;
    }
    if (
      verifyNewIp &&
      moduleOn('LOGINIPVERF3') &&
      member.knownIps.length > 0 &&
      !member.knownIps.includes(ip)
    ) {
      const ticket = store.loginTickets.open(member.id, ip);
      res.json(
        fail('login_verification_required', {
          ticket: ticket.ticket,
          methods: verificationMethods(member),
          mobile: maskMobile(member.mobile),
          email: maskEmail(member.email),
        }),
      );
      return;
    }
    if (!member.knownIps.includes(ip)) member.knownIps.push(ip);
    res.json(
      ok({
        token: store.sessions.create(member.id),
        firstTimeLogin: member.firstLogin,
        passwordExpired: member.passwordExpired && moduleOn('PWDEXPFORCECHANGE3'),
      }),
    );
  }

  router.post('/wps/session/login', requireEncrypted(), (req, res) => {
    const p = params(req);
    const ip = clientIp(req);

    if (str(p, 'type') === 'sms' && str(p, 'firebaseIdToken')) {
      // The third-party phone-auth service proved the number instead of the platform's code.
      const mobile = normaliseMobile(str(p, 'mobileNum'));
      const proved = moduleOn(PHONE_AUTH_MODULE)
        ? store.phoneAuth.redeem(str(p, 'firebaseIdToken'))
        : null;
      const member = proved === mobile ? store.accounts.byMobile(mobile) : undefined;
      if (!member) {
        res.json(fail('verification_code_error', { captcha: false }));
        return;
      }
      finishSignIn(res, member, ip, false);
      return;
    }

    if (str(p, 'type') === 'sms') {
      const mobile = normaliseMobile(str(p, 'mobileNum'));
      const check = store.codes.check(mobile, 'login', str(p, 'smsCode'));
      if (check !== 'ok') {
        res.json(
          fail(check === 'expired' ? 'verification_code_expired' : 'verification_code_error'),
        );
        return;
      }
      const member = store.accounts.byMobile(mobile);
      if (!member) {
        res.json(fail('account_or_password_wrong', { captcha: false }));
        return;
      }
      // The code proved the phone, which is the second factor a new IP would ask for.
      finishSignIn(res, member, ip, false);
      return;
    }

    // The sign-in straight after a phone reset (type '') runs the slider first; any sign-in
    // that carries an answer has it checked.
    if (str(p, 'type') === '' || sliderAnswerOf(p)) {
      const refusal = sliderRefusal(store, p);
      if (refusal) {
        res.json(fail(refusal, { captcha: false }));
        return;
      }
    }
    const username = str(p, 'username');
    const password = typeof p.password === 'string' ? p.password : '';
    const member = store.accounts.byAccount(username) ?? store.accounts.byMobile(username);
    if (!member || member.type === MemberType.Trial || username === '' || password === '') {
      res.json(fail('account_or_password_wrong', { captcha: false }));
      return;
    }
    // Without the captcha module the platform has no image to ask for.
    const captchaOn = moduleOn('CAPTCHA3');
    if (captchaOn && member.failedLogins >= CAPTCHA_AFTER_FAILURES) {
      const captcha = str(p, 'captcha');
      if (!captcha || !store.captchas.check(ip, captcha)) {
        res.json(fail(captcha ? 'captcha_error' : 'captcha_required', { captcha: true }));
        return;
      }
    }
    if (!store.accounts.checkPassword(member, password)) {
      member.failedLogins += 1;
      res.json(
        fail('account_or_password_wrong', {
          captcha: captchaOn && member.failedLogins >= CAPTCHA_AFTER_FAILURES,
        }),
      );
      return;
    }
    member.failedLogins = 0;
    finishSignIn(res, member, ip, true);
  });

  router.post('/wps/session/login/verification', requireEncrypted(), async (req, res) => {
    const p = params(req);
    const ticket = store.loginTickets.find(str(p, 'ticket'));
    const member = ticket ? store.accounts.byId(ticket.memberId) : undefined;
    if (!ticket || !member) {
      res.json(fail('verification_expired'));
      return;
    }
    const method = str(p, 'method');
    if (!verificationMethods(member).includes(method)) {
      res.json(fail('request_param_err'));
      return;
    }
    const address = method === 'sms' ? normaliseMobile(member.mobile ?? '') : (member.email ?? '');

    if (p.send === true || p.send === 'true') {
      if (method !== 'sms' && method !== 'email') {
        res.json(fail('request_param_err'));
        return;
      }
      try {
        res.json(ok(store.codes.issue(address, 'login-verification')));
      } catch (error) {
        if (!(error instanceof TooManyRequests)) throw error;
        res.json(fail('too_many_requests'));
      }
      return;
    }

    let failure: string | null = null;
    if (method === 'sms' || method === 'email') {
      const check = store.codes.check(address, 'login-verification', str(p, 'code'));
      if (check !== 'ok') {
        failure = check === 'expired' ? 'verification_code_expired' : 'verification_code_error';
      }
    } else if (method === 'payeeName') {
      if (normaliseName(str(p, 'payeeName')) !== normaliseName(member.payeeName ?? '')) {
        failure = 'payee_name_error';
      }
    } else {
      const token = str(p, 'code');
      const valid =
        /^\d{6}$/.test(token) &&
        member.totpSecret !== null &&
        (
          await verifyTotp({
            secret: member.totpSecret,
            token,
            epoch: Math.floor(store.now() / 1000),
            epochTolerance: 30,
          })
        ).valid;
      if (!valid) failure = 'verification_code_error';
    }

    if (failure) {
      ticket.attempts += 1;
      if (ticket.attempts >= MAX_VERIFY_ATTEMPTS) {
        store.loginTickets.close(ticket.ticket);
        res.json(fail('too_many_requests'));
        return;
      }
      res.json(fail(failure));
      return;
    }
    store.loginTickets.close(ticket.ticket);
    finishSignIn(res, member, ticket.ip, false);
  });

  router.post('/wps/session/login/freeplay', (req, res) => {
    if (res.locals.encrypted !== true) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    if (!moduleOn('FREEPLAY3')) {
      res.json(fail('module_disabled'));
      return;
    }
    const account = store.accounts.unusedName('trial');
    const member = store.accounts.add({
      account,
      // A trial account has no usable password: nobody knows this one.
      passwordHash: hashPassword(randomBytes(24).toString('hex')),
      nickname: account,
      type: MemberType.Trial,
      firstLogin: false,
      knownIps: [clientIp(req)],
    });
    store.wallet.post({
      memberId: member.id,
      deltaMinor: TRIAL_CREDIT_MINOR,
      kind: 'trial-credit',
      reference: `trial:${member.id}`,
    });
    res.json(
      ok({
        token: store.sessions.create(member.id),
        account,
        type: member.type,
        firstTimeLogin: false,
        passwordExpired: false,
      }),
    );
  });

  router.delete('/wps/session/logout', requireToken(store), (_req, res) => {
    store.sessions.revoke(res.locals.token as string);
    res.json(ok(null));
  });

  router.post('/wps/verification/sms/noLogin', (req, res) => {
    const p = params(req);
    const mobile = normaliseMobile(str(p, 'mobileNum'));
    if (mobile.length < 6 || mobile.length > 15) {
      res.json(fail('mobile_format_error'));
      return;
    }
    if (!store.accounts.byMobile(mobile)) {
      res.json(fail('mobile_not_registered'));
      return;
    }
    const refusal = sliderRefusal(store, p);
    if (refusal) {
      res.json(fail(refusal));
      return;
    }
    try {
      res.json(ok(store.codes.issue(mobile, 'login')));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.json(fail('too_many_requests'));
    }
  });

  /**
   * The local stand-in for a social provider's consent popup: the player allowed the sign-in
   * under `name`, and the provider hands back a single-use identity token. Only the stand-in
   * adapter calls this; a real provider's SDK does it on a live site.
   */
  router.post('/wps/relay/IDP_authorize', (req, res) => {
    const p = params(req);
    const provider = str(p, 'provider');
    const name = str(p, 'name').trim().toLowerCase();
    if (!isSocialProvider(provider) || !moduleOn(SOCIAL_PROVIDERS[provider])) {
      res.json(fail('module_disabled'));
      return;
    }
    if (!/^[a-z0-9._@-]{3,64}$/.test(name)) {
      res.json(fail('request_param_err'));
      return;
    }
    res.json(ok({ idToken: store.social.grant(provider, name) }));
  });

  /**
   * Sign-in with a social provider's identity token: the linked member, or a new member account
   * linked to that identity on its first use.
   */
  router.post('/wps/relay/MCS_socialLogin', (req, res) => {
    const p = params(req);
    const provider = str(p, 'provider');
    if (!isSocialProvider(provider) || !moduleOn(SOCIAL_PROVIDERS[provider])) {
      res.json(fail('module_disabled'));
      return;
    }
    const subject = store.social.redeem(provider, str(p, 'idToken'));
    if (!subject) {
      res.json(fail('social_token_invalid'));
      return;
    }
    const linked = store.social.memberFor(provider, subject);
    let member = linked ? store.accounts.byId(linked) : undefined;
    if (!member) {
      const account = store.accounts.unusedName(provider.slice(0, 2));
      member = store.accounts.add({
        account,
        // Signs in through the provider only: nobody knows this password.
        passwordHash: hashPassword(randomBytes(24).toString('hex')),
        nickname: subject,
        type: MemberType.Member,
        firstLogin: true,
        knownIps: [clientIp(req)],
      });
      store.social.link(provider, subject, member.id);
    }
    finishSignIn(res, member, clientIp(req), true);
  });

  /**
   * The local stand-in for the third-party phone-auth service (its code request). Refusals use
   * the service's own error codes, which the client words from the phone-auth catalogue.
   */
  router.post('/wps/relay/PHONEAUTH_sendCode', (req, res) => {
    if (!moduleOn(PHONE_AUTH_MODULE)) {
      res.json(fail('auth/operation-not-allowed'));
      return;
    }
    const phone = str(params(req), 'phoneNumber').replace(/\s+/g, '');
    if (!phone) {
      res.json(fail('auth/missing-phone-number'));
      return;
    }
    // E.164: a 1-4 digit country code, then the national number a member registered.
    const digits = /^\+\d{7,16}$/.test(phone) ? phone.slice(1) : '';
    const mobile =
      [1, 2, 3, 4]
        .map((cc) => normaliseMobile(digits.slice(cc)))
        .find((national) => national.length >= 6 && store.accounts.byMobile(national)) ?? '';
    if (!mobile) {
      res.json(fail('auth/invalid-phone-number'));
      return;
    }
    try {
      store.codes.issue(mobile, 'phone-auth');
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.json(fail('auth/too-many-requests'));
      return;
    }
    res.json(ok({ verificationId: store.phoneAuth.open(mobile) }));
  });

  /** The stand-in phone-auth service's code check: a right code gives an identity token. */
  router.post('/wps/relay/PHONEAUTH_verify', (req, res) => {
    const p = params(req);
    const code = str(p, 'code');
    if (!code) {
      res.json(fail('auth/missing-verification-code'));
      return;
    }
    const verificationId = str(p, 'verificationId');
    const mobile = store.phoneAuth.mobileOf(verificationId);
    if (!mobile) {
      res.json(fail('auth/code-expired'));
      return;
    }
    const check = store.codes.check(mobile, 'phone-auth', code);
    if (check !== 'ok') {
      res.json(fail(check === 'expired' ? 'auth/code-expired' : 'auth/invalid-verification-code'));
      return;
    }
    res.json(ok({ idToken: store.phoneAuth.prove(verificationId) }));
  });

  /** A slider challenge: the gap the piece must be dropped on, in percent of the track. */
  router.get('/wps/captcha/geetest', (_req, res) => {
    if (!moduleOn(SLIDER_MODULE)) {
      res.json(fail('module_disabled'));
      return;
    }
    const { challenge, gap } = store.sliders.issue();
    res.json(ok({ success: 1, new_captcha: true, challenge, gap }));
  });

  router.get('/wps/captcha', (req, res) => {
    res.json(ok(captchaPngBase64(store.captchas.issue(clientIp(req)))));
  });

  return router;
}

function verificationMethods(member: Member): string[] {
  const methods: string[] = [];
  if (member.mobile) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.payeeName) methods.push('payeeName');
  if (member.totpSecret) methods.push('totp');
  return methods;
}

/** Payee names are compared ignoring case and repeated spaces. */
function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
