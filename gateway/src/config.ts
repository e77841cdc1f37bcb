import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built PWA, relative to this file both in `src/` (tests) and `dist/` (production). */
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

const urlList = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.url({ protocol: /^https?$/, error: 'each upstream must be an http(s) URL' }))
      .min(1, 'at least one upstream URL is required'),
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  UPSTREAM_URLS: urlList.default(['http://127.0.0.1:9090']),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32 characters')
    .default('PH01'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface GatewayConfig {
  port: number;
  host: string;
  /** Mirrors in order of preference; never empty. */
  upstreams: [string, ...string[]];
  merchantCode: string;
  redisUrl: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
}

/** Reads and validates the environment; throws one readable message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    upstreams: c.UPSTREAM_URLS as [string, ...string[]],
    merchantCode: c.MERCHANT_CODE,
    redisUrl: c.REDIS_URL,
    webDist: path.resolve(c.WEB_DIST),
    logLevel: c.LOG_LEVEL,
  };
}
