import { z } from 'zod';

const schema = z.object({
  MOCKS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
  MOCKS_HOST: z.string().default('127.0.0.1'),
  MOCKS_DEV: z.enum(['0', '1']).default('0'),
  /** A request still arriving after this long is cut off (408). */
  MOCKS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The credential gateways present to subscribe to member events; unset refuses them all. */
  UPSTREAM_EVENTS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'at least 16 printable characters, no spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The platform's RSA private key (PEM file); the development-only pair when unset. */
  PLATFORM_RSA_PRIVATE_KEY_FILE: z.string().min(1).optional(),
});

export interface MocksConfig {
  port: number;
  host: string;
  dev: boolean;
  privateKeyFile: string | undefined;
  requestTimeoutMs: number;
  eventsToken: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MocksConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid mocks configuration:\n${lines.join('\n')}`);
  }
  return {
    port: parsed.data.MOCKS_PORT,
    host: parsed.data.MOCKS_HOST,
    dev: parsed.data.MOCKS_DEV === '1',
    privateKeyFile: parsed.data.PLATFORM_RSA_PRIVATE_KEY_FILE,
    requestTimeoutMs: parsed.data.MOCKS_REQUEST_TIMEOUT_MS,
    eventsToken: parsed.data.UPSTREAM_EVENTS_TOKEN,
  };
}
