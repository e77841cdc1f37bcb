import { Router, type Request, type Response } from 'express';
import { clientIp } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail, ok } from '../http/envelope.js';
import { params, str } from '../http/params.js';
import { fieldError } from '../http/registerRules.js';
import { isAgentType, normaliseMobile, type Member } from '../state/accounts.js';
import type { RegisterFieldRule } from '../state/seed/content.js';
import type { MockStore } from '../state/store.js';
import { TooManyRequests } from '../state/verificationCodes.js';
import { sliderRefusal } from './session.js';

type Variant = 'username' | 'mobile' | 'auto';

/**
 * Optional fields an operator may switch on in the validation config; the stand-in checks them
 * by the same rule the form shows, and answers with one message for missing and one for badly
 * formed values, since the platform's envelope carries no field name.
 */
const OPTIONAL_FIELDS = [
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

function optionalFieldError(
  rules: Record<string, RegisterFieldRule>,
  p: Record<string, unknown>,
): string | null {
  for (const name of OPTIONAL_FIELDS) {
    const value =
      name === 'paymentPassword' && typeof p[name] === 'string' ? p[name] : str(p, name);
    const error = fieldError(name, rules[name], value);
    if (error)
      return error.endsWith('_required') ? 'register_field_missing' : 'register_field_invalid';
  }
  return null;
}

/** Registration by username, by mobile number or with a generated username. */
export function registerRoutes(store: MockStore): Router {
  const router = Router();

  /** An agent's affiliate link (registerCenter) names the agent too. */
  function linkAgent(code: string): Member | undefined {
    const link = store.team.linkByCode(code);
    return link ? store.accounts.byId(link.agentId) : undefined;
  }

  function agentFor(code: string): Member | undefined {
    const agent = code ? (store.accounts.byAffiliateCode(code) ?? linkAgent(code)) : undefined;
    return agent && isAgentType(agent.type) ? agent : undefined;
  }

  /** Validates and opens the account, then signs it in (`login: true` on every form). */
  function register(req: Request, res: Response, variant: Variant) {
    const p = params(req);
    const rules = store.settings.content.registerFields;
    const password = typeof p.password === 'string' ? p.password : '';
    const mobile = normaliseMobile(str(p, 'mobileNum'));
    const email = str(p, 'email');
    const payeeName = str(p, 'payeeName');
    const affiliateCode = str(p, 'affiliateCode');
    const referralCode = str(p, 'referralCode');

    let username = str(p, 'username');
    if (variant === 'mobile') username = mobile;
    if (variant === 'auto') username = store.accounts.unusedName('player');

    const refuse = (message: string) => res.json(fail(message));
    if (p.ageConfirmed !== true && p.ageConfirmed !== 'true') {
      return refuse('age_confirmation_required');
    }
    const errors = [
      variant === 'username' ? fieldError('username', rules.username, username) : null,
      fieldError('password', rules.password, password),
      variant === 'auto' ? null : fieldError('email', rules.email, email),
      variant === 'auto' ? null : fieldError('payeeName', rules.payeeName, payeeName),
      variant === 'username' ? fieldError('mobileNum', rules.mobileNum, mobile) : null,
    ].filter((e): e is string => e !== null);
    if (variant === 'mobile' && (mobile.length < 8 || mobile.length > 12)) {
      errors.unshift('mobileNum_format_error');
    }
    if (errors[0]) return refuse(errors[0]);
    if (variant !== 'auto') {
      const optional = optionalFieldError(rules, p);
      if (optional) return refuse(optional);
      if (rules.captcha?.show) {
        const answer = str(p, 'captcha');
        if (!answer && rules.captcha.required) return refuse('captcha_required');
        if (answer && !store.captchas.check(clientIp(req), answer)) return refuse('captcha_error');
      }
    }
    if (password !== p.confirmPassword) return refuse('password_confirm_mismatch');
    if (store.accounts.byAccount(username)) return refuse('username_exists');
    if (mobile && store.accounts.byMobile(mobile)) return refuse('mobile_already_registered');

    const upline = agentFor(affiliateCode);
    if (affiliateCode && !upline) return refuse('invitation_code_error');

    // A mobile number is proved with the registration SMS code before it is kept.
    if (mobile) {
      const check = store.codes.check(mobile, 'register', str(p, 'verificationCode'));
      if (check !== 'ok') {
        return refuse(
          check === 'expired' ? 'verification_code_expired' : 'verification_code_error',
        );
      }
    }

    const dialing = str(p, 'countryDialingCode') || '66';
    const country = store.settings.content.countries.find((c) => c.dialingCode === dialing);
    const member = store.accounts.add({
      account: username,
      password,
      nickname: username,
      mobile: mobile || null,
      countryDialingCode: dialing,
      countryCode: country?.countryCode ?? 'TH',
      email: email || null,
      payeeName: payeeName || null,
      uplineId: upline?.id ?? null,
      language: (req.get('language') ?? 'EN').toUpperCase(),
      knownIps: [clientIp(req)],
    });
    // A friend's invite link carries `referralCode`; an unknown code does not block sign-up.
    if (referralCode) store.referrals.recordSignUp(referralCode, member.id);
    const link = affiliateCode ? store.team.linkByCode(affiliateCode) : undefined;
    if (link) store.team.joinedThrough(link, member);
    res.json(
      ok({
        account: member.account,
        token: store.sessions.create(member.id),
        firstTimeLogin: member.firstLogin,
      }),
    );
  }

  router.put('/wps/member/register', requireEncrypted(), (req, res) =>
    register(req, res, 'username'),
  );
  router.put('/wps/member/register/mobile', requireEncrypted(), (req, res) =>
    register(req, res, 'mobile'),
  );
  // The platform's table marks this call as not encrypted; accept it either way.
  router.put('/wps/member/register/autoUsername', (req, res) => register(req, res, 'auto'));

  router.get('/wps/system/setting/register', (_req, res) => {
    const content = store.settings.content;
    res.json(ok({ fields: content.registerFields, minimumAge: content.minimumAge }));
  });

  router.get('/wps/agent/affiliate', (req, res) => {
    const agent = agentFor(str(params(req), 'code'));
    if (!agent) {
      res.json(fail('invitation_code_error'));
      return;
    }
    res.json(ok({ agentAccount: agent.account }));
  });

  router.post('/wps/verification/sms/register', (req, res) => {
    const mobile = normaliseMobile(str(params(req), 'mobileNo'));
    if (mobile.length < 8 || mobile.length > 12) {
      res.json(fail('mobileNum_format_error'));
      return;
    }
    if (store.accounts.byMobile(mobile)) {
      res.json(fail('mobile_already_registered'));
      return;
    }
    const refusal = sliderRefusal(store, params(req));
    if (refusal) {
      res.json(fail(refusal));
      return;
    }
    try {
      res.json(ok(store.codes.issue(mobile, 'register')));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.json(fail('too_many_requests'));
    }
  });

  router.get('/wps/system/country', (_req, res) => {
    res.json(ok(store.settings.content.countries));
  });

  return router;
}
