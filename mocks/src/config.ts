import fs from 'node:fs';
import path from 'node:path';
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
  /** The same credential from a file (a mounted secret); the variable wins when both are set. */
  UPSTREAM_EVENTS_TOKEN_FILE: z.string().min(1).optional(),
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
    ...fromEnvironment(parsed.data),
    eventsToken: eventsToken(parsed.data),
  };
}

type Env = z.infer<typeof schema>;

function fromEnvironment(env: Env): Omit<MocksConfig, 'eventsToken'> {
  return {
    port: env.MOCKS_PORT,
    host: env.MOCKS_HOST,
    dev: env.MOCKS_DEV === '1',
    privateKeyFile: env.PLATFORM_RSA_PRIVATE_KEY_FILE,
    requestTimeoutMs: env.MOCKS_REQUEST_TIMEOUT_MS,
  };
}

function eventsToken(env: Env): string | undefined {
  if (env.UPSTREAM_EVENTS_TOKEN || !env.UPSTREAM_EVENTS_TOKEN_FILE)
    return env.UPSTREAM_EVENTS_TOKEN;
  let token: string;
  try {
    token = fs.readFileSync(path.resolve(env.UPSTREAM_EVENTS_TOKEN_FILE), 'utf8').trim();
  } catch {
    throw new Error(
      `Invalid mocks configuration:\n  UPSTREAM_EVENTS_TOKEN_FILE: cannot read ${env.UPSTREAM_EVENTS_TOKEN_FILE}`,
    );
  }
  if (!/^[\x21-\x7e]{16,256}$/.test(token))
    throw new Error(
      'Invalid mocks configuration:\n  UPSTREAM_EVENTS_TOKEN_FILE: at least 16 printable characters, no spaces',
    );
  return token;
}
