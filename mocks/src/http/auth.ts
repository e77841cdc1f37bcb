import type { Request, RequestHandler, Response } from 'express';
import type { Member } from '../state/accounts.js';
import type { MockStore } from '../state/store.js';
import { fail } from './envelope.js';

/** What `requireToken` leaves for the handler: the signed-in member and their raw token. */
export interface SignedIn {
  member: Member;
  token: string;
}

/**
 * The platform's token check: `Authorization` carries the raw token (no "Bearer"). A missing,
 * unknown or expired token answers HTTP 401 `please_login_first`.
 */
export function requireToken(store: MockStore): RequestHandler {
  return (req, res, next) => {
    const signedIn = resolveToken(store, req);
    if (!signedIn) {
      res.status(401).json(fail('please_login_first'));
      return;
    }
    res.locals.member = signedIn.member;
    res.locals.token = signedIn.token;
    next();
  };
}

/** The signed-in member if the request carries a live token, for calls where it is optional. */
export function resolveToken(store: MockStore, req: Request): SignedIn | null {
  const token = req.get('authorization')?.trim();
  if (!token) return null;
  const memberId = store.sessions.resolve(token);
  const member = memberId ? store.accounts.byId(memberId) : undefined;
  return member ? { member, token } : null;
}

/** The member `requireToken` resolved for this request. */
export function signedInMember(res: Response): Member {
  return res.locals.member as Member;
}

/** The visitor's address as the platform sees it, with IPv4-mapped IPv6 unwrapped. */
export function clientIp(req: Request): string {
  const ip = req.ip ?? '';
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
