import type { MirrorPool } from '../mirrors/pool.js';
import type { PushStatus } from '../realtime/push/pushClient.js';

/** One thing the gateway depends on, as `/readyz` reports it. */
export interface Check {
  ok: boolean;
  /** Why not, in words an operator can act on; absent while ok. */
  reason?: string;
  /**
   * A failed required check takes the replica out of rotation (503). The others are reported
   * with their reason but keep it in: without them players lose a part (live events, shared
   * limits), not the site.
   */
  required: boolean;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, Check>;
}

export type ReadinessCheck = () => Check;

/** Runs every check; ready while every required one passes. */
export function readinessOf(checks: Record<string, ReadinessCheck>): Readiness {
  const results: Record<string, Check> = {};
  for (const [name, check] of Object.entries(checks)) results[name] = check();
  const ready = Object.values(results).every((c) => c.ok || !c.required);
  return { ready, checks: results };
}

/** The names of the failed checks (the public `/readyz`, which gives no reasons). */
export function failing(readiness: Readiness): string[] {
  return Object.entries(readiness.checks)
    .filter(([, c]) => !c.ok)
    .map(([name]) => name);
}

/** At least one mirror of the platform takes traffic. */
export function mirrorsCheck(pool: MirrorPool): ReadinessCheck {
  return () => {
    if (pool.anyHealthy()) return { ok: true, required: true };
    const mirrors = pool
      .snapshot()
      .map((m) => `${m.url}${m.lastFailure ? ` (${m.lastFailure})` : ''}`)
      .join(', ');
    return { ok: false, required: true, reason: `every platform mirror is ejected: ${mirrors}` };
  };
}

/** What the session store says of itself: memory is always there, Redis only while ready. */
export interface SessionStoreState {
  healthy: boolean;
  describe(): string;
}

/** Without its session store the gateway can sign nobody in nor act for anyone. */
export function sessionStoreCheck(store: SessionStoreState): ReadinessCheck {
  return () =>
    store.healthy
      ? { ok: true, required: true }
      : { ok: false, required: true, reason: `session store unavailable: ${store.describe()}` };
}

/** Rate limits counting in this process while the shared store (Redis) is away. */
export function rateLimitStoreCheck(isDegraded: () => boolean): ReadinessCheck {
  return () =>
    isDegraded()
      ? {
          ok: false,
          required: false,
          reason:
            'the shared rate-limit store (Redis) is unreachable: each replica counts its limits alone',
        }
      : { ok: true, required: false };
}

/** No key configured: the stand-in's development key, which the platform does not accept. */
export function platformKeyCheck(devKey: boolean): ReadinessCheck {
  return () =>
    devKey
      ? {
          ok: false,
          required: false,
          reason:
            "neither PLATFORM_RSA_PUBLIC_KEY nor PLATFORM_RSA_PUBLIC_KEY_FILE is set: the stand-in's development key is in use, which only the stand-in accepts",
        }
      : { ok: true, required: false };
}

/** The renderer file named but not there: every page goes out as the plain shell. */
export function firstScreenCheck(missingRenderer: string | undefined): ReadinessCheck {
  return () =>
    missingRenderer
      ? {
          ok: false,
          required: false,
          reason: `first-screen renderer ${missingRenderer} not found (npm run build -w web): pages go out as the plain shell`,
        }
      : { ok: true, required: false };
}

/** The last look at the push host (`PushHostProbe`); undefined before the first. */
export interface PushHostState {
  ok: boolean;
  host: string | null;
  reason?: string;
}

/**
 * The platform's push channel: the host answers, and members with sockets here have at least
 * one connection open (a host that refuses every token shows here).
 */
export function pushCheck(
  probe: () => PushHostState | undefined,
  status: () => PushStatus,
): ReadinessCheck {
  return () => {
    const host = probe();
    if (host && !host.ok)
      return {
        ok: false,
        required: false,
        reason: `${host.host ? `push host ${host.host} unreachable` : 'push host unknown'}: ${host.reason ?? 'no answer'}; members get no live events`,
      };
    const s = status();
    if (s.failing)
      return {
        ok: false,
        required: false,
        reason: `every push connection of the ${s.members} members here is failing (${s.lastFailure ?? 'no reason given'}); members get no live events`,
      };
    return { ok: true, required: false };
  };
}
