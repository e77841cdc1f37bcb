import type { RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { BodyError, readBody } from '../proxy/body.js';
import type { GatewayMetrics } from '../ops/metrics.js';

/** Directive names a report may be counted under; anything else counts as `other`. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'connect-src',
  'font-src',
  'frame-src',
  'frame-ancestors',
  'worker-src',
  'manifest-src',
  'media-src',
  'object-src',
  'base-uri',
  'form-action',
  'child-src',
  'trusted-types',
  'require-trusted-types-for',
]);

const REPORT_LIMIT_BYTES = 16 * 1024;

function directiveOf(report: unknown): string {
  if (typeof report !== 'object' || report === null) return 'other';
  const r = report as Record<string, unknown>;
  // report-uri: { "csp-report": { "effective-directive" | "violated-directive" } };
  // report-to: [{ type: "csp-violation", body: { effectiveDirective } }].
  const legacy = r['csp-report'] as Record<string, unknown> | undefined;
  const body = r.body as Record<string, unknown> | undefined;
  const raw =
    legacy?.['effective-directive'] ?? legacy?.['violated-directive'] ?? body?.effectiveDirective;
  const name = typeof raw === 'string' ? (raw.split(' ')[0] ?? '') : '';
  return DIRECTIVES.has(name) ? name : 'other';
}

/**
 * Receives Content-Security-Policy violation reports (`report-uri` and `report-to` formats) and
 * counts them per directive in `gateway_csp_violations_total`. Reports are never logged: they
 * carry page URLs, which can hold anything. Limited per client address, small and quick.
 */
export function cspReports(o: {
  metrics: GatewayMetrics;
  perMinute: number;
  clientIp: (req: Parameters<RequestHandler>[0]) => string;
}): RequestHandler[] {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: o.perMinute,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(o.clientIp(req)),
    handler: (_req, res) => {
      o.metrics.rateLimited.inc({ rule: 'csp-report' });
      res.status(429).end();
    },
  });
  const receive: RequestHandler = (req, res) => {
    readBody(req, REPORT_LIMIT_BYTES, 5_000).then(
      (body) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          res.status(400).end();
          return;
        }
        const reports = Array.isArray(parsed) ? parsed.slice(0, 20) : [parsed];
        for (const report of reports) o.metrics.cspReports.inc({ directive: directiveOf(report) });
        res.status(204).end();
      },
      (error: unknown) => {
        res.setHeader('Connection', 'close');
        res.status(error instanceof BodyError ? error.status : 400).end();
      },
    );
  };
  return [limiter, receive];
}
