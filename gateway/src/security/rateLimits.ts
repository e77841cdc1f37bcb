import type http from 'node:http';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { sendEnvelopeError } from '../envelope.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { checksCode, namedTargetOf, sendsCode } from './codeCalls.js';

export interface RateLimitOptions {
  windowMs: number;
  signIn: number;
  sms: number;
  captcha: number;
  /** Code-checking calls per client address in a window. */
  codeChecks?: number;
  /** Code sends and code checks per target (account, mobile number, e-mail) in a window. */
  codeChecksPerTarget?: number;
  metrics: GatewayMetrics;
  /** Builds a store per limiter (Redis behind an in-process fall-back when scaled out). */
  storeFor?: (rule: string) => Store;
  /** The account a signed-in call acts for (its session), as a code call's target. */
  accountOf?: (req: http.IncomingMessage) => Promise<string | undefined>;
  /** How long a code call's small body may take to arrive before it is read for its target. */
  bodyTimeoutMs?: number;
}

export type RuleName = 'sign-in' | 'sms-code' | 'code-check' | 'captcha';

interface Rule {
  name: RuleName;
  matches(method: string, key: string): boolean;
  /** Also counted per target (the account, number or address the code is for). */
  perTarget: boolean;
}

const RULES: readonly Rule[] = [
  {
    name: 'sign-in',
    matches: (m, p) =>
      m === 'POST' && (p === '/wps/session/login' || p.startsWith('/wps/session/login/')),
    perTarget: false,
  },
  { name: 'sms-code', matches: (_m, p) => sendsCode(p), perTarget: true },
  { name: 'code-check', matches: (_m, p) => checksCode(p), perTarget: true },
  {
    name: 'captcha',
    matches: (_m, p) => p === '/wps/captcha' || p.startsWith('/wps/captcha/'),
    perTarget: false,
  },
];

/** Every rule a call counts against; `key` is the canonical path in lower case. */
export function rulesFor(method: string, key: string): RuleName[] {
  const m = method.toUpperCase();
  return RULES.filter((r) => r.matches(m, key)).map((r) => r.name);
}

/** True for the calls a rate limit applies to; `key` is the canonical path in lower case. */
export function isRateLimited(method: string, key: string): boolean {
  return rulesFor(method, key).length > 0;
}

/** Whom a code call is for: the account it is made from, and whom its body or query names. */
interface Targets {
  account?: string | undefined;
  named?: string | undefined;
}

const targets = new WeakMap<http.IncomingMessage, Targets>();

/**
 * Per-client-IP limits on the calls that cost the operator money or invite guessing: sign-in,
 * code sends, code checks and captchas; code sends and checks are limited per target as well
 * (the account, mobile number or e-mail address the code is for), so guesses spread over many
 * addresses still stop. A refused call answers HTTP 429 in the platform envelope with
 * `too_many_requests`, so the PWA shows it like any other platform message. A call counts
 * against every rule it matches.
 */
export function rateLimits(o: RateLimitOptions): RequestHandler {
  const limits: Record<RuleName, number> = {
    'sign-in': o.signIn,
    'sms-code': o.sms,
    'code-check': o.codeChecks ?? 10,
    captcha: o.captcha,
  };
  const perTarget: Record<RuleName, number> = {
    'sign-in': 0,
    'sms-code': o.sms,
    'code-check': o.codeChecksPerTarget ?? 5,
    captcha: 0,
  };
  const limiterFor = (
    name: string,
    limit: number,
    keyGenerator: (req: Request) => string,
    skip?: (req: Request) => boolean,
  ) =>
    rateLimit({
      windowMs: o.windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator,
      ...(skip ? { skip } : {}),
      // Sign-in and codes stay limited whatever happens to Redis: the store in front of it
      // falls back in-process (`failoverStore.ts`), and an error here refuses the call.
      passOnStoreError: false,
      ...(o.storeFor ? { store: o.storeFor(name) } : {}),
      handler: (_req, res) => {
        o.metrics.rateLimited.inc({ rule: name });
        sendEnvelopeError(res, 429, 'too_many_requests');
      },
    });
  const byAddress = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
  const rules = RULES.map((rule) => ({
    rule,
    limiters: [
      limiterFor(rule.name, limits[rule.name], byAddress),
      // Both, when a signed-in caller names someone: their own sessions cannot spread guesses
      // at another member's number, and one account's guesses stop whatever they name.
      ...(rule.perTarget
        ? (['named', 'account'] as const).map((which) =>
            limiterFor(
              which === 'named' ? `${rule.name}-target` : `${rule.name}-account`,
              perTarget[rule.name],
              (req) => targets.get(req)?.[which] ?? '',
              (req) => targets.get(req)?.[which] === undefined,
            ),
          )
        : []),
    ],
  }));

  async function findTargets(req: Request): Promise<void> {
    const account = o.accountOf ? await o.accountOf(req) : undefined;
    const named = await namedTargetOf(req, o.bodyTimeoutMs ?? 5_000);
    targets.set(req, { account, named });
  }

  // One dispatching middleware: most requests match no rule and pay for one loop only.
  return (req, res, next) => {
    // The path is canonical already (app.ts); the platform matches it without regard to case.
    const key = req.path.toLowerCase();
    const method = req.method.toUpperCase();
    const matched = rules.filter((r) => r.rule.matches(method, key));
    if (matched.length === 0) {
      next();
      return;
    }
    const chain = matched.flatMap((r) => r.limiters);
    const run = (i: number) => {
      const limiter = chain[i];
      if (!limiter) next();
      else void limiter(req, res, () => run(i + 1));
    };
    if (!matched.some((r) => r.rule.perTarget)) run(0);
    else
      findTargets(req).then(
        () => run(0),
        (error: unknown) => next(error),
      );
  };
}
