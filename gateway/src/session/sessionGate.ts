import type http from 'node:http';
import type { GatewayMessage } from '../envelope.js';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { endedCookies, sessionCookies } from './cookies.js';
import { sessionCallOf, type SessionCall } from './sessionCalls.js';
import { SessionStoreDown, type Sessions } from './sessions.js';
import { withoutToken } from './tokenScrub.js';
import { PhoneResets } from './phoneResets.js';
import type { ResolveMember } from '../realtime/memberResolver.js';
import { namedTargetOf } from '../security/codeCalls.js';

/** What the gate found out about one platform call before it is sent. */
export interface CallSession {
  secure: boolean;
  call: SessionCall | undefined;
  /** The live session the cookie names. */
  id?: string;
  token?: string;
  memberId?: string;
  /** A cookie was sent that names no live session: the answer clears it. */
  staleCookie: boolean;
  /** For a reset by phone: the caller's address, and the number a reset code is sent to. */
  reset?: { address: string; mobile?: string };
}

export type Opened =
  { ok: true; session: CallSession } | { ok: false; status: number; message: GatewayMessage };

/** What to add to the answer: cookies, and a body when the gate rewrote it. */
export interface Settled {
  setCookies: string[];
  /** The answer's body to send instead of the upstream's (its headers' length is fixed). */
  body?: Buffer;
}

export interface SessionGateOptions {
  sessions: Sessions;
  /** Finds the member behind a token (`GET /wps/member/info`), to file the session under it. */
  resolveMember: ResolveMember;
  /** Every socket of a member closes (the member's sessions ended on the platform). */
  memberEnded?: (memberId: string) => void;
  /**
   * A reset by phone was done for the number `mobile` (digits): the sessions it ended on the
   * platform are looked for among the members whose masked number fits.
   */
  phoneReset?: (mobile: string) => void;
  logger: Logger;
  metrics: GatewayMetrics;
}

export const READ_LIMIT = 256 * 1024;
const PLEASE_LOGIN_FIRST = Buffer.from('please_login_first');

/**
 * The backend-for-frontend's hold on platform calls (forged ones were refused before, in
 * `app.ts`, ahead of every limit): adds the session's token, and, from the answers, opens sessions (sign-in), ends them (sign-out, a
 * refused token, a cool-off or self-exclusion, a password change for the other sessions) and
 * keeps the token out of whatever goes back to the browser.
 */
export class SessionGate {
  private readonly resets = new PhoneResets();

  constructor(private readonly o: SessionGateOptions) {}

  async open(
    req: http.IncomingMessage,
    method: string,
    key: string,
    proto: string,
  ): Promise<Opened> {
    const secure = proto === 'https';
    const call = sessionCallOf(method, key);
    const reset = await resetOf(req, call);
    const id = this.o.sessions.idOf(req);
    if (id === undefined)
      return { ok: true, session: { secure, call, staleCookie: false, ...(reset && { reset }) } };
    try {
      const found = await this.o.sessions.find(id);
      if (!found) return { ok: true, session: { secure, call, staleCookie: true } };
      return {
        ok: true,
        session: {
          secure,
          call,
          id,
          token: found.token,
          staleCookie: false,
          ...(found.memberId === undefined ? {} : { memberId: found.memberId }),
          ...(reset && { reset }),
        },
      };
    } catch (error) {
      if (!(error instanceof SessionStoreDown)) throw error;
      // Sending the call without its token would look like a sign-out to the platform and to
      // the page: better a failed call the player can repeat.
      return { ok: false, status: 503, message: 'service_unavailable' };
    }
  }

  /**
   * Ends the session before its sign-out is forwarded (the call still carries the token), so it
   * ends even when the platform cannot be reached; resolves with the cookies that clear it.
   */
  async signOut(s: CallSession): Promise<string[]> {
    if (s.id !== undefined) await this.o.sessions.end(s.id, 'sign-out');
    return endedCookies(s.secure);
  }

  /** Whether the answer's body must be read before it goes out (`settle` gets it then). */
  needsBody(s: CallSession): boolean {
    return s.call !== undefined;
  }

  /**
   * Decides what the answer does to sessions. `body` is the whole answer when the caller has it
   * (always for the calls in `sessionCallOf`); otherwise only the status is looked at.
   */
  async settle(
    s: CallSession,
    status: number,
    headers: http.IncomingHttpHeaders,
    body: Buffer | undefined,
  ): Promise<Settled> {
    const plain = body !== undefined && !headers['content-encoding'];
    const envelope = plain && s.call !== undefined ? parseEnvelope(body) : undefined;
    const setCookies: string[] = [];
    if (envelope?.success === true && s.reset) this.settleReset(s.call, s.reset);

    if (s.call === 'sign-in' && envelope?.success === true) {
      const token = tokenIn(envelope.value);
      if (token !== undefined) {
        // A cookie from before the sign-in is never the session after it (no fixation).
        if (s.id !== undefined) await this.o.sessions.end(s.id, 'replaced');
        const id = await this.o.sessions.start(token).catch(() => undefined);
        const rewritten = Buffer.from(JSON.stringify(withoutToken(envelope, token)));
        if (id === undefined) {
          // No store to keep it in: the member is not signed in, and the page says so.
          return { setCookies: endedCookies(s.secure), body: storeDownAnswer() };
        }
        this.fileUnderMember(id, token);
        return { setCookies: sessionCookies(id, s.secure), body: rewritten };
      }
    }

    if (s.id !== undefined) {
      const refused =
        status === 401 ||
        (plain &&
          body.includes(PLEASE_LOGIN_FIRST) &&
          (envelope ?? parseEnvelope(body))?.message === 'please_login_first');
      if (s.call === 'sign-out' || refused) {
        await this.o.sessions.end(s.id, s.call === 'sign-out' ? 'sign-out' : 'refused');
        setCookies.push(...endedCookies(s.secure));
      } else if (envelope?.success === true && s.call === 'ends-member') {
        const memberId = await this.memberOf(s);
        if (memberId !== undefined) {
          await this.o.sessions.endMember(memberId, 'member-ended');
          this.o.memberEnded?.(memberId);
        }
        await this.o.sessions.end(s.id, 'member-ended');
        setCookies.push(...endedCookies(s.secure));
      } else if (envelope?.success === true && s.call === 'ends-others') {
        const memberId = await this.memberOf(s);
        if (memberId !== undefined) await this.o.sessions.endMember(memberId, 'member-ended', s.id);
      }
    } else if (s.staleCookie || s.call === 'sign-out') {
      setCookies.push(...endedCookies(s.secure));
    }

    // Whatever else the platform put in an answer, the token it belongs to stays here.
    const token = s.token;
    if (plain && token !== undefined && body.includes(token)) {
      const parsed = parseJson(body);
      const cleaned =
        parsed === undefined
          ? Buffer.from(body.toString('utf8').split(token).join(''))
          : Buffer.from(JSON.stringify(withoutToken(parsed, token)));
      return { setCookies, body: cleaned };
    }
    return { setCookies };
  }

  private settleReset(call: SessionCall | undefined, reset: { address: string; mobile?: string }) {
    if (call === 'reset-code-sent' && reset.mobile !== undefined)
      this.resets.codeSent(reset.address, reset.mobile);
    if (call === 'reset-done') {
      const mobile = this.resets.done(reset.address);
      if (mobile !== undefined) this.o.phoneReset?.(mobile);
    }
  }

  private async memberOf(s: CallSession): Promise<string | undefined> {
    if (s.memberId !== undefined) return s.memberId;
    if (s.token === undefined) return undefined;
    return this.o.resolveMember(s.token).then(
      (member) => member.id,
      () => undefined,
    );
  }

  /** In the background: the sign-in answer does not wait for the member's id. */
  private fileUnderMember(id: string, token: string): void {
    this.o.resolveMember(token).then(
      (member) => this.o.sessions.setMember(id, member),
      (error: unknown) =>
        this.o.logger.debug(
          { reason: error instanceof Error ? error.message : String(error) },
          'session member not resolved at sign-in',
        ),
    );
  }
}

/** The caller's address for a reset call, and for the code's sending the number it goes to. */
async function resetOf(
  req: http.IncomingMessage,
  call: SessionCall | undefined,
): Promise<CallSession['reset']> {
  if (call !== 'reset-code-sent' && call !== 'reset-done') return undefined;
  // Express's address: the browser's, behind the proxies the configuration trusts.
  const address = (req as { ip?: string }).ip ?? req.socket.remoteAddress ?? '';
  if (call === 'reset-done') return { address };
  const target = await namedTargetOf(req, 5_000);
  return target?.startsWith('mobile:')
    ? { address, mobile: target.slice('mobile:'.length) }
    : { address };
}

/**
 * Reads a whole answer into memory, up to `READ_LIMIT`; undefined when it is larger, fails, or
 * goes `idleMs` without a byte (then the upstream answer is dropped, as `relay` drops a stall).
 */
export function readAnswer(res: http.IncomingMessage, idleMs: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const give = (body: Buffer | undefined) => {
      clearTimeout(stall);
      resolve(body);
    };
    const stall = setTimeout(() => {
      res.destroy();
      give(undefined);
    }, idleMs);
    res.on('data', (chunk: Buffer) => {
      stall.refresh();
      size += chunk.length;
      if (size > READ_LIMIT) {
        res.destroy();
        give(undefined);
        return;
      }
      chunks.push(chunk);
    });
    res.once('end', () => give(Buffer.concat(chunks)));
    res.once('error', () => give(undefined));
    res.once('close', () => give(res.complete ? Buffer.concat(chunks) : undefined));
  });
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  value?: unknown;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function parseEnvelope(body: Buffer): Envelope | undefined {
  const parsed = parseJson(body);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Envelope) : undefined;
}

function tokenIn(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const token = (value as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

function storeDownAnswer(): Buffer {
  return Buffer.from(
    JSON.stringify({ success: false, message: 'service_unavailable', value: null }),
  );
}
