import type { IncomingHttpHeaders } from 'node:http';

/**
 * Calls that cost the platform real work per request: encrypted calls (RSA on its side),
 * `passwordCheck/` calls (password hashing), sign-in and SMS codes. `key` is the canonical path
 * in lower case.
 */
export function isExpensive(method: string, key: string, headers: IncomingHttpHeaders): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return (
    headers.encryption !== undefined ||
    key.includes('/passwordcheck/') ||
    key === '/wps/session/login' ||
    key.startsWith('/wps/session/login/') ||
    key.startsWith('/wps/verification/sms/') ||
    key === '/wps/member/password/sms'
  );
}

/**
 * A cap on the expensive calls one client may have in flight at once. A rate limit counts calls
 * over a minute; this bounds how much slow work one client can queue on the platform at the
 * same moment, so a burst of hundreds of slow calls cannot time the mirrors out for everyone.
 * Per replica: in-flight work is local to the process that holds the connections.
 */
export class InFlightCap {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** A release function when the client is under the cap; undefined when it is at it. */
  acquire(client: string): (() => void) | undefined {
    const now = this.inFlight.get(client) ?? 0;
    if (now >= this.limit) return undefined;
    this.inFlight.set(client, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(client) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(client);
      else this.inFlight.set(client, left);
    };
  }

  /** Clients with anything in flight (bounded by open connections, so no sweeping needed). */
  get clients(): number {
    return this.inFlight.size;
  }
}
