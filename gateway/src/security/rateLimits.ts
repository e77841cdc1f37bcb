import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { sendEnvelopeError } from '../envelope.js';
import type { GatewayMetrics } from '../ops/metrics.js';

export interface RateLimitOptions {
  windowMs: number;
  signIn: number;
  sms: number;
  captcha: number;
  metrics: GatewayMetrics;
  /** Builds a shared store per rule (Redis when scaled out); memory when undefined. */
  storeFor?: (rule: string) => Store;
}

type RuleName = 'sign-in' | 'sms-code' | 'captcha';

interface Rule {
  name: RuleName;
  matches(method: string, path: string): boolean;
}

const RULES: readonly Rule[] = [
  {
    name: 'sign-in',
    matches: (m, p) =>
      m === 'POST' && (p === '/wps/session/login' || p.startsWith('/wps/session/login/')),
  },
  {
    name: 'sms-code',
    matches: (m, p) =>
      m === 'POST' && (p.startsWith('/wps/verification/sms/') || p === '/wps/member/password/sms'),
  },
  {
    name: 'captcha',
    matches: (_m, p) => p === '/wps/captcha' || p.startsWith('/wps/captcha/'),
  },
];

/** True for the calls a rate limit applies to; `key` is the canonical path in lower case. */
export function isRateLimited(method: string, key: string): boolean {
  const m = method.toUpperCase();
  return RULES.some((r) => r.matches(m, key));
}

/**
 * Per-client-IP limits on the calls that cost the operator money or invite guessing: sign-in,
 * SMS codes and captchas. A refused call answers HTTP 429 in the platform envelope with
 * `too_many_requests`, so the PWA shows it like any other platform message.
 */
export function rateLimits(o: RateLimitOptions): RequestHandler {
  const limits: Record<RuleName, number> = {
    'sign-in': o.signIn,
    'sms-code': o.sms,
    captcha: o.captcha,
  };
  const rules = RULES.map((r) => ({ ...r, limit: limits[r.name] }));
  const limiters = rules.map((rule) => ({
    rule,
    limiter: rateLimit({
      windowMs: o.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
      // A Redis outage must not lock players out of signing in.
      passOnStoreError: true,
      ...(o.storeFor ? { store: o.storeFor(rule.name) } : {}),
      handler: (_req, res) => {
        o.metrics.rateLimited.inc({ rule: rule.name });
        sendEnvelopeError(res, 429, 'too_many_requests');
      },
    }),
  }));
  // One dispatching middleware: most requests match no rule and pay for one loop only.
  return (req, res, next) => {
    // The path is canonical already (app.ts); the platform matches it without regard to case.
    const key = req.path.toLowerCase();
    const method = req.method.toUpperCase();
    const match = limiters.find((l) => l.rule.matches(method, key));
    if (!match) {
      next();
      return;
    }
    void match.limiter(req, res, next);
  };
}
