import { randomBytes } from 'node:crypto';

export interface Session {
  token: string;
  memberId: string;
  expiresAt: number;
}

/** Two hours of inactivity ends a session; each signed-in call extends it. */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** Signed-in sessions: the raw token the browser sends in `Authorization`, and whose it is. */
export class Sessions {
  private readonly byToken = new Map<string, Session>();
  private readonly signedInAt = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.byToken.clear();
    this.signedInAt.clear();
  }

  create(memberId: string): string {
    return this.createWithToken(memberId, randomBytes(24).toString('hex'));
  }

  /** A session with a token chosen by the caller: contract provider states name their token. */
  createWithToken(memberId: string, token: string): string {
    this.byToken.set(token, { token, memberId, expiresAt: this.now() + SESSION_TTL_MS });
    this.signedInAt.set(memberId, this.now());
    return token;
  }

  /** Whether the member has a live session now (the agent's "online" team figure). */
  isOnline(memberId: string): boolean {
    const now = this.now();
    for (const s of this.byToken.values())
      if (s.memberId === memberId && s.expiresAt > now) return true;
    return false;
  }

  /** When the member last signed in (a session was opened), for the agent's downline list. */
  lastSignInAt(memberId: string): number | null {
    return this.signedInAt.get(memberId) ?? null;
  }

  /** The member id behind a live token, extending the session; null when unknown or expired. */
  resolve(token: string): string | null {
    const session = this.byToken.get(token);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.byToken.delete(token);
      return null;
    }
    session.expiresAt = this.now() + SESSION_TTL_MS;
    return session.memberId;
  }

  /**
   * Live sessions stay live across a dev-only jump of the clock (a journey settling a day's
   * salary is still signed in afterwards); expired ones stay expired.
   */
  carryAcross(jumpMs: number): void {
    const now = this.now();
    for (const s of this.byToken.values()) if (s.expiresAt > now) s.expiresAt += jumpMs;
  }

  revoke(token: string): void {
    this.byToken.delete(token);
  }

  revokeAllFor(memberId: string): void {
    for (const [token, s] of this.byToken) if (s.memberId === memberId) this.byToken.delete(token);
  }

  /** Members with at least one live session: the honest "online players" figure. */
  onlineMemberCount(): number {
    return this.onlineMemberIds().size;
  }

  /** Who has at least one live session (those an operator's broadcast push reaches). */
  onlineMemberIds(): Set<string> {
    const now = this.now();
    const members = new Set<string>();
    for (const s of this.byToken.values()) if (s.expiresAt > now) members.add(s.memberId);
    return members;
  }
}
