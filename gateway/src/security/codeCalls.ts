import { createHash } from 'node:crypto';
import type http from 'node:http';

/**
 * Every platform call that sends a one-time code (SMS, e-mail, the phone-auth service) or
 * checks one. The web's catalogue names its code calls (`web/src/api/catalogue/codeCalls.ts`,
 * `send | check | both`), and `codeCalls.test.ts` fails when a named call, or a
 * catalogue or spec path that looks like a code call, is missing here. The spec-only paths
 * (`shared/spec/upstream-endpoints-centres.tsv`) are here too: the gateway forwards any `/wps`
 * path, so a call the PWA never makes can still be guessed through.
 *
 * Paths are the platform's, in lower case; they match whatever the method, since a platform
 * route may answer more than one.
 */
export const CODE_SENDING_PATHS: readonly string[] = [
  '/wps/verification/sms',
  '/wps/verification/sms/nologin',
  '/wps/verification/sms/register',
  '/wps/member/password/sms',
  '/wps/member/password/email',
  '/wps/v2/verification/sms/send',
  '/wps/v2/verification/sms/send-verified',
  '/wps/v2/verification/mail/send',
  '/wps/v2/verification/mail/send-verified',
  '/wps/relay/phoneauth_sendcode',
  // Sends the second factor's code with `send: true`, checks it otherwise.
  '/wps/session/login/verification',
];

export const CODE_CHECKING_PATHS: readonly string[] = [
  // The new-IP second factor. Sign-in by SMS code (`/wps/session/login`, its body encrypted)
  // is held by the sign-in limit alone, so RATE_LIMIT_SIGN_IN stays the one sign-in setting.
  '/wps/session/login/verification',
  // Registration with a code.
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/register/onlymobile',
  // Password reset by phone.
  '/wps/member/password/verification',
  '/wps/relay/phoneauth_verify',
  // Binding a mobile number or e-mail address, the authenticator (two-factor).
  '/wps/member/info/mobile',
  '/wps/member/info/email',
  '/wps/member/ga/bind',
  '/wps/relay/mcsfe_unbindgoogleauth',
  // Payment password reset and withdrawal by SMS code.
  '/wps/v2/member/paymentpassword/reset2',
  '/wps/member/paymentpassword/reset',
  '/wps/v2/transaction/withdraw',
  // The security centre's checks (spec only).
  '/wps/v2/verification/sms/verify',
  '/wps/v2/verification/sms/verify-check',
  '/wps/v2/verification/sms/verify-current',
  '/wps/v2/verification/sms/bindandreset',
  '/wps/v2/verification/mail/verify',
  '/wps/v2/verification/mail/verify-check',
  '/wps/v2/verification/mail/verify-current',
  '/wps/v2/verification/mail/bindandreset',
];

const SENDING = new Set(CODE_SENDING_PATHS);
const CHECKING = new Set(CODE_CHECKING_PATHS);

/**
 * The path a platform route would match for a canonical key (lower case, slashes collapsed):
 * without trailing slashes, and without a last-segment suffix (`/sms.json`), which Spring's
 * suffix matching routes to `/sms`.
 */
export function routeKey(key: string): string {
  const bare = key.replace(/\/+$/, '');
  return bare.replace(/(\/[^/.]+)\.[^/]*$/, '$1') || '/';
}

export function sendsCode(key: string): boolean {
  return SENDING.has(routeKey(key));
}

export function checksCode(key: string): boolean {
  return CHECKING.has(routeKey(key));
}

/** Body and query fields that name whom a code is for. */
const TARGET_FIELDS = [
  'mobileNum',
  'mobile',
  'mobileNo',
  'phone',
  'phoneNumber',
  'email',
  'username',
  'account',
  'ticket',
] as const;

/**
 * Whom a code call is for, read from a plain JSON or form body or the query, whatever the
 * declared type: a mobile number (digits only, its last nine, so `0812…`, `+66812…` and
 * `812…` are one target), an e-mail address or a name in lower case. Undefined when nothing
 * readable names one (an encrypted body: the platform's own lock on the code covers it).
 */
export function targetOfBody(body: Buffer | undefined, query: string): string | undefined {
  const fields = new Map<string, string>();
  const add = (name: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number')
      if (!fields.has(name)) fields.set(name, String(value));
  };
  if (body && body.length > 0) {
    const text = body.toString('utf8').replace(/^\uFEFF/, '');
    if (/^\s*\{/.test(text)) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object')
          for (const [k, v] of Object.entries(parsed)) add(k, v);
      } catch {
        // Not JSON after all: nothing to read.
      }
    } else if (/^[\w.%+-]+=/.test(text)) {
      for (const [k, v] of new URLSearchParams(text)) add(k, v);
    }
  }
  for (const [k, v] of new URLSearchParams(query)) add(k, v);
  for (const name of TARGET_FIELDS) {
    const value = fields.get(name)?.trim();
    if (value) return normaliseTarget(name, value);
  }
  return undefined;
}

function normaliseTarget(field: string, value: string): string {
  const lower = value.toLowerCase();
  if (field === 'email' || lower.includes('@')) return `email:${lower}`;
  const digits = value.replace(/\D/g, '');
  if (field.startsWith('mobile') || field.startsWith('phone') || /^\+?[\d\s()-]{6,}$/.test(value))
    return `mobile:${digits.slice(-9)}`;
  return `${field === 'ticket' ? 'ticket' : 'name'}:${lower}`;
}

/** A target for a signed-in call: the account, or a digest of the token it carries. */
export function accountTarget(memberId: string | undefined, secret: string | undefined) {
  if (memberId) return `account:${memberId}`;
  if (secret) return `token:${createHash('sha256').update(secret).digest('base64url')}`;
  return undefined;
}

/**
 * Reads a small body with a declared length without consuming it: the bytes go back onto the
 * stream, so the proxy reads them as if nobody had. Undefined (and nothing read) when there is
 * no declared length, it is over `limit`, or the body does not arrive within `timeoutMs`.
 */
export function peekBody(
  req: http.IncomingMessage,
  limit: number,
  timeoutMs: number,
): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length']);
  if (!Number.isInteger(declared) || declared <= 0) return Promise.resolve(undefined);
  // Past the stream's buffer size the bytes would never all be buffered at once.
  if (declared > Math.min(limit, req.readableHighWaterMark)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const finish = (body: Buffer | undefined) => {
      clearTimeout(timer);
      req.off('readable', onReadable);
      req.off('end', onEnd);
      req.off('error', onEnd);
      resolve(body);
    };
    const onReadable = () => {
      if (req.readableLength < declared) return;
      const body = req.read(declared) as Buffer | null;
      if (body === null) return;
      req.unshift(body);
      finish(body);
    };
    const onEnd = () => finish(undefined);
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    req.on('readable', onReadable);
    req.on('end', onEnd);
    req.on('error', onEnd);
  });
}

/** A code call's body is small; a larger one is not read for its target. */
const TARGET_BODY_LIMIT = 8 * 1024;

const namedTargets = new WeakMap<http.IncomingMessage, Promise<string | undefined>>();

/**
 * Whom a code call's body or query names (`targetOfBody`), read once per request however many
 * ask: the rate limits count by it, and a phone reset remembers the number its code went to.
 * The first asker's `timeoutMs` is the wait.
 */
export function namedTargetOf(
  req: http.IncomingMessage,
  timeoutMs: number,
): Promise<string | undefined> {
  let named = namedTargets.get(req);
  if (!named) {
    // Express's whole address (a mounted router shortens `url`), or the raw one.
    const address = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
    const q = address.indexOf('?');
    named = peekBody(req, TARGET_BODY_LIMIT, timeoutMs).then((body) =>
      targetOfBody(body, q === -1 ? '' : address.slice(q + 1)),
    );
    namedTargets.set(req, named);
  }
  return named;
}
