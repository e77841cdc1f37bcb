import { randomBytes } from 'node:crypto';

/** A sign-in from an unrecorded IP has this long to finish its verification step. */
const TICKET_TTL_MS = 10 * 60_000;

export interface LoginTicket {
  ticket: string;
  memberId: string;
  ip: string;
  expiresAt: number;
  /** Wrong second factors tried so far. */
  attempts: number;
}

/**
 * Sign-ins waiting for a second factor: the password was right but the IP is new, so the
 * token is only issued once `loginVerify` proves the member by SMS, e-mail, payee name or TOTP.
 */
export class LoginTickets {
  private readonly byTicket = new Map<string, LoginTicket>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.byTicket.clear();
  }

  open(memberId: string, ip: string, ticket = randomBytes(16).toString('hex')): LoginTicket {
    const entry = { ticket, memberId, ip, expiresAt: this.now() + TICKET_TTL_MS, attempts: 0 };
    this.byTicket.set(ticket, entry);
    return entry;
  }

  find(ticket: string): LoginTicket | null {
    const entry = this.byTicket.get(ticket);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.byTicket.delete(ticket);
      return null;
    }
    return entry;
  }

  close(ticket: string): void {
    this.byTicket.delete(ticket);
  }
}
