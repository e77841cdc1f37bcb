import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, relative to this file both in `src/` (tests) and `dist/` (production). */
const REPO_ROOT = path.resolve(here, '../..');
const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'web/dist');
const DEFAULT_FIRST_SCREEN_RENDERER = path.join(REPO_ROOT, 'web/dist-server/entry-server.js');
/** The stand-in's published development key; never a production secret. */
export const DEV_RSA_PUBLIC_KEY_FILE = path.join(
  REPO_ROOT,
  'mocks/dev-keys/DEV-ONLY-platform-public.pem',
);

function commaList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const urlList = z
  .string()
  .transform(commaList)
  .pipe(
    z
      .array(z.url({ protocol: /^https?$/, error: 'each upstream must be an http(s) URL' }))
      .min(1, 'at least one upstream URL is required'),
  );

/** CDN origins for the Content-Security-Policy: `https://host` or `https://*.host`. */
const originList = z
  .string()
  .transform(commaList)
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/,
          'each host must look like https://cdn.example.com, https://*.example.com or http://127.0.0.1:9090',
        ),
    ),
  );

/**
 * Mirror origins the pages may time: plain http(s) origins, never a wildcard (the speed screen
 * times named domains; a wildcard would let a page reach any subdomain).
 */
const mirrorOriginList = z
  .string()
  .transform(commaList)
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/,
          'each mirror must be an http(s) origin without a wildcard, like https://m1.example.com or http://localhost:8080',
        ),
    ),
  );

function validTrust(list: string[]): boolean {
  try {
    proxyaddr.compile(list);
    return true;
  } catch {
    return false;
  }
}

const languageCode = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters, e.g. EN');

const millis = (fallback: number) => z.coerce.number().int().min(1).max(600_000).default(fallback);
const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  UPSTREAM_URLS: urlList.default(['http://127.0.0.1:9090']),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32 characters')
    .default('PH01'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/)
    .default('playhouse'),
  // How long start-up waits for Redis before it exits saying so.
  REDIS_STARTUP_WAIT_MS: millis(10_000),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  // The web's server build; empty sends every page as the plain shell.
  FIRST_SCREEN_RENDERER: z.string().default(DEFAULT_FIRST_SCREEN_RENDERER),
  FIRST_SCREEN_TIMEOUT_MS: millis(1_000),
  FIRST_SCREEN_CONCURRENCY: positive(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  ADMIN_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  ADMIN_HOST: z.string().default('127.0.0.1'),

  UPSTREAM_ATTEMPT_TIMEOUT_MS: millis(8_000),
  UPSTREAM_BODY_IDLE_MS: millis(15_000),
  UPSTREAM_DEADLINE_MS: millis(15_000),
  PROBE_INTERVAL_MS: millis(2_000),
  PROBE_TIMEOUT_MS: millis(1_500),
  PROBE_PATH: z
    .string()
    .regex(/^\/[^\s?#]*$/, 'an absolute path without query')
    .default('/wps/system/status'),
  EJECT_BASE_MS: millis(1_000),
  EJECT_MAX_MS: millis(60_000),
  // The platform's push host; unset asks /wps/relay/CSP_ImUrl (as the platform's clients do).
  PUSH_HOST_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL such as https://socket.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Every push connection is rebuilt this often, asking CSP_ImUrl again (the platform's 300 s).
  PUSH_REBUILD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // Push CONNECTs this instance may send per second, all members together.
  PUSH_CONNECTS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(430),
  PLATFORM_RSA_PUBLIC_KEY: z.string().optional(),
  PLATFORM_RSA_PUBLIC_KEY_FILE: z.string().optional(),
  SUPPORTED_LANGUAGES: z
    .string()
    .transform(commaList)
    .pipe(z.array(languageCode).min(1))
    .default(['CN', 'EN', 'KM']),
  DEFAULT_LANGUAGE: languageCode.default('EN'),

  IMAGE_CDN_HOSTS: originList.default([]),
  GAME_LAUNCH_HOSTS: originList.default([]),
  // The site's mirror domains, which the server-speed screen times from the player's browser:
  // these, and the platform's own list (`routers`) unless SITE_MIRRORS_FROM_PLATFORM=0, asked
  // for at start and every SITE_MIRROR_REFRESH_SECONDS.
  SITE_MIRROR_ORIGINS: mirrorOriginList.default([]),
  SITE_MIRRORS_FROM_PLATFORM: z.enum(['0', '1']).default('1'),
  SITE_MIRROR_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Pages on other origins allowed to open the member socket (the site's own origin always is).
  SOCKET_ALLOWED_ORIGINS: originList.default([]),
  // Proxies whose X-Forwarded-For / X-Forwarded-Proto count: CIDRs or loopback, linklocal,
  // uniquelocal. Anyone else's are replaced.
  TRUST_PROXY: z
    .string()
    .transform(commaList)
    .pipe(
      z
        .array(z.string())
        .refine(
          (list) => validTrust(list),
          'CIDRs or addresses, or loopback / linklocal / uniquelocal',
        ),
    )
    .default(['loopback']),
  // Socket handshakes one client address may have refused (bad or missing token) per minute.
  SOCKET_BAD_HANDSHAKES_PER_MINUTE: positive(20),
  // How often open sockets' tokens are checked with the platform again; 0 turns it off.
  SOCKET_RECHECK_MS: z.coerce.number().int().min(0).default(300_000),
  // 1: plain-HTTP page requests are redirected to HTTPS (TLS in front, see README).
  REQUIRE_HTTPS: z.enum(['0', '1']).default('0'),
  // CSP violation reports one client address may send per minute.
  CSP_REPORTS_PER_MINUTE: positive(30),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  BODY_LIMIT_BYTES: positive(1_048_576),
  // Withdrawal receipt proofs: up to 3 images of 5 MB each, sent as base64 data URLs.
  UPLOAD_BODY_LIMIT_BYTES: positive(22_020_096),
  BODY_TIMEOUT_MS: millis(15_000),
  RATE_LIMIT_WINDOW_MS: millis(60_000),
  RATE_LIMIT_SIGN_IN: positive(10),
  RATE_LIMIT_SMS: positive(5),
  RATE_LIMIT_CAPTCHA: positive(30),
  RATE_LIMIT_CODE_CHECKS: positive(10),
  RATE_LIMIT_CODE_CHECKS_PER_TARGET: positive(5),
  RATE_LIMIT_STORE_TIMEOUT_MS: millis(250),
  RATE_LIMIT_STORE_RETRY_MS: millis(5_000),
  // Expensive calls (encrypted, passwordCheck/, sign-in, SMS) one client (its session, or its
  // address without one) may have in flight, and all clients of one address together.
  EXPENSIVE_IN_FLIGHT_PER_CLIENT: positive(4),
  EXPENSIVE_IN_FLIGHT_PER_ADDRESS: positive(32),
  SHUTDOWN_GRACE_MS: millis(10_000),
  // Minutes a session may go unused before it ends: the platform's own idle expiry (2 hours).
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
});

type Env = z.infer<typeof schema>;

/** Every variable the gateway reads, with its default; docs/OPERATIONS.md lists each. */
export const CONFIG_SCHEMA = schema;

export interface GatewayConfig {
  port: number;
  host: string;
  /** Mirrors in order of preference; never empty. */
  upstreams: [string, ...string[]];
  merchantCode: string;
  redisUrl: string | undefined;
  /** Namespace for every Redis key and channel, so deployments can share a Redis. */
  redisPrefix: string;
  /** Start-up waits this long for Redis, then exits with the reason. */
  redisStartupWaitMs: number;
  webDist: string;
  firstScreen: {
    /** The web's first-screen renderer (a file); undefined when turned off. */
    renderer: string | undefined;
    /** How long the platform may take before a page goes out as the plain shell. */
    timeoutMs: number;
    /** Pages rendered at once; more go out as the plain shell. */
    concurrency: number;
  };
  logLevel: Env['LOG_LEVEL'];
  admin: { port: number; host: string };
  mirrors: {
    attemptTimeoutMs: number;
    /** How long an answer's body may go without a byte once its headers have arrived. */
    bodyIdleMs: number;
    deadlineMs: number;
    probeIntervalMs: number;
    probeTimeoutMs: number;
    probePath: string;
    ejectBaseMs: number;
    ejectMaxMs: number;
  };
  /** The platform's push channel (STOMP over SockJS), one connection per member and endpoint. */
  push: {
    /** Fixed push host; undefined asks CSP_ImUrl. */
    hostUrl: string | undefined;
    rebuildMs: number;
    connectsPerSecond: number;
  };
  brand: {
    rsaPublicKey: string;
    /** True when no key was configured and the stand-in's development key is used. */
    devKey: boolean;
    supportedLanguages: string[];
    defaultLanguage: string;
  };
  security: {
    imageHosts: string[];
    gameLaunchHosts: string[];
    siteMirrorOrigins: string[];
    /** Learn the mirror domains from the platform's list too. */
    siteMirrorsFromPlatform: boolean;
    siteMirrorRefreshMs: number;
    socketAllowedOrigins: string[];
    /** Proxies allowed to report the client's address and scheme (`trustProxy.ts`). */
    trustProxy: string[];
    socketBadHandshakesPerMinute: number;
    socketRecheckMs: number;
    /** Redirect plain-HTTP page requests to HTTPS. */
    requireHttps: boolean;
    cspReportsPerMinute: number;
    hstsMaxAge: number;
    bodyLimitBytes: number;
    /** For the few calls that carry uploaded images (`UPLOAD_PATHS`). */
    uploadBodyLimitBytes: number;
    bodyTimeoutMs: number;
  };
  rateLimits: {
    windowMs: number;
    signIn: number;
    sms: number;
    captcha: number;
    /** Code-checking calls per client address in a window (`codeCalls.ts`). */
    codeChecks: number;
    /** Code-checking calls (and code sends) per target account, number or address in a window. */
    codeChecksPerTarget: number;
    /** A shared-store (Redis) call slower than this counts in-process instead. */
    storeTimeoutMs: number;
    /** While the shared store is away, how often one call tries it again. */
    storeRetryMs: number;
    /** Expensive calls one client may have in flight at once (`inFlightCap.ts`). */
    expensiveInFlight: number;
    /** The same for every client of one address together. */
    expensiveInFlightPerAddress: number;
  };
  shutdownGraceMs: number;
  session: {
    /** A session unused this long ends (sliding), as the platform's token does. */
    idleMs: number;
  };
}

/** Reads and validates the environment; throws one readable message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
  const c = parsed.data;
  if (c && !c.SUPPORTED_LANGUAGES.includes(c.DEFAULT_LANGUAGE))
    problems.push('  DEFAULT_LANGUAGE: must be one of SUPPORTED_LANGUAGES');
  const key = c ? readRsaKey(c, problems) : undefined;
  if (!c || !key || problems.length > 0)
    throw new Error(`Invalid gateway configuration:\n${problems.join('\n')}`);
  return {
    port: c.PORT,
    host: c.HOST,
    upstreams: c.UPSTREAM_URLS.map((u) => u.replace(/\/+$/, '')) as [string, ...string[]],
    merchantCode: c.MERCHANT_CODE,
    redisUrl: c.REDIS_URL,
    redisPrefix: c.REDIS_PREFIX,
    redisStartupWaitMs: c.REDIS_STARTUP_WAIT_MS,
    webDist: path.resolve(c.WEB_DIST),
    firstScreen: {
      renderer: c.FIRST_SCREEN_RENDERER ? path.resolve(c.FIRST_SCREEN_RENDERER) : undefined,
      timeoutMs: c.FIRST_SCREEN_TIMEOUT_MS,
      concurrency: c.FIRST_SCREEN_CONCURRENCY,
    },
    logLevel: c.LOG_LEVEL,
    admin: { port: c.ADMIN_PORT, host: c.ADMIN_HOST },
    mirrors: {
      attemptTimeoutMs: c.UPSTREAM_ATTEMPT_TIMEOUT_MS,
      bodyIdleMs: c.UPSTREAM_BODY_IDLE_MS,
      deadlineMs: Math.max(c.UPSTREAM_DEADLINE_MS, c.UPSTREAM_ATTEMPT_TIMEOUT_MS),
      probeIntervalMs: c.PROBE_INTERVAL_MS,
      probeTimeoutMs: c.PROBE_TIMEOUT_MS,
      probePath: c.PROBE_PATH,
      ejectBaseMs: c.EJECT_BASE_MS,
      ejectMaxMs: Math.max(c.EJECT_MAX_MS, c.EJECT_BASE_MS),
    },
    push: {
      hostUrl: c.PUSH_HOST_URL?.replace(/\/+$/, ''),
      rebuildMs: c.PUSH_REBUILD_SECONDS * 1000,
      connectsPerSecond: c.PUSH_CONNECTS_PER_SECOND,
    },
    brand: {
      rsaPublicKey: key.pem,
      devKey: key.dev,
      supportedLanguages: c.SUPPORTED_LANGUAGES,
      defaultLanguage: c.DEFAULT_LANGUAGE,
    },
    security: {
      imageHosts: c.IMAGE_CDN_HOSTS,
      gameLaunchHosts: c.GAME_LAUNCH_HOSTS,
      siteMirrorOrigins: c.SITE_MIRROR_ORIGINS,
      siteMirrorsFromPlatform: c.SITE_MIRRORS_FROM_PLATFORM === '1',
      siteMirrorRefreshMs: c.SITE_MIRROR_REFRESH_SECONDS * 1000,
      socketAllowedOrigins: c.SOCKET_ALLOWED_ORIGINS,
      trustProxy: c.TRUST_PROXY,
      socketBadHandshakesPerMinute: c.SOCKET_BAD_HANDSHAKES_PER_MINUTE,
      socketRecheckMs: c.SOCKET_RECHECK_MS,
      requireHttps: c.REQUIRE_HTTPS === '1',
      cspReportsPerMinute: c.CSP_REPORTS_PER_MINUTE,
      hstsMaxAge: c.HSTS_MAX_AGE,
      bodyLimitBytes: c.BODY_LIMIT_BYTES,
      uploadBodyLimitBytes: c.UPLOAD_BODY_LIMIT_BYTES,
      bodyTimeoutMs: c.BODY_TIMEOUT_MS,
    },
    rateLimits: {
      windowMs: c.RATE_LIMIT_WINDOW_MS,
      signIn: c.RATE_LIMIT_SIGN_IN,
      sms: c.RATE_LIMIT_SMS,
      captcha: c.RATE_LIMIT_CAPTCHA,
      codeChecks: c.RATE_LIMIT_CODE_CHECKS,
      codeChecksPerTarget: c.RATE_LIMIT_CODE_CHECKS_PER_TARGET,
      storeTimeoutMs: c.RATE_LIMIT_STORE_TIMEOUT_MS,
      storeRetryMs: c.RATE_LIMIT_STORE_RETRY_MS,
      expensiveInFlight: c.EXPENSIVE_IN_FLIGHT_PER_CLIENT,
      expensiveInFlightPerAddress: Math.max(
        c.EXPENSIVE_IN_FLIGHT_PER_ADDRESS,
        c.EXPENSIVE_IN_FLIGHT_PER_CLIENT,
      ),
    },
    shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
    session: { idleMs: c.SESSION_IDLE_MINUTES * 60_000 },
  };
}

const PEM_PUBLIC_KEY = /-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----/;

function readRsaKey(c: Env, problems: string[]): { pem: string; dev: boolean } | undefined {
  let pem: string;
  let dev = false;
  let name = 'PLATFORM_RSA_PUBLIC_KEY';
  if (c.PLATFORM_RSA_PUBLIC_KEY) {
    // Orchestrators often flatten new lines in variables to a literal "\n".
    pem = c.PLATFORM_RSA_PUBLIC_KEY.replace(/\\n/g, '\n');
  } else {
    const file = c.PLATFORM_RSA_PUBLIC_KEY_FILE ?? DEV_RSA_PUBLIC_KEY_FILE;
    dev = c.PLATFORM_RSA_PUBLIC_KEY_FILE === undefined;
    name = 'PLATFORM_RSA_PUBLIC_KEY_FILE';
    try {
      pem = fs.readFileSync(path.resolve(file), 'utf8');
    } catch (error) {
      problems.push(
        dev
          ? '  PLATFORM_RSA_PUBLIC_KEY: required (or PLATFORM_RSA_PUBLIC_KEY_FILE); no development key here'
          : `  ${name}: cannot read ${file} (${(error as Error).message})`,
      );
      return undefined;
    }
  }
  const match = PEM_PUBLIC_KEY.exec(pem);
  if (!match) {
    problems.push(`  ${name}: not a PEM public key`);
    return undefined;
  }
  return { pem: `${match[0]}\n`, dev };
}
