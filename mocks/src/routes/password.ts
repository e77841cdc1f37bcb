import { Router } from 'express';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail, ok } from '../http/envelope.js';
import { params, str } from '../http/params.js';
import { fieldError } from '../http/registerRules.js';
import { normaliseMobile } from '../state/accounts.js';
import { isModuleOn } from '../state/seed/settings.js';
import type { MockStore } from '../state/store.js';
import { TooManyRequests } from '../state/verificationCodes.js';
import { sliderRefusal } from './session.js';

/** Password change, reset by e-mail or SMS code, and the member's security settings. */
export function passwordRoutes(store: MockStore): Router {
  const router = Router();
  const passwordError = (password: string) =>
    fieldError('password', store.settings.content.registerFields.password, password);

  router.post('/wps/member/password', requireToken(store), requireEncrypted(), (req, res) => {
    const p = params(req);
    const member = signedInMember(res);
    const oldPassword = typeof p.oldPassword === 'string' ? p.oldPassword : '';
    const newPassword = typeof p.newPassword === 'string' ? p.newPassword : '';
    if (!store.accounts.checkPassword(member, oldPassword)) {
      res.json(fail('old_password_wrong'));
      return;
    }
    const broken = passwordError(newPassword);
    if (broken) {
      res.json(fail(broken));
      return;
    }
    if (newPassword !== p.confirmNewPassword) {
      res.json(fail('password_confirm_mismatch'));
      return;
    }
    if (newPassword === oldPassword) {
      res.json(fail('password_same_as_old'));
      return;
    }
    store.accounts.setPassword(member, newPassword);
    // Other devices signed in with the old password are signed out; this one stays.
    const token = res.locals.token as string;
    store.sessions.revokeAllFor(member.id);
    store.sessions.createWithToken(member.id, token);
    res.json(ok(null));
  });

  router.post('/wps/member/password/email', (req, res) => {
    const p = params(req);
    const member = store.accounts.byAccount(str(p, 'username'));
    const email = str(p, 'email').toLowerCase();
    if (!member || !member.email || member.email.toLowerCase() !== email) {
      res.json(fail('username_email_not_exist'));
      return;
    }
    // The reset link goes to the member's mailbox; nothing of it appears in the answer.
    res.json(ok(null));
  });

  router.post('/wps/member/password/sms', (req, res) => {
    const p = params(req);
    const mobile = normaliseMobile(str(p, 'mobileNum'));
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
      res.json(ok(store.codes.issue(mobile, 'password-reset')));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.json(fail('too_many_requests'));
    }
  });

  router.post('/wps/member/password/verification', requireEncrypted(), (req, res) => {
    const p = params(req);
    const mobile = normaliseMobile(str(p, 'mobileNum'));
    const member = store.accounts.byMobile(mobile);
    const check = store.codes.check(mobile, 'password-reset', str(p, 'verificationCode'));
    if (check !== 'ok' || !member) {
      res.json(fail(check === 'expired' ? 'verification_code_expired' : 'verification_code_error'));
      return;
    }
    const newPassword = typeof p.newPassword === 'string' ? p.newPassword : '';
    const broken = passwordError(newPassword);
    if (broken) {
      res.json(fail(broken));
      return;
    }
    store.accounts.setPassword(member, newPassword);
    store.sessions.revokeAllFor(member.id);
    // The reset does not make this address known: whoever holds the phone still meets the
    // new-IP second factor when signing in from here (#35).
    res.json(ok(null));
  });

  router.get('/wps/v2/member/securityConfig', requireToken(store), (_req, res) => {
    const m = signedInMember(res);
    res.json(
      ok({
        mobileBound: m.mobile !== null,
        emailBound: m.email !== null,
        payeeNameSet: m.payeeName !== null,
        authenticatorBound: m.totpSecret !== null,
        passwordExpired: m.passwordExpired,
        loginVerification: isModuleOn(store.settings.whitelabel, 'LOGINIPVERF3'),
      }),
    );
  });

  return router;
}
