import { randomBytes } from 'node:crypto';

/** Social providers the platform signs players in with, each behind its own module. */
export const SOCIAL_PROVIDERS = {
  facebook: 'FBLOGIN3',
  google: 'GGLOGIN3',
  line: 'LINELOGIN3',
} as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

/** A grant from the provider must be exchanged for a session within this long. */
const GRANT_TTL_MS = 5 * 60_000;

interface Grant {
  provider: SocialProvider;
  subject: string;
  expiresAt: number;
}

export function isSocialProvider(value: string): value is SocialProvider {
  return Object.hasOwn(SOCIAL_PROVIDERS, value);
}

/**
 * Social sign-in: the local stand-in for the providers (facebook, google, line), which grants
 * a single-use identity token once the player allows it, and the platform's side, which links
 * a provider identity to one member.
 */
export class SocialIdentities {
  private readonly grants = new Map<string, Grant>();
  private readonly links = new Map<string, string>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.grants.clear();
    this.links.clear();
  }

  /** The provider's side: the player allowed the sign-in as `subject`. */
  grant(provider: SocialProvider, subject: string, token = randomBytes(24).toString('hex')) {
    this.grants.set(token, { provider, subject, expiresAt: this.now() + GRANT_TTL_MS });
    return token;
  }

  /** The identity a token proves, once: a replayed or foreign token proves nothing. */
  redeem(provider: SocialProvider, token: string): string | null {
    const grant = this.grants.get(token);
    this.grants.delete(token);
    if (!grant || grant.provider !== provider || grant.expiresAt <= this.now()) return null;
    return grant.subject;
  }

  memberFor(provider: SocialProvider, subject: string): string | undefined {
    return this.links.get(`${provider}\u0000${subject}`);
  }

  link(provider: SocialProvider, subject: string, memberId: string): void {
    this.links.set(`${provider}\u0000${subject}`, memberId);
  }
}

/** The whitelabel module (ours) that sends phone sign-in through the third-party service. */
export const PHONE_AUTH_MODULE = 'FIREBASESMS3';

/**
 * The local stand-in for the third-party phone-auth service: a code request opens a
 * verification, a right code turns it into a single-use identity token that proves the number
 * to the platform's sign-in. The codes themselves live with the other SMS codes.
 */
export class PhoneAuthStandIn {
  private readonly verifications = new Map<string, { mobile: string; expiresAt: number }>();
  private readonly tokens = new Map<string, { mobile: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.verifications.clear();
    this.tokens.clear();
  }

  open(mobile: string, verificationId = randomBytes(16).toString('hex')): string {
    this.verifications.set(verificationId, { mobile, expiresAt: this.now() + GRANT_TTL_MS * 2 });
    return verificationId;
  }

  mobileOf(verificationId: string): string | null {
    const v = this.verifications.get(verificationId);
    return v && v.expiresAt > this.now() ? v.mobile : null;
  }

  /** The verification is done: it becomes an identity token for the number. */
  prove(verificationId: string, token = randomBytes(24).toString('hex')): string | null {
    const mobile = this.mobileOf(verificationId);
    this.verifications.delete(verificationId);
    if (!mobile) return null;
    this.tokens.set(token, { mobile, expiresAt: this.now() + GRANT_TTL_MS });
    return token;
  }

  /** The number a token proves, once. */
  redeem(token: string): string | null {
    const t = this.tokens.get(token);
    this.tokens.delete(token);
    return t && t.expiresAt > this.now() ? t.mobile : null;
  }
}
