import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_RESYNC } from '../realtime/events.js';

/**
 * A member as a browser is one, from the outside of a running deployment: signs in with the
 * platform's encrypted sign-in call (as the PWA sends it), keeps the session cookie the gateway
 * sets, and holds a socket.io connection with the PWA's own reconnection settings. A browser
 * elsewhere on the network is a different loopback source address (`127.0.N.1`), which is what
 * nginx's `ip_hash` places on a replica.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_PUBLIC_KEY = path.join(ROOT, 'mocks/dev-keys/DEV-ONLY-platform-public.pem');

type Encrypt = (
  publicKeyPem: string,
  key: string,
  payload?: unknown,
) => { header: string; body?: string };

/** The platform's encryption as the stand-in's own tests send it (loaded from its source). */
async function encryptor(): Promise<Encrypt> {
  const file = path.join(ROOT, 'mocks/src/crypto/payloadEncryption.ts');
  const module = (await import(file)) as { encryptForPlatform: Encrypt };
  return module.encryptForPlatform;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP call from `localAddress`, without keep-alive (each call is a fresh connection). */
export function call(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The header the PWA's own calls carry; the gateway refuses unsafe calls without it. */
export const SITE_CALL = { 'X-Site-Request': '1' } as const;

/** Signs in through `baseUrl` as the PWA does; answers the `Cookie` header of the session. */
export async function signIn(
  baseUrl: string,
  account: string,
  password: string,
  localAddress?: string,
): Promise<string> {
  const encrypt = await encryptor();
  const key = randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 16);
  const { header, body } = encrypt(fs.readFileSync(DEV_PUBLIC_KEY, 'utf8'), key, {
    username: account,
    password,
  });
  const res = await call(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { ...SITE_CALL, Encryption: header, 'Content-Type': 'text/plain' },
    body: body ?? '',
    ...(localAddress ? { localAddress } : {}),
  });
  const session = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('ph_session='));
  if (res.status !== 200 || !session)
    throw new Error(`sign-in of ${account} failed: HTTP ${res.status} ${res.body.slice(0, 300)}`);
  return session.split(';')[0] ?? '';
}

/** The member's account as the platform answers it through `baseUrl` (undefined: signed out). */
export async function memberInfo(
  baseUrl: string,
  cookie: string,
  localAddress?: string,
): Promise<string | undefined> {
  const res = await call(`${baseUrl}/wps/member/info`, {
    headers: { Cookie: cookie },
    ...(localAddress ? { localAddress } : {}),
  });
  if (res.status !== 200) return undefined;
  const envelope = JSON.parse(res.body) as { success?: boolean; value?: { account?: string } };
  return envelope.success ? envelope.value?.account : undefined;
}

export interface Tab {
  socket: Socket;
  /** Every event received, in order. */
  received: { event: string; payload: unknown }[];
  of(event: string): unknown[];
  /** Times the socket reconnected, and the attempts each reconnection took. */
  reconnects: number[];
  /** Why connection attempts failed, in order. */
  errors: string[];
  /** Longest time the socket was down, in ms. */
  longestGapMs(): number;
  close(): void;
}

/**
 * A browser tab's socket with the session cookie and the PWA's reconnection settings
 * (`web/src/realtime/Realtime.ts`), over the websocket transport.
 */
export function openTab(baseUrl: string, cookie: string, localAddress?: string): Tab {
  const socket = connect(baseUrl, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 10_000,
    forceNew: true,
    ...(localAddress ? { localAddress } : {}),
  });
  const received: Tab['received'] = [];
  const reconnects: number[] = [];
  const errors: string[] = [];
  socket.on('connect_error', (error: Error) => errors.push(error.message));
  let downSince: number | undefined;
  let longest = 0;
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  socket.on('disconnect', () => {
    downSince = Date.now();
  });
  socket.on('connect', () => {
    if (downSince !== undefined) longest = Math.max(longest, Date.now() - downSince);
    downSince = undefined;
  });
  socket.io.on('reconnect', (attempt: number) => reconnects.push(attempt));
  return {
    socket,
    received,
    of: (event) => received.filter((r) => r.event === event).map((r) => r.payload),
    reconnects,
    errors,
    longestGapMs: () => Math.max(longest, downSince === undefined ? 0 : Date.now() - downSince),
    close: () => {
      socket.disconnect();
    },
  };
}

/** The greetings a tab has had: one per (re)connection once its member's push channel is up. */
export function resyncs(tab: Tab): number {
  return tab.of(SESSION_RESYNC).length;
}
