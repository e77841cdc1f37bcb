import { z } from 'zod';

const schema = z.object({
  MOCKS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
  MOCKS_HOST: z.string().default('127.0.0.1'),
  MOCKS_DEV: z.enum(['0', '1']).default('0'),
  /** A request still arriving after this long is cut off (408). */
  MOCKS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * The push host `CSP_ImUrl` names (an origin, e.g. `http://127.0.0.1:9090`); unset names the
   * origin each call came to, where the stand-in serves its push host itself.
   */
  MOCKS_PUSH_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL such as http://127.0.0.1:9090' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The origin browsers reach the stand-in's payment pages at (`redirectUrl`); unset names the
   * origin each deposit call came to.
   */
  MOCKS_CASHIER_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL such as http://127.0.0.1:9090' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The site's mirror domains the platform lists (`routers`, and the status call's
   * `domainRoute`): host names, `host:port` or http(s) origins, comma separated. Unset keeps the
   * seed's example domains, which answer nowhere; `npm start` names the gateway's own addresses.
   */
  MOCKS_SITE_MIRRORS: z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?$/,
            'each mirror is a host, host:port or http(s) origin, e.g. 127.0.0.2:8080',
          ),
      ),
    )
    .optional(),
  /** The platform's RSA private key (PEM file); the development-only pair when unset. */
  PLATFORM_RSA_PRIVATE_KEY_FILE: z.string().min(1).optional(),
});

/** Every variable the stand-in reads, with its default; docs/OPERATIONS.md lists each. */
export const MOCKS_CONFIG_SCHEMA = schema;

export interface MocksConfig {
  port: number;
  host: string;
  dev: boolean;
  privateKeyFile: string | undefined;
  requestTimeoutMs: number;
  pushUrl: string | undefined;
  cashierUrl: string | undefined;
  siteMirrors: string[] | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MocksConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid mocks configuration:\n${lines.join('\n')}`);
  }
  const env_ = parsed.data;
  return {
    port: env_.MOCKS_PORT,
    host: env_.MOCKS_HOST,
    dev: env_.MOCKS_DEV === '1',
    privateKeyFile: env_.PLATFORM_RSA_PRIVATE_KEY_FILE,
    requestTimeoutMs: env_.MOCKS_REQUEST_TIMEOUT_MS,
    pushUrl: env_.MOCKS_PUSH_URL?.replace(/\/+$/, ''),
    cashierUrl: env_.MOCKS_CASHIER_URL?.replace(/\/+$/, ''),
    siteMirrors: env_.MOCKS_SITE_MIRRORS,
  };
}
